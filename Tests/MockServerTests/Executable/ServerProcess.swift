import Foundation
import Synchronization

/// The built `todo-mock-server` binary, run as a child process.
final class ServerProcess: Sendable {
    /// The binary next to the test bundle, in the same build folder.
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("todo-mock-server")
    }

    private let process: Process
    private let output: Pipe
    private let exit = ExitWatch()

    /// Starts the binary with `arguments`.
    init(arguments: [String]) throws {
        let process = Process()
        let output = Pipe()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        self.process = process
        self.output = output
        process.terminationHandler = { [exit] process in
            exit.exited(with: process.terminationStatus)
        }
        try process.run()
    }

    /// The first line on standard output, read off the cooperative pool; `nil` if the output ended first.
    /// A process that prints nothing for 60 s is terminated, which ends the output.
    func firstLine() async -> String? {
        let handle = output.fileHandleForReading
        let watchdog = Task { [process] in
            try? await Task.sleep(for: .seconds(60))
            if !Task.isCancelled, process.isRunning {
                process.terminate()
            }
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var bytes: [UInt8] = []
                while true {
                    let chunk = handle.readData(ofLength: 1)
                    guard let byte = chunk.first else {
                        continuation.resume(returning: nil)
                        return
                    }
                    if byte == UInt8(ascii: "\n") {
                        continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
                        return
                    }
                    bytes.append(byte)
                }
            }
        }
    }

    /// Sends `signal` and waits for the exit status.
    func stop(with signal: Int32 = SIGTERM) async -> Int32 {
        if process.isRunning {
            kill(process.processIdentifier, signal)
        }
        return await exit.status()
    }
}

/// The exit status of a process, awaited by one waiter.
private final class ExitWatch: Sendable {
    private struct State {
        var status: Int32?
        var waiter: CheckedContinuation<Int32, Never>?
    }

    private let state = Mutex(State())

    func exited(with status: Int32) {
        let waiter = state.withLock { state in
            state.status = status
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: status)
    }

    func status() async -> Int32 {
        await withCheckedContinuation { continuation in
            let status = state.withLock { state in
                if state.status == nil {
                    state.waiter = continuation
                }
                return state.status
            }
            if let status {
                continuation.resume(returning: status)
            }
        }
    }
}
