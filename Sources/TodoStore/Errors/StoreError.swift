import TodoModel

/// Why the store could not be read, locked or written: a typed value, worded by the command line.
///
/// The store keeps a damaged file as it is and says which one (``path``) and what is wrong with
/// it; nothing here is in words, so `--json`, logs and exit codes do not depend on a language.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// A store file is damaged; it is left as it is.
        case corrupt(Corruption)
        /// The snapshot was written by a newer `todo` of format `format`.
        case newerFormat(format: Int, current: Int)
        /// A store file could not be read (`reason`: the system's words).
        case unreadable(reason: String)
        /// A format-1 `items.json` is not a JSON array of todos.
        case legacyNotArray
        /// The store directory could not be created.
        case directoryFailed(reason: String)
        /// The lock file could not be opened.
        case lockOpenFailed(reason: String)
        /// `flock` failed for another reason than another process holding the lock.
        case lockFailed(reason: String)
        /// Another process held the lock for longer than `timeout` seconds.
        case locked(timeout: Double)
        /// The wait for the lock was cancelled (a signal stopped `todo watch`).
        case lockWaitCancelled
        /// Another sync of the store (process `pid`, running for `seconds`, when its note could be
        /// read) held `sync.lock` past the `waited` seconds this process would wait.
        case syncRunning(pid: Int32?, seconds: Double?, waited: Double)
        /// A process that holds the store's lock was about to wait for its `sync.lock`, against the
        /// lock order: a bug.
        case lockOrder
        /// A change was to be written without the store's lock held: a bug.
        case notLocked
        /// A change (`.change`), a snapshot body or its header could not be encoded.
        case encodeFailed(Encoded, reason: String)
        /// A snapshot could not be written (its generation stays the last good one).
        case snapshotWriteFailed(reason: String)
        /// A store file could not be written.
        case writeFailed(reason: String)
        /// A torn journal line could not be cut off.
        case repairFailed(reason: String)
        /// The directory is a link another user owns (`uid`), or others can write to it (`mode`).
        case unsafeLink(uid: UInt32)
        case unsafeMode(mode: UInt32)
        /// A read-only store (`todo doctor`) was asked to write: a bug.
        case readOnly
    }

    /// What was being encoded.
    public enum Encoded: Sendable, Equatable {
        case change, snapshot, header
    }

    /// How a store file is damaged.
    public enum Corruption: Sendable, Equatable {
        /// The snapshot is missing while `existing` (the journal) is there: changes were lost.
        case missingSnapshot(existing: String)
        /// The journal is missing while `existing` (the snapshot) is there: changes were lost.
        case missingJournal(existing: String)
        /// A format-2 base file of a newer format.
        case newerBase
        /// A format-2 base file whose items cannot be read.
        case unreadableItems
        /// Line `line` of a journal or conflict log cannot be read.
        case lineUnreadable(line: Int)
        /// Line `line` of the journal fails its checksum.
        case lineChecksum(line: Int)
        /// The snapshot's body cannot be decoded.
        case unreadableBody(DecodingProblem)
        /// The snapshot holds `count` items where its header says `expected`.
        case itemCount(count: Int, expected: Int)
        /// The header line cannot be decoded.
        case unreadableHeader
        /// The header names a format this `todo` never wrote.
        case unknownFormat(Int)
        /// There is no header line.
        case noHeader
        /// The file is `size` bytes where its header says `expected`.
        case size(size: Int, expected: Int)
        /// The file does not end with its newline.
        case missingNewline
        /// The body fails its checksum.
        case checksum
        /// The journal belongs to generation `generation`, the snapshot to `expected`.
        case generation(generation: Int, expected: Int)
        /// The journal's header names a journal version this `todo` does not know.
        case journalVersion
    }

    public let reason: Reason
    /// The file or directory concerned.
    public let path: String

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// A damaged file.
    static func corrupt(_ path: String, _ corruption: Corruption) -> StoreError {
        StoreError(.corrupt(corruption), path: path)
    }

    /// The error for logs and tests: the reason and the path, in no particular language.
    public var description: String { "\(path): \(reason)" }
}

/// Something the store mended or changed on its own that the user should know about.
public enum StoreWarning: Sendable, Equatable {
    /// A format-2 conflict log ended in a torn line, which was skipped.
    case tornConflicts(path: String)
    /// A format-1 `items.json` was migrated to format `format` (and renamed `.migrated`).
    case migrated(path: String, format: Int)
    /// The journal's own header line was torn (`bytes` dropped): the journal was being created.
    case tornJournalHeader(bytes: Int)
    /// The journal's last line was torn by a crash mid-append (`bytes` dropped).
    case tornJournalLine(bytes: Int)
}
