import FoundationEssentials
import Glibc
import OrderedCollections
import TodoModel
import TodoSync

/// The journal: one checked line per change, appended and fsynced, replayed over the snapshot; a torn
/// last line is dropped.
extension FileCache {
    func journalHeader(_ generation: Int) -> [UInt8] {
        Array("{\"generation\":\(generation),\"journal\":1}\n".utf8)
    }

    /// Replays the journal of the snapshot's generation; a stale journal (older generation, left
    /// by a crash between the two renames of a compaction) is already in the snapshot.
    func replayJournal(into state: inout StoreState) throws(StoreError) {
        for change in try journalChanges() { state.apply(change) }
    }

    /// The journal's changes, checked and decoded (none when it was missing or stale and has been
    /// started afresh).
    func journalChanges() throws(StoreError) -> [StoreChange] {
        guard let (bytes, entries) = try readJournal() else { return [] }
        let decoder = JSONDecoder()
        var changes: [StoreChange] = []
        changes.reserveCapacity(entries.count)
        for (index, range) in entries.enumerated() {
            if let change = bytes.withUnsafeBytes({
                FastJSONReader.journalChange(UnsafeRawBufferPointer(rebasing: $0[range]))
            }) {
                changes.append(change)
                continue
            }
            do {
                changes.append(try decoder.decode(StoreChange.self, from: Data(bytes[range])))
            } catch {
                throw StoreError.corrupt(
                    layout.journal, .lineUnreadable(line: index + 2))
            }
        }
        return changes
    }

    /// Reads the journal, drops a torn last line, checks the header's generation and every line's
    /// hash; returns the bytes and the JSON range of each entry, or `nil` when the journal was
    /// missing or stale and has been started afresh.
    func readJournal() throws(StoreError) -> (bytes: [UInt8], entries: [Range<Int>])? {
        guard POSIXFile.exists(layout.journal) else {
            // A store is created journal first, so a snapshot without its journal lost changes.
            throw StoreError.corrupt(
                layout.journal, .missingJournal(existing: StoreFormat.snapshotFile))
        }
        var bytes = try readFile(layout.journal)
        if let last = bytes.last, last != 0x0A {
            try dropTornTail(&bytes)
        }
        guard let headerEnd = bytes.firstIndex(of: 0x0A) else {
            if bytes.isEmpty {
                if !readOnly { try resetJournal() }
                return nil
            }
            throw StoreError.corrupt(layout.journal, .noHeader)
        }
        let header = try decodeJournalHeader(bytes[..<headerEnd])
        if header.generation < generation {
            if !readOnly { try resetJournal() }
            return nil
        }
        guard header.generation == generation else {
            throw StoreError.corrupt(
                layout.journal, .generation(generation: header.generation, expected: generation))
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
                    layout.journal, .lineUnreadable(line: lineNumber))
            }
            let json = start..<(hashStart - 1)
            let expected = bytes[hashStart..<end].withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
            let actual = bytes.withUnsafeBytes { raw in
                CheckedDocument.checksum(UnsafeRawBufferPointer(rebasing: raw[json]))
            }
            guard expected == actual else {
                throw StoreError.corrupt(
                    layout.journal, .lineChecksum(line: lineNumber))
            }
            entries.append(json)
            start = end + 1
        }
        journalBytes = bytes.count
        journalReady = true
        return (bytes, entries)
    }

    func decodeJournalHeader(_ bytes: ArraySlice<UInt8>) throws(StoreError) -> JournalHeader {
        do {
            let header =
                try bytes.withUnsafeBytes({ JournalHeader.plain($0) })
                ?? JSONDecoder().decode(JournalHeader.self, from: Data(bytes))
            guard header.journal == 1 else {
                throw StoreError.corrupt(layout.journal, .journalVersion)
            }
            return header
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.corrupt(layout.journal, .unreadableHeader)
        }
    }

    /// A crash mid-append leaves a last line without its newline: drop it, with a warning.
    func dropTornTail(_ bytes: inout [UInt8]) throws(StoreError) {
        let keep = (bytes.lastIndex(of: 0x0A) ?? -1) + 1
        let dropped = bytes.count - keep
        guard keep > 0 else {
            // Not even the header line is complete: the journal was being created.
            bytes = []
            warnings.append(.tornJournalHeader(bytes: dropped))
            return
        }
        guard readOnly || POSIXFile.truncate(layout.journal, size: keep) else {
            throw StoreError(.repairFailed(reason: String(cString: strerror(errno))), path: layout.journal)
        }
        bytes.removeLast(dropped)
        warnings.append(.tornJournalLine(bytes: dropped))
    }

    func resetJournal() throws(StoreError) {
        do {
            try POSIXFile.atomicWrite(journalHeader(generation), to: layout.journal, directory: directory)
        } catch {
            throw StoreError(.writeFailed(reason: error.message), path: layout.journal)
        }
        journalBytes = journalHeader(generation).count
        journalReady = true
    }

    /// Checks the journal (header, every line's hash; a torn last line is dropped) before
    /// appending to it: reading it costs O(journal), which compaction keeps bounded.
    func openJournalForAppend() throws(StoreError) {
        _ = try readJournal()
        journalReady = true
    }

    func appendToJournal(_ lines: [UInt8]) throws(StoreError) {
        try requireLock()
        do throws(POSIXFile.Failure) {
            // O_NOFOLLOW: a link put in the journal's place is refused, never appended through.
            let fd = try POSIXFile.open(layout.journal, O_WRONLY | O_APPEND | O_NOFOLLOW)
            defer { Glibc.close(fd) }
            if let kept = CrashPoint.check(path: layout.journal, count: lines.count) {
                try POSIXFile.writeAll(fd: fd, path: layout.journal, Array(lines.prefix(kept)))
                throw POSIXFile.Failure(operation: "write (simulated crash)", path: layout.journal, code: EIO)
            }
            try POSIXFile.writeAll(fd: fd, path: layout.journal, lines)
            try POSIXFile.fsync(fd: fd, path: layout.journal)
        } catch {
            throw StoreError(.writeFailed(reason: error.message), path: layout.journal)
        }
        journalBytes += lines.count
    }
}
