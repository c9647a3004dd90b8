import Foundation

/// Runs `todo` with its standard output and error on a pseudo-terminal, through util-linux's
/// `script`, for what only a terminal gets (colour, the progress line).
enum PseudoTerminal {
    static let script = "/usr/bin/script"

    /// Whether `script` is installed.
    static var available: Bool { FileManager.default.isExecutableFile(atPath: script) }

    /// Runs `todo ARGS` with exactly `env` on a terminal; stdout holds everything the terminal
    /// showed (standard output and error, line ends as the terminal turns them, "\r\n").
    static func run(_ args: [String], env: [String: String], limit: Double = 60) async throws -> ProcessResult {
        let command = ([try TodoBinary.require()] + args).map(quoted).joined(separator: " ")
        let process = try Subprocess(
            executable: script, arguments: ["-qec", command, "/dev/null"], environment: env)
        return await process.finished(limit: limit)
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
