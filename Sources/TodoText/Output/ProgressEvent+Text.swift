import TodoModel
import TodoValues

extension ProgressEvent {
    /// The one line shown for the event, without control characters.
    public var line: String {
        switch stage {
        case .reading(let bytes):
            Messages.text(.progressReading, ["size": Self.size(bytes)])
        case .checking(let bytesRead, let bytes):
            Messages.text(
                .progressChecking,
                ["completed": String(completed), "read": Self.size(bytesRead), "size": Self.size(bytes)])
        case .importing:
            Messages.text(.progressImporting, counts)
        case .pushing:
            Messages.text(.progressPushing, counts)
        case .downloading:
            Messages.text(.progressDownloading)
        case .uploading:
            Messages.text(.progressUploading, counts)
        case .waiting(let seconds):
            Messages.text(.progressWaiting, counts.merging(["seconds": String(Self.seconds(seconds))]) { $1 })
        case .attemptFailed(let attempt, let reason):
            Messages.text(
                .syncProgressFailedBecause, ["attempt": String(attempt), "reason": SyncReason.words(reason)])
        }
    }

    private var counts: [String: String] { ["completed": String(completed), "total": String(total)] }

    /// A file size: bytes below 1 kB, else kB or MB with one decimal.
    private static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1000: "\(bytes) B"
        case ..<1_000_000: TextFormat.fixed(Double(bytes) / 1000, 1) + " kB"
        default: TextFormat.fixed(Double(bytes) / 1_000_000, 1) + " MB"
        }
    }

    /// Whole seconds, rounded up, for a wait.
    private static func seconds(_ value: Double) -> Int {
        value.isFinite && value > 0 ? Int(min(value, 1e9).rounded(.up)) : 0
    }
}
