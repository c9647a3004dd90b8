import Glibc
import TodoKit
import TodoText

/// The pager long lists go through on a terminal (issue 35): `$TODO_PAGER`, then `$PAGER`,
/// then `less -FRX`, run as `/bin/sh -c COMMAND` with the text on its standard input.
///
/// Never off a terminal, never with `--no-pager`; an empty `TODO_PAGER` or `PAGER`, or `cat`,
/// means none. The pager's failure changes nothing of the command: a pager that cannot start
/// (not found) leaves the text written directly; one that quits early (the user pressed `q`,
/// so writing to it fails with EPIPE) or exits non-zero ends the paging quietly.
public struct Pager: Sendable, Equatable {
    /// The shell command.
    public let command: String
    /// The terminal's height: text with at least this many lines is paged.
    public let rows: Int

    public init(command: String, rows: Int) {
        (self.command, self.rows) = (command, rows)
    }

    /// The pager command `environment` chooses, or `nil` for none (as git does, the default
    /// `less` is not used on a `TERM=dumb` terminal).
    public static func command(environment: [String: String]) -> String? {
        let fallback = environment["TERM"] == "dumb" ? "" : "less -FRX"
        let chosen = environment["TODO_PAGER"] ?? environment["PAGER"] ?? fallback
        let trimmed = chosen.trimmingWhitespace()
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// The pager for standard output: `nil` with `disabled` (`--no-pager`), when standard output
    /// is not a terminal or says no height, or when the environment chooses none.
    public static func standardOutput(disabled: Bool) -> Pager? {
        let environment = ProcessEnvironment.current()
        guard !disabled, isatty(1) == 1, let rows = Self.rows(of: 1),
            let command = command(environment: environment), exists(command, path: environment["PATH"] ?? "")
        else { return nil }
        return Pager(command: command, rows: rows)
    }

    /// Whether the program `command` starts with is there: a first word with `/` must be
    /// executable, a bare one found in `path`. A command with shell syntax in its first word
    /// (`$`, quotes, `=`…) is the shell's to judge: `true`.
    public static func exists(_ command: String, path: String) -> Bool {
        guard let first = command.split(whereSeparator: \.isWhitespace).first.map(String.init) else { return false }
        if first.contains(where: { "$`'\"\\=;&|()<>*?~".contains($0) }) { return true }
        if first.contains("/") { return access(first, X_OK) == 0 }
        return path.split(separator: ":").contains { access("\($0)/\(first)", X_OK) == 0 }
    }

    /// The height of the terminal on `fd`, if it is one and says.
    public static func rows(of fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Whether `text` is taller than the terminal.
    public func needed(for text: String) -> Bool {
        var lines = 0
        for byte in text.utf8 where byte == 0x0A {
            lines += 1
            if lines >= rows { return true }
        }
        return false
    }

    /// Sends `text` through the pager and waits for it; `false` when it did not start (or its
    /// shell found no such command or could not run it: exit 127 or 126), so the caller
    /// writes the text itself.
    public func show(_ text: String) -> Bool {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return false }
        // This process's end must not reach the pager (it would never see the end of its input).
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        // While the pager runs, this process ignores SIGPIPE (a pager that quit makes writing fail
        // with EPIPE instead of killing it) and SIGINT (Ctrl-C is the pager's); the child gets
        // both back at their defaults.
        let oldPipe = signal(SIGPIPE, SIG_IGN)
        let oldInterrupt = signal(SIGINT, SIG_IGN)
        defer {
            signal(SIGPIPE, oldPipe)
            signal(SIGINT, oldInterrupt)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        // Nothing else of this process reaches the pager: no store's lock stays held by a file
        // descriptor the pager inherited while a person reads.
        Self.addCloseFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ)
        close(pipeEnds[0])
        guard spawned == 0 else {
            close(pipeEnds[1])
            return false
        }
        Self.write(text, to: pipeEnds[1])
        close(pipeEnds[1])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        // Not found or not executable, nothing taken: say it as if there were no pager.
        if exited && (code == 126 || code == 127) { return false }
        return true
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does
    /// not export; skipped where it is missing (the write end is close-on-exec all the same).
    private static func addCloseFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
    }

    /// Writes `text` to `fd` until done or the reader is gone; the bytes the reader took.
    @discardableResult
    private static func write(_ text: String, to fd: Int32) -> Int {
        var text = text
        return text.withUTF8 { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(fd, base + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return done }
                done += n
            }
            return done
        }
    }
}

extension Console {
    /// Output of ``ListRenderer`` (see ``rendered(_:)``), through `pager` when it is taller than
    /// the terminal.
    public static func paged(_ text: String, pager: Pager?) {
        if let pager, pager.needed(for: text), pager.show(text) { return }
        rendered(text)
    }
}
