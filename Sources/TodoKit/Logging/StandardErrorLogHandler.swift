import Glibc
import Logging

/// The `-v` handler: one line per message on standard error, in the log file's format, with
/// every control character of the message and metadata escaped (``TerminalText``), so a todo's
/// text or a server's answer quoted in a debug line cannot drive the terminal.
public struct StandardErrorLogHandler: LogHandler {
    public var logLevel: Logger.Level = .debug
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?

    private let label: String

    /// A handler for the logger `label`.
    public init(label: String) {
        self.label = label
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        var line = "\(RotatingFileLogHandler.timestamp()) \(event.level) \(label): \(event.message)"
        for key in merged.keys.sorted() {
            line += " \(key)=\(merged[key]!)"
        }
        var text = TerminalText.escape(line) + "\n"
        text.withUTF8 { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(2, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }
}
