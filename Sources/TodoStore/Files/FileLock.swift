import Glibc
import Logging

/// An exclusive advisory lock (`flock`) on a file in the store directory, held until released.
///
/// A store has two: `sync.lock`, held by the one sync run from its start to its end
/// (``SyncLock``), and `lock`, held by every process while it reads or writes the store
/// (``FileCache``). Lock order: `sync.lock` first, then `lock`; a process never waits for one while
/// it holds the other (holding `lock`, it may only try `sync.lock`, as the quick push after a
/// change does). See docs/architecture.md, "Locks".
package final class FileLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    /// Waits up to `timeout` seconds for the lock; throws ``StoreError/Reason/locked(timeout:)`` past it, or at
    /// once when the calling task is cancelled while it waits (`todo watch` stopped by a signal).
    package static func acquire(path: String, timeout: Double) throws(StoreError) -> FileLock {
        let fd: Int32
        do {
            // O_NOFOLLOW: a link planted at the lock's name is refused, never followed. The file is
            // shared by every process of the store, so it is not O_EXCL.
            fd = try POSIXFile.open(path, O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600)
        } catch {
            throw StoreError(.lockOpenFailed(reason: error.message), path: path)
        }
        return try wait(fd: fd, path: path, timeout: timeout)
    }

    /// Takes the lock if no other process holds it, without waiting; `nil` when one does.
    package static func tryAcquire(path: String) throws(StoreError) -> FileLock? {
        let fd: Int32
        do {
            fd = try POSIXFile.open(path, O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600)
        } catch {
            throw StoreError(.lockOpenFailed(reason: error.message), path: path)
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(fd)
            guard code == EWOULDBLOCK else {
                throw StoreError(.lockFailed(reason: String(cString: strerror(code))), path: path)
            }
            return nil
        }
        return FileLock(fd: fd)
    }

    /// The open lock file, while held.
    package var descriptor: Int32? { fd >= 0 ? fd : nil }

    /// Like ``acquire(path:timeout:)``, for a reader that changes nothing: the lock file is opened
    /// read-only and never created; `nil` when it does not exist.
    package static func acquireIfExists(path: String, timeout: Double) throws(StoreError) -> FileLock? {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw StoreError(.lockOpenFailed(reason: String(cString: strerror(errno))), path: path)
        }
        return try wait(fd: fd, path: path, timeout: timeout)
    }

    private static func wait(fd: Int32, path: String, timeout: Double) throws(StoreError) -> FileLock {
        var waited = 0.0
        var pause = 0.001
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw StoreError(.lockFailed(reason: String(cString: strerror(code))), path: path)
            }
            if waited == 0 {
                Logger(label: "todo.store").debug(
                    "waiting for the store's lock", metadata: ["path": "\(path)", "timeout": "\(timeout)s"])
            }
            if waited >= timeout {
                close(fd)
                throw StoreError(.locked(timeout: timeout), path: path)
            }
            if Task.isCancelled {
                close(fd)
                throw StoreError(.lockWaitCancelled, path: path)
            }
            usleep(useconds_t(pause * 1_000_000))
            waited += pause
            pause = min(pause * 2, 0.05)
        }
        return FileLock(fd: fd)
    }

    /// Releases the lock (also done on deinit).
    package func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
