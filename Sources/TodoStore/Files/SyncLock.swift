import Glibc
import Synchronization

/// The lock of the one sync run of a store (`sync.lock`), which says who holds it.
///
/// Lock order: a process takes `sync.lock` first and the store's lock (``FileLock`` on `lock`)
/// after it, and never waits for one while it holds the other. A sync run holds `sync.lock` from
/// start to end and takes the store's lock only to read and commit, between requests and waits.
/// So a process that holds the store's lock may only *try* `sync.lock` (``tryAcquire(layout:now:)``,
/// the quick push after a change); ``wait(layout:limit:nudge:now:sleep:onWait:)`` refuses to wait
/// while this process holds the same store's lock (``StoreError/Reason/lockOrder``).
///
/// The holder writes its pid, start time and, while it waits out a backoff, when it tries next into
/// the file (advisory text, not fsynced: a crash leaves a stale note that the next holder
/// overwrites, and the note is never read without the lock being held by someone). A typed
/// `todo sync` that finds a run waiting out its backoff nudges it (`sync.nudge`): the run watches
/// that file during a wait and tries at once when it changes.
public final class SyncLock {
    /// Who holds the lock, as its note says.
    package struct Holder: Sendable, Equatable {
        package var pid: Int32
        /// Unix seconds.
        package var startedAt: Double
        /// When its next attempt is due (Unix seconds), while it waits out a backoff.
        package var nextTryAt: Double?

        package init(pid: Int32, startedAt: Double, nextTryAt: Double? = nil) {
            (self.pid, self.startedAt, self.nextTryAt) = (pid, startedAt, nextTryAt)
        }

        /// The note's text: `pid started [next]`.
        var text: String {
            var words = ["\(pid)", "\(startedAt)"]
            if let nextTryAt { words.append("\(nextTryAt)") }
            return words.joined(separator: " ") + "\n"
        }

        /// Reads a note; `nil` when it is empty or not one (a note being rewritten).
        init?(text: String) {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard words.count == 2 || words.count == 3, let pid = Int32(words[0]), pid > 0,
                let started = Double(words[1]), started.isFinite
            else { return nil }
            self.pid = pid
            startedAt = started
            nextTryAt = words.count == 3 ? Double(words[2]).flatMap { $0.isFinite ? $0 : nil } : nil
        }
    }

    private let lock: FileLock
    private let layout: StoreLayout
    private var holder: Holder

    private init(lock: FileLock, layout: StoreLayout, holder: Holder) {
        self.lock = lock
        self.layout = layout
        self.holder = holder
        write()
    }

    /// Takes the lock if it is free, without waiting: `nil` when another run holds it.
    ///
    /// The store directory is checked and created as opening the store does: `sync.lock` is taken
    /// before the store is opened.
    package static func tryAcquire(layout: StoreLayout, now: Double) throws(StoreError) -> SyncLock? {
        try FileCache.checkSafety(of: layout.directory)
        try FileCache.makeDirectory(layout.directory)
        guard let lock = try FileLock.tryAcquire(path: layout.syncLock) else { return nil }
        return SyncLock(lock: lock, layout: layout, holder: Holder(pid: getpid(), startedAt: now))
    }

    /// Waits for the lock: forever when `limit` is `nil`, else up to `limit` seconds, past which it
    /// throws ``StoreError/Reason/syncRunning(pid:seconds:waited:)`` naming the running sync.
    ///
    /// `onWait` hears the holder (when its note can be read) once the wait begins and then about
    /// every second; with `nudge`, a holder waiting out a backoff is nudged once to try at once.
    /// Cancelling the task ends the wait (``StoreError/Reason/lockWaitCancelled``).
    package static func wait(
        layout: StoreLayout,
        limit: Double?,
        nudge: Bool,
        now: () -> Double,
        onWait: (Holder?) -> Void = { _ in }
    ) async throws(StoreError) -> SyncLock {
        if FileCache.holdsLock(of: layout.directory) {
            throw StoreError(.lockOrder, path: layout.syncLock)
        }
        // The limit is measured on the monotonic clock; `now` dates the notes.
        let start = ContinuousClock.now
        // Each run is nudged once (a stale note of a run that died, or of a new holder not yet
        // written, must not use up the nudge for the run that holds the lock next).
        var nudged: Holder?
        var lastHeard: ContinuousClock.Instant?
        while true {
            if let lock = try tryAcquire(layout: layout, now: now()) { return lock }
            let holder = Self.holder(layout: layout)
            let time = now()
            if nudge, let holder, let next = holder.nextTryAt, next > time,
                nudged.map({ $0.pid != holder.pid || $0.startedAt != holder.startedAt }) ?? true
            {
                Self.nudge(layout: layout)
                nudged = holder
            }
            let elapsed = start.duration(to: .now)
            if lastHeard.map({ $0.duration(to: .now) >= .seconds(1) }) ?? true {
                onWait(holder)
                lastHeard = .now
            }
            if let limit, elapsed >= .seconds(limit) {
                throw StoreError(
                    .syncRunning(pid: holder?.pid, seconds: holder.map { max(0, time - $0.startedAt) }, waited: limit),
                    path: layout.syncLock)
            }
            do {
                try await Task.sleep(for: .milliseconds(50))
            } catch {
                throw StoreError(.lockWaitCancelled, path: layout.syncLock)
            }
        }
    }

    /// The running sync's note; `nil` when none can be read.
    package static func holder(layout: StoreLayout) -> Holder? {
        guard let bytes = try? POSIXFile.readAll(layout.syncLock) else { return nil }
        return Holder(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Asks the run that holds the lock to end its backoff wait now.
    package static func nudge(layout: StoreLayout) {
        // O_NOFOLLOW: a link at the nudge's name is refused. Shared by every process of the store,
        // so not O_EXCL; what it holds does not matter, only that it changes.
        guard let fd = try? POSIXFile.open(layout.syncNudge, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW) else { return }
        defer { close(fd) }
        // A new token each time: two nudges within one tick of the file's clock still differ.
        let token = "\(getpid()) \(UInt64.random(in: .min ... .max))\n"
        try? POSIXFile.writeAll(fd: fd, path: layout.syncNudge, Array(token.utf8))
        futimens(fd, nil)
    }

    /// The file a waiter changes to nudge this run: a wait ends when its ``NudgeMark`` changes.
    package var nudgeFile: String { layout.syncNudge }

    /// Notes in the lock file when the holder tries next (`nil`: it is not waiting).
    package func noteWaiting(until: Double?) {
        holder.nextTryAt = until
        write()
    }

    private func write() {
        guard let fd = lock.descriptor else { return }
        _ = ftruncate(fd, 0)
        _ = lseek(fd, 0, SEEK_SET)
        try? POSIXFile.writeAll(fd: fd, path: layout.syncLock, Array(holder.text.utf8))
    }

    /// Lets go of the lock (also done on deinit); the note stays, read only by the next waiter
    /// while someone holds the lock again, and overwritten by that holder.
    package func release() {
        lock.release()
    }

    /// The identity of the nudge file: inode, size, modification time and its token.
    package struct NudgeMark: Equatable, Sendable {
        var fields: [Int]
        var token: [UInt8]

        package init(path: String) {
            var st = stat()
            guard stat(path, &st) == 0 else {
                fields = []
                token = []
                return
            }
            fields = [
                Int(st.st_ino), Int(st.st_size), Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec),
            ]
            token = (try? POSIXFile.readAll(path)) ?? []
        }
    }
}
