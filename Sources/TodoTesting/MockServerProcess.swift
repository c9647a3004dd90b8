import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The built `todo-mock-server` executable, run as a child process: for the tests of the
/// executable itself, and for the tests that drive `todo` against the mock as a program of its
/// own. In-process tests use ``withMockServer(_:isolation:_:)`` instead.
///
/// Stop it with ``stop(with:)`` to learn its exit status; on deinit a server still running is
/// sent SIGTERM and waited for.
public final class MockServerProcess: Sendable {
    /// The binary next to the test bundle, in the same build folder.
    public static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("todo-mock-server")
    }

    private let process: Process
    private let output: Pipe
    private let exit = ExitWatch()

    /// Starts `binary` with `arguments`; standard error is discarded.
    public init(arguments: [String], binary: URL = MockServerProcess.binary) throws {
        let process = Process()
        let output = Pipe()
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        self.process = process
        self.output = output
        process.terminationHandler = { [exit] process in
            exit.exited(with: process.terminationStatus)
        }
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The first line on standard output (`listening on http://HOST:PORT` once it listens), read off
    /// the cooperative pool; `nil` if the output ended first. The rest of the output is then read
    /// and dropped, so the server never blocks on a full pipe. A process that prints nothing for
    /// 60 s is terminated, which ends the output.
    public func firstLine() async -> String? {
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
                    guard let byte = handle.readData(ofLength: 1).first else {
                        continuation.resume(returning: nil)
                        return
                    }
                    if byte == UInt8(ascii: "\n") {
                        continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
                        break
                    }
                    bytes.append(byte)
                }
                while !handle.availableData.isEmpty {}
            }
        }
    }

    /// Sends `signal` and waits for the exit status.
    public func stop(with signal: Int32 = SIGTERM) async -> Int32 {
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
