import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The built `todo` on a pseudo-terminal of its own (its controlling terminal, standard input,
/// output and error), answered prompt by prompt, for the questions asked only on a terminal.
///
/// `@unchecked Sendable`: a test hands it to one thread at a time (see `offThePool`).
final class TerminalSession: @unchecked Sendable {
    private let master: Int32
    private let pid: pid_t
    /// Everything the command wrote so far (output and error are one stream on a terminal).
    private(set) var output = ""

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `todo args` with `env` on a terminal of `columns` columns (80 by default).
    init(_ args: [String], env: [String: String], columns: UInt16 = 80) throws {
        let binary = try TodoBinary.require()
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure(description: "openpty: \(errno)") }
        // ttyname_r: ttyname's static buffer, shared by tests running in parallel, once handed one
        // session another's half-written name ("/dev/pts/", a directory: posix_spawn failed, EISDIR).
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slave, &name, name.count) == 0 else {
            close(master)
            close(slave)
            throw Failure(description: "ttyname_r: \(errno)")
        }
        let slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        // Opened after setsid, the terminal becomes the child's controlling terminal (/dev/tty).
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, slave)
        // Nothing else of this process reaches the child: a listening socket of the mock server in
        // this process, inherited, would keep its port taken after the server closed it.
        Self.addCloseFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc), not exported to Swift.
        posix_spawnattr_setflags(&attributes, 0x80)
        let argv = ([binary] + args).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, binary, &actions, &attributes, argv, envp)
        close(slave)
        guard status == 0 else {
            close(master)
            throw Failure(description: "posix_spawn: \(status)")
        }
        self.master = master
        pid = child
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does
    /// not export; skipped where it is missing.
    private static func addCloseFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, WNOHANG)
        close(master)
    }

    /// Reads until the output contains `text`; fails after `seconds` or at end of output.
    func expect(_ text: String, seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !output.contains(text) {
            guard Date() < deadline, readSome(until: deadline) else {
                throw Failure(description: "no \(text.debugDescription) in \(output.debugDescription)")
            }
        }
    }

    /// Types `line` and Enter.
    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Types Ctrl-C: the terminal sends SIGINT to the command.
    func interrupt() {
        var byte: UInt8 = 3
        _ = write(master, &byte, 1)
    }

    /// Reads the rest of the output and waits for the exit; returns the exit status.
    func finish(seconds: Double = 60) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while readSome(until: deadline) {}
        var status: Int32 = 0
        // Past the deadline a command still running may be blocked writing to the terminal that
        // nobody reads any more: kill it rather than wait for it for ever (a loaded machine hung a
        // whole test run so).
        if Date() >= deadline, waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            throw Failure(description: "still running after \(seconds) s, killed: \(output)")
        }
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status & 0x7F == 0 else { throw Failure(description: "killed by signal \(status & 0x7F): \(output)") }
        return (status >> 8) & 0xFF
    }

    /// Reads what is there (waiting up to `deadline`); false at end of output or past the deadline.
    private func readSome(until deadline: Date) -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let wait = max(0, Int32(deadline.timeIntervalSinceNow * 1000))
        guard poll(&poller, 1, wait) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(master, &buffer, buffer.count)
        // EIO: the terminal's other side is closed, the command has exited.
        guard n > 0 else { return false }
        output += String(decoding: buffer[0..<n], as: UTF8.self)
        return true
    }
}
