import FoundationEssentials
import Glibc
import OrderedCollections
import Synchronization
import TodoModel
import TodoSync

/// The local store: a checked snapshot plus an append-only journal in one directory.
///
/// Split by job: ``StoreLayout`` (paths), ``FileLock`` (locking), `FileCache+Snapshot` (the
/// checked snapshot codec), `FileCache+Journal` (the journal), `FileCache+Legacy` (older formats);
/// this file opens the store and commits changes.
///
/// Opening takes the directory's advisory lock, held until ``close()``; concurrent invocations
/// are serialised. A change is durable when ``commit(_:state:)`` returns: journal lines are
/// appended and fsynced (O(1) in the list's size), snapshots are written to a temp file,
/// fsynced, renamed and the directory fsynced. A corrupt file is never rewritten: every read
/// path throws a ``StoreError`` naming it. The one damage tolerated is a torn last
/// journal line (a crash mid-append), which is dropped with a warning.
public final class FileCache {
    /// The store directory.
    public var directory: String { layout.directory }
    /// Where each of its files lives.
    public let layout: StoreLayout
    /// Things the user should know that did not stop the command (a dropped torn line).
    public internal(set) var warnings: [StoreWarning] = []

    var lock: FileLock? {
        didSet {
            if oldValue == nil, lock != nil { Self.noteLock(of: layout.directory, held: true) }
            if oldValue != nil, lock == nil { Self.noteLock(of: layout.directory, held: false) }
        }
    }
    let lockTimeout: Double
    var generation = 0
    var deviceID = ""
    var snapshotBytes = 0
    var journalBytes = 0
    var journalReady = false

    /// Compact when the journal grows past this many bytes, or a quarter of the snapshot.
    static let minimumCompactionBytes = 256 * 1024

    /// Whether this cache only reads: it creates, repairs and removes nothing (`todo doctor`).
    public let readOnly: Bool

    /// Opens (creating if needed) the store in `directory` and takes its lock; `readOnly` opens it
    /// without changing a byte (a missing store reads as empty, a torn tail is skipped in memory).
    public init(directory: String, lockTimeout: Double = 10, readOnly: Bool = false) throws(StoreError) {
        layout = StoreLayout(directory: directory)
        self.lockTimeout = lockTimeout
        self.readOnly = readOnly
        try Self.checkSafety(of: directory)
        if readOnly {
            lock = try FileLock.acquireIfExists(path: layout.lock, timeout: lockTimeout)
            // Observers do not run in an initializer.
            if lock != nil { Self.noteLock(of: directory, held: true) }
            return
        }
        try Self.makeDirectory(directory)
        lock = try FileLock.acquire(path: layout.lock, timeout: lockTimeout)
        Self.noteLock(of: directory, held: true)
        removeStaleTemporaries()
    }

    /// Refuses a store directory that is a link another user owns, or that others can write to.
    static func checkSafety(of directory: String) throws(StoreError) {
        switch POSIXFile.unsafety(of: directory) {
        case nil: break
        case .foreignLink(let uid): throw StoreError(.unsafeLink(uid: uid), path: directory)
        case .writableByOthers(let mode): throw StoreError(.unsafeMode(mode: mode), path: directory)
        }
    }

    /// Creates the store directory (and its parents) if needed.
    static func makeDirectory(_ directory: String) throws(StoreError) {
        do {
            try POSIXFile.makeDirectories(directory)
        } catch {
            throw StoreError(.directoryFailed(reason: error.message), path: directory)
        }
    }

    /// Takes the lock again after ``close()``; load the store again before committing.
    public func reopen() throws(StoreError) {
        guard lock == nil else { return }
        lock = try FileLock.acquire(path: layout.lock, timeout: lockTimeout)
        journalReady = false
    }

    /// The identity of the snapshot and the journal (inode, size, change time): it differs after
    /// any commit, so a caller that let go of the lock can tell whether another process wrote.
    public func fingerprint() -> String? {
        var snapshot = stat()
        var journal = stat()
        guard stat(layout.snapshot, &snapshot) == 0, stat(layout.journal, &journal) == 0 else { return nil }
        return [
            snapshot.st_ino, UInt(snapshot.st_size), UInt(snapshot.st_ctim.tv_nsec), UInt(snapshot.st_ctim.tv_sec),
            journal.st_ino, UInt(journal.st_size), UInt(journal.st_ctim.tv_nsec), UInt(journal.st_ctim.tv_sec),
        ].map(String.init).joined(separator: " ")
    }

    /// The store directories whose lock this process holds, with how many caches hold it.
    private static let heldLocks = Mutex<[String: Int]>([:])

    private static func noteLock(of directory: String, held: Bool) {
        heldLocks.withLock { locks in
            let count = (locks[directory] ?? 0) + (held ? 1 : -1)
            locks[directory] = count > 0 ? count : nil
        }
    }

    /// Whether a cache of this process holds the lock of the store in `directory` (the lock order:
    /// ``SyncLock`` is never waited for then).
    package static func holdsLock(of directory: String) -> Bool {
        heldLocks.withLock { $0[directory] != nil }
    }

    /// Throws unless this cache holds the store's lock: every write goes through here first, so a
    /// run that let go of the lock around a request and forgot to take it again fails, loudly and
    /// at once, instead of writing beside another process.
    func requireLock() throws(StoreError) {
        guard lock != nil else { throw StoreError(.notLocked, path: layout.lock) }
    }

    /// Releases the lock.
    public func close() {
        lock?.release()
        lock = nil
    }

    deinit { close() }

    // MARK: Reading

    /// Loads the whole store: the snapshot, then the journal replayed over it.
    public func load() throws(StoreError) -> StoreState {
        guard POSIXFile.exists(layout.snapshot) else {
            if readOnly {
                if POSIXFile.exists(layout.journal) {
                    throw StoreError.corrupt(
                        layout.snapshot, .missingSnapshot(existing: StoreFormat.journalFile))
                }
                return StoreState(deviceID: "")
            }
            return try createStore()
        }
        var state = try readSnapshot()
        try replayJournal(into: &state)
        try upgradeIfOld(state)
        return state
    }

    /// Checks the snapshot (header, size, checksum over a read-only mapping) and the journal's
    /// header and tail without decoding any item, and returns the device id: the fast path for
    /// commands that only append.
    public func prepareAppend() throws(StoreError) -> String {
        guard POSIXFile.exists(layout.snapshot) else { return try createStore().deviceID }
        let header = try peekSnapshotHeader()
        if header.format < StoreFormat.current { return try load().deviceID }
        generation = header.generation
        deviceID = header.deviceID
        try openJournalForAppend()
        writeVerifiedStamp()
        return header.deviceID
    }

    /// The store read through its index, for commands that touch one todo or only need the
    /// counts and the sync metadata: the snapshot's header is checked as ``prepareAppend()``
    /// checks it, the journal is replayed over the index, and no other todo is decoded.
    ///
    /// A missing, stale or damaged index, or a journal past the compaction threshold, is dealt
    /// with by writing the loaded store as a new snapshot (with its index), once per cache; `nil`
    /// when the store is read-only, of an older format, or its index still cannot be used: then
    /// load it.
    public func view() throws(StoreError) -> StoreView? {
        guard !readOnly else { return nil }
        guard POSIXFile.exists(layout.snapshot) else {
            _ = try createStore()
            return try openView()
        }
        if let view = try openView() { return view }
        guard !rebuiltIndex else { return nil }
        rebuiltIndex = true
        let state = try load()
        try writeSnapshot(state)
        return try openView()
    }

    /// The view over the current snapshot and journal, `nil` when the index is not usable or the
    /// journal is due for compaction.
    private func openView() throws(StoreError) -> StoreView? {
        let header = try peekSnapshotHeader()
        guard header.format == StoreFormat.current else { return nil }
        generation = header.generation
        deviceID = header.deviceID
        let changes = try journalChanges()
        writeVerifiedStamp()
        guard journalBytes <= Self.minimumCompactionBytes, let index = openIndex(header) else { return nil }
        let view = try StoreView(index: index, snapshotPath: layout.snapshot, header: header)
        for change in changes where !view.apply(change) { return nil }
        return view.damaged ? nil : view
    }

    /// The index of the snapshot `header` describes, `nil` when missing, stale or damaged. Its
    /// checksum is computed only when ``StoreLayout/indexVerified`` does not vouch for the file;
    /// once computed, the stamp is written (a cache like the snapshot's: no fsync, and not while
    /// the file's times could still miss a write, see ``VerifiedStamp``).
    func openIndex(_ header: SnapshotHeader) -> StoreIndex? {
        guard let file = try? MappedFile(path: layout.index),
            let index = StoreIndex(
                file, generation: header.generation, bodyChecksum: header.bodyChecksum, snapshotSize: snapshotBytes,
                stamp: VerifiedStamp.read(layout.indexVerified))
        else { return nil }
        if index.checked, !readOnly { index.identity?.write(layout.indexVerified, directory: directory) }
        return index
    }

    /// Whether ``view()`` has written the store again to rebuild its index.
    var rebuiltIndex = false

    /// Whether ``listing()`` read the list by decoding the snapshot, not by walking it (tests).
    var listingDecodedStore = false

    /// The stamp of a snapshot whose hash was checked, until the journal has been read as well.
    var verifiedStamp: VerifiedStamp?

    /// The format of the snapshot last read.
    var snapshotFormat = StoreFormat.current

    /// Writes a store of an older format as the current one at once, before any line the older
    /// format does not know is appended (an older `todo` then says the format is newer, rather
    /// than finding a journal line it cannot read).
    func upgradeIfOld(_ state: StoreState) throws(StoreError) {
        if snapshotFormat < StoreFormat.current && !readOnly { try writeSnapshot(state) }
    }

    // MARK: Writing

    /// Makes `changes` durable; `state` is the store after them (written as a snapshot when the
    /// changes are bulk or the journal is due for compaction).
    public func commit(_ changes: [StoreChange], state: StoreState?) throws(StoreError) {
        guard !changes.isEmpty else { return }
        guard !readOnly else { throw StoreError(.readOnly, path: directory) }
        try requireLock()
        let bulk = changes.count > Self.journalLineLimit || changes.contains { $0.isBulk }
        if bulk, let state {
            try writeSnapshot(state)
            return
        }
        if !journalReady { try openJournalForAppend() }
        // Several changes are one transaction: one line, durable together or dropped together as
        // a torn tail.
        let change = changes.count == 1 ? changes[0] : .transaction(changes)
        var line: [UInt8]
        if let json = FastJSONWriter.journalLine(change) {
            line = json
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                line = Array(try encoder.encode(change))
            } catch {
                throw StoreError(.encodeFailed(.change, reason: "\(error)"), path: layout.journal)
            }
        }
        let checksum = line.withUnsafeBytes { CheckedDocument.checksum($0) }
        line.append(0x09)
        line.append(contentsOf: checksum.utf8)
        line.append(0x0A)
        try appendToJournal(line)
        if let state, shouldCompact { try writeSnapshot(state) }
    }

    /// Makes a bulk change durable by writing `state`, the store after it, as a new snapshot.
    public func commit(snapshotOf state: StoreState) throws(StoreError) {
        guard !readOnly else { throw StoreError(.readOnly, path: directory) }
        try requireLock()
        try writeSnapshot(state)
    }

    /// How many changes one journal line holds; more are written as a new snapshot.
    public static let journalLineLimit = 256

    var shouldCompact: Bool {
        journalBytes > max(Self.minimumCompactionBytes, snapshotBytes / 4)
    }

    /// Writes a snapshot when the journal has grown past the compaction threshold.
    public func compactIfNeeded(_ state: StoreState) throws(StoreError) {
        if shouldCompact && !readOnly { try writeSnapshot(state) }
    }

    /// Removes the temporary files of processes that died mid-write (under the lock, so none is
    /// being written by a live process of this store... unless its pid is alive: those stay).
    func removeStaleTemporaries() {
        guard let dir = opendir(directory) else { return }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard let pid = POSIXFile.temporaryOwner(name), pid > 0 else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { stale.append(name) }
        }
        closedir(dir)
        for name in stale { POSIXFile.remove(directory + "/" + name) }
    }

    // MARK: Internals

    func readFile(_ path: String) throws(StoreError) -> [UInt8] {
        do {
            return try POSIXFile.readAll(path)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: path)
        }
    }

    func createStore() throws(StoreError) -> StoreState {
        // A journal of generation 1 with no entry is what a creation cut short leaves behind.
        let leftover = (try? POSIXFile.readAll(layout.journal)).map { $0.isEmpty || $0 == journalHeader(1) } ?? false
        if POSIXFile.exists(layout.journal) && !leftover {
            throw StoreError.corrupt(
                layout.snapshot, .missingSnapshot(existing: StoreFormat.journalFile))
        }
        var state = StoreState(deviceID: UUID().uuidString.lowercased())
        if POSIXFile.exists(layout.legacyItems) {
            state = try migrateLegacy(state)
        }
        // The journal first: a snapshot never exists without its journal, so a missing journal
        // always means lost changes.
        do {
            try POSIXFile.atomicWrite(journalHeader(1), to: layout.journal, directory: directory)
        } catch {
            throw StoreError(.writeFailed(reason: error.message), path: layout.journal)
        }
        try writeSnapshot(state)
        if POSIXFile.exists(layout.legacyItems) {
            _ = POSIXFile.rename(layout.legacyItems, to: layout.legacyItems + ".migrated")
            warnings.append(.migrated(path: layout.legacyItems, format: StoreFormat.current))
        }
        return state
    }

}
