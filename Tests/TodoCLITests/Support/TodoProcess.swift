import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a finished subprocess left: its exit status (or the signal that killed it) and its output.
struct ProcessResult: Sendable, CustomStringConvertible {
    /// The exit code, or the signal number when ``signaled``.
    var status: Int32
    /// Whether the process was killed by a signal.
    var signaled: Bool
    var stdout: String
    var stderr: String

    /// Standard output split into lines, without the final empty one.
    var lines: [String] {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Standard error split into non-empty lines.
    var errorLines: [String] {
        stderr.split(separator: "\n").map(String.init)
    }

    var description: String {
        "status \(status)\(signaled ? " (signal)" : ""), stdout: \(stdout.debugDescription), "
            + "stderr: \(stderr.debugDescription)"
    }
}

enum TodoProcessError: Error, CustomStringConvertible {
    case binaryNotFound(String)

    var description: String {
        switch self {
        case .binaryNotFound(let start): "no `todo` executable found in or above \(start)"
        }
    }
}

/// The built `todo` executable, found next to the test bundle.
enum TodoBinary {
    /// The path of `todo`, or `nil` when it cannot be found.
    static let path: String? = locate()

    /// The path, or an error saying where it was looked for.
    static func require() throws -> String {
        guard let path else { throw TodoProcessError.binaryNotFound(CommandLine.arguments.first ?? "?") }
        return path
    }

    private static func locate() -> String? {
        if let explicit = ProcessInfo.processInfo.environment["TODO_CLI_BINARY"], isExecutable(explicit) {
            return explicit
        }
        var starts: [URL] = []
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
        }
        if let main = Bundle.main.executableURL { starts.append(main.resolvingSymlinksInPath()) }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" && !directory.path.isEmpty {
                let candidate = directory.appendingPathComponent("todo").path
                if isExecutable(candidate) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// Reads a file handle to its end on a thread of its own, so a full pipe never blocks the child.
private final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock()
                data.append(chunk)
                lock.unlock()
            }
            try? handle.close()
            finished.signal()
        }
        thread.start()
    }

    /// What was read so far, without waiting.
    var soFar: Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }

    /// Blocks until end of file; returns everything read.
    func wait() -> Data {
        finished.wait()
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}

/// A running subprocess with its standard output and error captured through pipes.
final class Subprocess: @unchecked Sendable {
    private let process = Process()
    private let exited = DispatchSemaphore(value: 0)
    private var stdoutDrain: PipeDrain?
    private var stderrDrain: PipeDrain?

    /// Starts `executable`; standard input is `stdin`, or /dev/null (never a terminal).
    init(executable: String, arguments: [String], environment: [String: String], stdin: Data? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe: Pipe?
        if stdin != nil {
            let pipe = Pipe()
            process.standardInput = pipe
            inPipe = pipe
        } else {
            process.standardInput = FileHandle.nullDevice
            inPipe = nil
        }
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Process closed the pipes' child ends in this process; drain the parent ends.
        stdoutDrain = PipeDrain(outPipe.fileHandleForReading)
        stderrDrain = PipeDrain(errPipe.fileHandleForReading)
        if let inPipe, let stdin {
            let writer = inPipe.fileHandleForWriting
            Thread {
                try? writer.write(contentsOf: stdin)
                try? writer.close()
            }.start()
        }
    }

    /// The child's process id.
    var pid: Int32 { process.processIdentifier }

    /// The standard output written so far, while the child runs.
    var stdoutSoFar: String { String(decoding: stdoutDrain?.soFar ?? Data(), as: UTF8.self) }

    /// The standard error written so far, while the child runs.
    var stderrSoFar: String { String(decoding: stderrDrain?.soFar ?? Data(), as: UTF8.self) }

    /// Sends SIGKILL if the child is still running.
    func kill9() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the child to exit and its output to end.
    func wait() -> ProcessResult {
        exited.wait()
        let out = stdoutDrain?.wait() ?? Data()
        let err = stderrDrain?.wait() ?? Data()
        return ProcessResult(
            status: process.terminationStatus,
            signaled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self)
        )
    }
}

/// Runs the built `todo` binary.
enum TodoProcess {
    /// Runs `todo ARGS` to completion with exactly `env` as its environment.
    static func run(_ args: [String], env: [String: String], stdin: Data? = nil) throws -> ProcessResult {
        try start(args, env: env, stdin: stdin).wait()
    }

    /// Starts `todo ARGS` without waiting.
    static func start(_ args: [String], env: [String: String], stdin: Data? = nil) throws -> Subprocess {
        try Subprocess(executable: try TodoBinary.require(), arguments: args, environment: env, stdin: stdin)
    }
}

/// Runs `body(0..<count)` on `count` threads at once (not the cooperative pool, which may have
/// fewer threads than `count`) and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    group.wait()
}

/// A value shared between threads behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
