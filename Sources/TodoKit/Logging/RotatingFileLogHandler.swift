import Glibc
import Logging

/// A swift-log handler that writes one line per message to a ``RotatingLogFile``:
/// `2025-03-10T09:46:40.123Z info todo.sync: sync finished duration=0.012 outcome=synced`.
///
/// Metadata is written sorted by key; control characters are escaped (``TerminalText``). Never give it a secret: handlers cannot tell one apart.
public struct RotatingFileLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?

    private let label: String
    private let file: RotatingLogFile

    /// A handler for the logger `label`, writing to `file`.
    public init(label: String, file: RotatingLogFile) {
        self.label = label
        self.file = file
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        var line = "\(Self.timestamp()) \(event.level) \(label): \(event.message)"
        for key in merged.keys.sorted() {
            line += " \(key)=\(merged[key]!)"
        }
        // One line per message, whatever the message quotes: controls are escaped.
        file.write(TerminalText.escape(line) + "\n")
    }

    /// The current UTC time, ISO 8601 with milliseconds.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = Int(now.tv_nsec / 1_000_000)
        let ms = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(ms)Z"
    }
}
