import Logging
import Synchronization

/// Where the log file lives and how logging is set up for the `todo` executable.
public enum LogSetup {
    /// The environment variable that overrides the log file's size cap (bytes).
    public static let maxBytesVariable = "TODO_LOG_MAX_BYTES"

    private static let bootstrapped = Mutex(false)

    /// The log file of the store in `home`: `HOME/logs/todo.log`.
    public static func path(home: String) -> String { home + "/logs/todo.log" }

    /// The size cap: `TODO_LOG_MAX_BYTES` when it is a positive integer, else 1 MiB.
    public static func maxBytes(environment: [String: String]) -> Int {
        guard let text = environment[maxBytesVariable], let value = Int(text), value > 0 else {
            return RotatingLogFile.defaultMaxBytes
        }
        return value
    }

    /// Sends every logger's `info` and above to the rotating log file of `home` (opened on the
    /// first line), and with `verbose` also `debug` and above to standard error. Only the first
    /// call in a process has an effect.
    public static func bootstrap(home: String, verbose: Bool, environment: [String: String]) {
        guard
            bootstrapped.withLock({ done in
                defer { done = true }
                return !done
            })
        else { return }
        let file = RotatingLogFile(path: path(home: home), maxBytes: maxBytes(environment: environment))
        LoggingSystem.bootstrap { label in
            var handlers: [any LogHandler] = [LineLogHandler.file(label: label, file: file)]
            if verbose {
                handlers.append(LineLogHandler.standardError(label: label))
            }
            return MultiplexLogHandler(handlers)
        }
    }
}
