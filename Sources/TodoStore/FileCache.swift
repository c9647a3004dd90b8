import Foundation
import Glibc
import OrderedCollections
import TodoModel
import TodoSync

/// The local store: a checked snapshot plus an append-only journal in one directory.
///
/// Opening takes the directory's advisory lock, held until ``close()``; concurrent invocations
/// are serialised. A change is durable when ``commit(_:state:)`` returns: journal lines are
/// appended and fsynced (O(1) in the list's size), snapshots are written to a temp file,
/// fsynced, renamed and the directory fsynced. A corrupt file is never rewritten: every read
/// path throws a ``StoreError`` naming it. The one damage tolerated is a torn last
/// journal line (a crash mid-append), which is dropped with a warning.
public final class FileCache {
    /// The store directory.
    public let directory: String
    /// Things the user should know that did not stop the command (a dropped torn line).
    public private(set) var warnings: [StoreWarning] = []

    private var lock: FileLock?
    private let lockTimeout: Double
    private var generation = 0
    private var deviceID = ""
    private var snapshotBytes = 0
    private var journalBytes = 0
    private var journalReady = false

    /// Compact when the journal grows past this many bytes, or a quarter of the snapshot.
    static let minimumCompactionBytes = 256 * 1024

    private var snapshotPath: String { directory + "/" + StoreFormat.snapshotFile }
    private var journalPath: String { directory + "/" + StoreFormat.journalFile }
    private var basePath: String { directory + "/" + StoreFormat.baseFile }
    private var legacyPath: String { directory + "/" + StoreFormat.legacyItemsFile }
    private var verifiedPath: String { directory + "/" + StoreFormat.verifiedFile }

    /// Whether this cache only reads: it creates, repairs and removes nothing (`todo doctor`).
    public let readOnly: Bool

    /// Opens (creating if needed) the store in `directory` and takes its lock; `readOnly` opens it
    /// without changing a byte (a missing store reads as empty, a torn tail is skipped in memory).
    public init(directory: String, lockTimeout: Double = 10, readOnly: Bool = false) throws(StoreError) {
        self.directory = directory
        self.lockTimeout = lockTimeout
        self.readOnly = readOnly
        switch POSIXFile.unsafety(of: directory) {
        case nil: break
        case .foreignLink(let uid): throw StoreError(.unsafeLink(uid: uid), path: directory)
        case .writableByOthers(let mode): throw StoreError(.unsafeMode(mode: mode), path: directory)
        }
        if readOnly {
            lock = try FileLock.acquireIfExists(path: directory + "/" + StoreFormat.lockFile, timeout: lockTimeout)
            return
        }
        do {
            try POSIXFile.makeDirectories(directory)
        } catch {
            throw StoreError(.directoryFailed(reason: error.message), path: directory)
        }
        lock = try FileLock.acquire(path: directory + "/" + StoreFormat.lockFile, timeout: lockTimeout)
        removeStaleTemporaries()
    }

    /// Takes the lock again after ``close()``; load the store again before committing.
    public func reopen() throws(StoreError) {
        guard lock == nil else { return }
        lock = try FileLock.acquire(path: directory + "/" + StoreFormat.lockFile, timeout: lockTimeout)
        journalReady = false
    }

    /// The identity of the snapshot and the journal (inode, size, change time): it differs after
    /// any commit, so a caller that let go of the lock can tell whether another process wrote.
    public func fingerprint() -> String? {
        var snapshot = stat()
        var journal = stat()
        guard stat(snapshotPath, &snapshot) == 0, stat(journalPath, &journal) == 0 else { return nil }
        return [
            snapshot.st_ino, UInt(snapshot.st_size), UInt(snapshot.st_ctim.tv_nsec), UInt(snapshot.st_ctim.tv_sec),
            journal.st_ino, UInt(journal.st_size), UInt(journal.st_ctim.tv_nsec), UInt(journal.st_ctim.tv_sec),
        ].map(String.init).joined(separator: " ")
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
        guard POSIXFile.exists(snapshotPath) else {
            if readOnly {
                if POSIXFile.exists(journalPath) {
                    throw StoreError.corrupt(
                        snapshotPath, .missingSnapshot(existing: StoreFormat.journalFile))
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
        guard POSIXFile.exists(snapshotPath) else { return try createStore().deviceID }
        let header = try peekSnapshotHeader()
        if header.format < StoreFormat.current { return try load().deviceID }
        generation = header.generation
        deviceID = header.deviceID
        try openJournalForAppend()
        return header.deviceID
    }

    /// The format of the snapshot last read.
    private var snapshotFormat = StoreFormat.current

    /// Writes a store of an older format as the current one at once, before any line the older
    /// format does not know is appended (an older `todo` then says the format is newer, rather
    /// than finding a journal line it cannot read).
    private func upgradeIfOld(_ state: StoreState) throws(StoreError) {
        if snapshotFormat < StoreFormat.current && !readOnly { try writeSnapshot(state) }
    }

    // MARK: Writing

    /// Makes `changes` durable; `state` is the store after them (written as a snapshot when the
    /// changes are bulk or the journal is due for compaction).
    public func commit(_ changes: [StoreChange], state: StoreState?) throws(StoreError) {
        guard !changes.isEmpty else { return }
        guard !readOnly else { throw StoreError(.readOnly, path: directory) }
        let bulk = changes.count > 256 || changes.contains { $0.isBulk }
        if bulk, let state {
            try writeSnapshot(state)
            return
        }
        if !journalReady { try openJournalForAppend() }
        // Several changes are one transaction: one line, durable together or dropped together as
        // a torn tail.
        let change = changes.count == 1 ? changes[0] : .transaction(changes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do {
            json = try encoder.encode(change)
        } catch {
            throw StoreError(.encodeFailed(.change, reason: "\(error)"), path: journalPath)
        }
        var line: [UInt8] = []
        line.reserveCapacity(json.count + 18)
        line.append(contentsOf: json)
        line.append(0x09)
        line.append(contentsOf: Array(CheckedDocument.checksum(json).utf8))
        line.append(0x0A)
        try appendToJournal(line)
        if let state, shouldCompact { try writeSnapshot(state) }
    }

    /// Writes `state` as a new snapshot generation and starts an empty journal.
    public func writeSnapshot(_ state: StoreState) throws(StoreError) {
        let encoder = JSONEncoder()
        let body: [UInt8]
        do {
            body = try FastJSONWriter.snapshotBody(state)
        } catch {
            throw StoreError(.encodeFailed(.snapshot, reason: "\(error)"), path: snapshotPath)
        }
        let next = generation + 1
        let header = SnapshotHeader(
            format: StoreFormat.current,
            generation: next,
            deviceID: state.deviceID,
            sync: state.sync,
            itemCount: state.items.count,
            outboxCount: state.outbox.count,
            bodyBytes: body.count,
            bodyChecksum: CheckedDocument.checksum(body)
        )
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let headerBytes: [UInt8]
        do {
            headerBytes = Array(try encoder.encode(header))
        } catch {
            throw StoreError(.encodeFailed(.header, reason: "\(error)"), path: snapshotPath)
        }
        let file = CheckedDocument.assemble(header: headerBytes, body: consume body)
        do {
            try POSIXFile.atomicWrite(file, to: snapshotPath, directory: directory)
            try POSIXFile.atomicWrite(journalHeader(next), to: journalPath, directory: directory)
        } catch {
            throw StoreError(.snapshotWriteFailed(reason: error.message), path: snapshotPath)
        }
        VerifiedStamp(path: snapshotPath, checksum: header.bodyChecksum)?.write(verifiedPath, directory: directory)
        // The snapshot holds the base and the conflict log now: the files of format 2 go.
        unlink(basePath)
        unlink(conflictsPath)
        generation = next
        deviceID = state.deviceID
        snapshotBytes = file.count
        snapshotFormat = StoreFormat.current
        journalBytes = journalHeader(next).count
        journalReady = true
    }

    private var shouldCompact: Bool {
        journalBytes > max(Self.minimumCompactionBytes, snapshotBytes / 4)
    }

    /// Writes a snapshot when the journal has grown past the compaction threshold.
    public func compactIfNeeded(_ state: StoreState) throws(StoreError) {
        if shouldCompact && !readOnly { try writeSnapshot(state) }
    }

    // MARK: Format 2's separate files

    private var conflictsPath: String { directory + "/" + StoreFormat.conflictsFile }

    /// The base of a format-2 store (`base.json`): the server's list as of the last sync.
    private func loadLegacyBase() throws(StoreError) -> [TodoItem]? {
        guard POSIXFile.exists(basePath) else { return nil }
        let bytes = try readFile(basePath)
        let (headerBytes, body) = try CheckedDocument.split(bytes, path: basePath)
        do {
            let header = try JSONDecoder().decode(BaseHeader.self, from: Data(headerBytes))
            guard header.format <= 2 else {
                throw StoreError.corrupt(basePath, .newerBase)
            }
            return try FastJSONReader.items(bytes[body])
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.corrupt(basePath, .unreadableItems)
        }
    }

    /// The conflict log of a format-2 store (`conflicts.jsonl`), oldest first; a torn last line
    /// is skipped with a warning.
    private func loadLegacyConflicts() throws(StoreError) -> [ConflictRecord] {
        guard POSIXFile.exists(conflictsPath) else { return [] }
        let bytes = try readFile(conflictsPath)
        let decoder = JSONDecoder()
        var records: [ConflictRecord] = []
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A)
            lineNumber += 1
            let line = bytes[start..<(end ?? bytes.count)]
            if end == nil {
                warnings.append(.tornConflicts(path: conflictsPath))
                break
            }
            if !line.isEmpty {
                do {
                    records.append(try decoder.decode(ConflictRecord.self, from: Data(line)))
                } catch {
                    throw StoreError.corrupt(
                        conflictsPath, .lineUnreadable(line: lineNumber))
                }
            }
            start = (end ?? bytes.count) + 1
        }
        return records
    }

    /// Removes the temporary files of processes that died mid-write (under the lock, so none is
    /// being written by a live process of this store... unless its pid is alive: those stay).
    private func removeStaleTemporaries() {
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
        for name in stale { unlink(directory + "/" + name) }
    }

    // MARK: Internals

    private func readFile(_ path: String) throws(StoreError) -> [UInt8] {
        do {
            return try POSIXFile.readAll(path)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: path)
        }
    }

    private func createStore() throws(StoreError) -> StoreState {
        // A journal of generation 1 with no entry is what a creation cut short leaves behind.
        let leftover = (try? POSIXFile.readAll(journalPath)).map { $0.isEmpty || $0 == journalHeader(1) } ?? false
        if POSIXFile.exists(journalPath) && !leftover {
            throw StoreError.corrupt(
                snapshotPath, .missingSnapshot(existing: StoreFormat.journalFile))
        }
        var state = StoreState(deviceID: UUID().uuidString.lowercased())
        if POSIXFile.exists(legacyPath) {
            state = try migrateLegacy(state)
        }
        // The journal first: a snapshot never exists without its journal, so a missing journal
        // always means lost changes.
        do {
            try POSIXFile.atomicWrite(journalHeader(1), to: journalPath, directory: directory)
        } catch {
            throw StoreError(.writeFailed(reason: error.message), path: journalPath)
        }
        try writeSnapshot(state)
        if POSIXFile.exists(legacyPath) {
            rename(legacyPath, legacyPath + ".migrated")
            warnings.append(.migrated(path: legacyPath, format: StoreFormat.current))
        }
        return state
    }

    /// Format 1 → 2: the seeds' single JSON array of elements becomes a snapshot whose items are
    /// all queued for creation on the server.
    private func migrateLegacy(_ empty: StoreState) throws(StoreError) -> StoreState {
        let bytes = try readFile(legacyPath)
        let items: [TodoItem]
        do {
            items = try JSONDecoder().decode([TodoItem].self, from: Data(bytes))
        } catch {
            throw StoreError(.legacyNotArray, path: legacyPath)
        }
        var state = empty
        for item in items {
            state.apply(.put(item, .create(item)))
        }
        return state
    }

    private func readSnapshot() throws(StoreError) -> StoreState {
        let bytes = try readFile(snapshotPath)
        let (headerBytes, body) = try CheckedDocument.split(bytes, path: snapshotPath)
        let header = try decodeSnapshotHeader(headerBytes)
        let decoded: SnapshotBody
        do {
            decoded = try FastJSONReader.snapshotBody(bytes[body])
        } catch {
            throw StoreError.corrupt(
                snapshotPath, .unreadableBody(DecodingProblem(error)))
        }
        guard decoded.items.count == header.itemCount else {
            throw StoreError.corrupt(
                snapshotPath, .itemCount(count: decoded.items.count, expected: header.itemCount))
        }
        generation = header.generation
        deviceID = header.deviceID
        snapshotBytes = bytes.count
        snapshotFormat = header.format
        var items = OrderedDictionary<String, TodoItem>(minimumCapacity: decoded.items.count)
        for item in decoded.items { items[item.id] = item }
        var state: StoreState
        if header.format >= 3 {
            state = StoreState(
                deviceID: header.deviceID, items: items, outbox: decoded.outbox, sync: header.sync,
                baseDelta: decoded.baseDelta ?? [:], conflicts: decoded.conflicts ?? [],
                numbers: decoded.numbers.map { ShortNumbers(slots: $0) }, history: decoded.history ?? [])
        } else {
            // Format 2: base and conflicts in files of their own, folded in at the next snapshot.
            state = StoreState(deviceID: header.deviceID, items: items, outbox: decoded.outbox, sync: header.sync)
            if let base = try loadLegacyBase() { state.setBase(base) } else { state.setBase([]) }
            state.conflicts = try loadLegacyConflicts()
        }
        return state
    }

    private func decodeSnapshotHeader(_ bytes: ArraySlice<UInt8>) throws(StoreError) -> SnapshotHeader {
        let header: SnapshotHeader
        do {
            header = try JSONDecoder().decode(SnapshotHeader.self, from: Data(bytes))
        } catch {
            throw StoreError.corrupt(snapshotPath, .unreadableHeader)
        }
        guard header.format <= StoreFormat.current else {
            throw StoreError(.newerFormat(format: header.format, current: StoreFormat.current), path: snapshotPath)
        }
        guard header.format >= 2 else {
            throw StoreError.corrupt(
                snapshotPath, .unknownFormat(header.format))
        }
        return header
    }

    /// Reads the snapshot's header line and checks the file's size against it.
    private func peekSnapshotHeader() throws(StoreError) -> SnapshotHeader {
        let fd: Int32
        do {
            fd = try POSIXFile.open(snapshotPath, O_RDONLY)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: snapshotPath)
        }
        defer { Glibc.close(fd) }
        do {
            let size = try POSIXFile.size(fd, path: snapshotPath)
            var prefix: [UInt8] = []
            var newline: Int?
            while newline == nil && prefix.count < size {
                let chunk = try POSIXFile.read(fd: fd, path: snapshotPath, offset: prefix.count, count: 4096)
                if chunk.isEmpty { break }
                prefix.append(contentsOf: chunk)
                newline = prefix.firstIndex(of: 0x0A)
            }
            guard let newline else { throw StoreError.corrupt(snapshotPath, .noHeader) }
            let header = try decodeSnapshotHeader(prefix[..<newline])
            let expected = newline + 1 + header.bodyBytes + 1
            guard size == expected else {
                throw StoreError.corrupt(
                    snapshotPath, .size(size: size, expected: expected))
            }
            let stamp = VerifiedStamp(fd: fd, checksum: header.bodyChecksum)
            if stamp == nil || stamp != VerifiedStamp.read(verifiedPath) {
                let bodyStart = newline + 1
                let (final, checksum) = try POSIXFile.withMapped(fd: fd, path: snapshotPath, size: size) { raw in
                    (
                        raw[size - 1],
                        CheckedDocument.checksum(UnsafeRawBufferPointer(rebasing: raw[bodyStart..<(size - 1)]))
                    )
                }
                guard final == 0x0A else {
                    throw StoreError.corrupt(snapshotPath, .missingNewline)
                }
                guard checksum == header.bodyChecksum else {
                    throw StoreError.corrupt(snapshotPath, .checksum)
                }
                stamp?.write(verifiedPath, directory: directory)
            }
            snapshotBytes = size
            return header
        } catch let error as POSIXFile.Failure {
            throw StoreError(.unreadable(reason: error.message), path: snapshotPath)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.unreadable(reason: "\(error)"), path: snapshotPath)
        }
    }

    private func journalHeader(_ generation: Int) -> [UInt8] {
        Array("{\"generation\":\(generation),\"journal\":1}\n".utf8)
    }

    /// Replays the journal of the snapshot's generation; a stale journal (older generation, left
    /// by a crash between the two renames of a compaction) is already in the snapshot.
    private func replayJournal(into state: inout StoreState) throws(StoreError) {
        guard let (bytes, entries) = try readJournal() else { return }
        let decoder = JSONDecoder()
        for (index, range) in entries.enumerated() {
            do {
                state.apply(try decoder.decode(StoreChange.self, from: Data(bytes[range])))
            } catch {
                throw StoreError.corrupt(
                    journalPath, .lineUnreadable(line: index + 2))
            }
        }
    }

    /// Reads the journal, drops a torn last line, checks the header's generation and every line's
    /// hash; returns the bytes and the JSON range of each entry, or `nil` when the journal was
    /// missing or stale and has been started afresh.
    private func readJournal() throws(StoreError) -> (bytes: [UInt8], entries: [Range<Int>])? {
        guard POSIXFile.exists(journalPath) else {
            // A store is created journal first, so a snapshot without its journal lost changes.
            throw StoreError.corrupt(
                journalPath, .missingJournal(existing: StoreFormat.snapshotFile))
        }
        var bytes = try readFile(journalPath)
        if let last = bytes.last, last != 0x0A {
            try dropTornTail(&bytes)
        }
        guard let headerEnd = bytes.firstIndex(of: 0x0A) else {
            if bytes.isEmpty {
                if !readOnly { try resetJournal() }
                return nil
            }
            throw StoreError.corrupt(journalPath, .noHeader)
        }
        let header = try decodeJournalHeader(bytes[..<headerEnd])
        if header.generation < generation {
            if !readOnly { try resetJournal() }
            return nil
        }
        guard header.generation == generation else {
            throw StoreError.corrupt(
                journalPath, .generation(generation: header.generation, expected: generation))
        }
        var entries: [Range<Int>] = []
        var lineNumber = 1
        var start = headerEnd + 1
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else { break }
            lineNumber += 1
            // JSON, a tab, 16 hex digits of the JSON's hash.
            let hashStart = end - 16
            guard hashStart - 1 > start, bytes[hashStart - 1] == 0x09 else {
                throw StoreError.corrupt(
                    journalPath, .lineUnreadable(line: lineNumber))
            }
            let json = start..<(hashStart - 1)
            let expected = bytes[hashStart..<end].withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
            let actual = bytes.withUnsafeBytes { raw in
                CheckedDocument.checksum(UnsafeRawBufferPointer(rebasing: raw[json]))
            }
            guard expected == actual else {
                throw StoreError.corrupt(
                    journalPath, .lineChecksum(line: lineNumber))
            }
            entries.append(json)
            start = end + 1
        }
        journalBytes = bytes.count
        journalReady = true
        return (bytes, entries)
    }

    private func decodeJournalHeader(_ bytes: ArraySlice<UInt8>) throws(StoreError) -> JournalHeader {
        do {
            let header = try JSONDecoder().decode(JournalHeader.self, from: Data(bytes))
            guard header.journal == 1 else {
                throw StoreError.corrupt(journalPath, .journalVersion)
            }
            return header
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.corrupt(journalPath, .unreadableHeader)
        }
    }

    /// A crash mid-append leaves a last line without its newline: drop it, with a warning.
    private func dropTornTail(_ bytes: inout [UInt8]) throws(StoreError) {
        let keep = (bytes.lastIndex(of: 0x0A) ?? -1) + 1
        let dropped = bytes.count - keep
        guard keep > 0 else {
            // Not even the header line is complete: the journal was being created.
            bytes = []
            warnings.append(.tornJournalHeader(bytes: dropped))
            return
        }
        guard readOnly || truncate(journalPath, off_t(keep)) == 0 else {
            throw StoreError(.repairFailed(reason: String(cString: strerror(errno))), path: journalPath)
        }
        bytes.removeLast(dropped)
        warnings.append(.tornJournalLine(bytes: dropped))
    }

    private func resetJournal() throws(StoreError) {
        do {
            try POSIXFile.atomicWrite(journalHeader(generation), to: journalPath, directory: directory)
        } catch {
            throw StoreError(.writeFailed(reason: error.message), path: journalPath)
        }
        journalBytes = journalHeader(generation).count
        journalReady = true
    }

    /// Checks the journal (header, every line's hash; a torn last line is dropped) before
    /// appending to it: reading it costs O(journal), which compaction keeps bounded.
    private func openJournalForAppend() throws(StoreError) {
        _ = try readJournal()
        journalReady = true
    }

    private func appendToJournal(_ lines: [UInt8]) throws(StoreError) {
        do throws(POSIXFile.Failure) {
            // O_NOFOLLOW: a link put in the journal's place is refused, never appended through.
            let fd = try POSIXFile.open(journalPath, O_WRONLY | O_APPEND | O_NOFOLLOW)
            defer { Glibc.close(fd) }
            if let kept = CrashPoint.check(path: journalPath, count: lines.count) {
                try POSIXFile.writeAll(fd: fd, path: journalPath, Array(lines.prefix(kept)))
                throw POSIXFile.Failure(operation: "write (simulated crash)", path: journalPath, code: EIO)
            }
            try POSIXFile.writeAll(fd: fd, path: journalPath, lines)
            try POSIXFile.fsync(fd: fd, path: journalPath)
        } catch {
            throw StoreError(.writeFailed(reason: error.message), path: journalPath)
        }
        journalBytes += lines.count
    }
}
