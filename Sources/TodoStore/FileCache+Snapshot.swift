import FoundationEssentials
import Glibc
import OrderedCollections
import TodoModel
import TodoSync

/// The snapshot: a checked header line and body, written as a new generation, read whole or only its header.
extension FileCache {
    /// About how many bytes of a snapshot body are written at a time.
    static let snapshotPiece = 1 << 20

    /// Writes `state` as a new snapshot generation and starts an empty journal.
    public func writeSnapshot(_ state: StoreState) throws(StoreError) {
        try requireLock()
        // The body is written twice and never held whole: first only counted (the header records
        // its length, and its checksum starts from the length), then written to the file, hashed
        // on the way; the header, written first with a placeholder checksum of the same width,
        // is written again once the checksum is known.
        let conflicts: [UInt8]
        let versions: [UInt8]
        do {
            conflicts = try FastJSONWriter.conflictsJSON(state)
            versions = try FastJSONWriter.versionsJSON(state)
        } catch {
            throw StoreError(.encodeFailed(.snapshot, reason: "\(error)"), path: layout.snapshot)
        }
        var itemRanges: [Range<Int>]? = []
        var counter = FastJSONWriter(capacity: Self.snapshotPiece + 4096)
        counter.snapshotBody(
            state, conflicts: conflicts, versions: versions, itemRanges: &itemRanges, piece: Self.snapshotPiece
        ) {
            (_: UnsafeRawBufferPointer) in
        }
        let bodyBytes = counter.position
        counter = FastJSONWriter()
        let next = generation + 1
        func headerBytes(checksum: String) throws(StoreError) -> [UInt8] {
            let header = SnapshotHeader(
                format: StoreFormat.current, generation: next, deviceID: state.deviceID, sync: state.sync,
                itemCount: state.items.count, outboxCount: state.outbox.count, bodyBytes: bodyBytes,
                bodyChecksum: checksum)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                return Array(try encoder.encode(header))
            } catch {
                throw StoreError(.encodeFailed(.header, reason: "\(error)"), path: layout.snapshot)
            }
        }
        let placeholder = try headerBytes(checksum: String(repeating: "0", count: 16))
        let bodyOffset = placeholder.count + 1
        let fileSize = bodyOffset + bodyBytes + 1
        var checksum = StreamingChecksum(length: bodyBytes)
        var bodyChecksum = ""
        var headerFailure: StoreError?
        do throws(POSIXFile.Failure) {
            try POSIXFile.atomicWrite(count: fileSize, to: layout.snapshot, directory: directory) {
                (file: inout POSIXFile.Output) throws(POSIXFile.Failure) in
                try file.write(placeholder + [0x0A])
                var writer = FastJSONWriter(capacity: Self.snapshotPiece + 4096)
                var noRanges: [Range<Int>]? = nil
                func sink(_ piece: UnsafeRawBufferPointer) throws(POSIXFile.Failure) {
                    checksum.update(piece)
                    try file.write(piece)
                }
                try writer.snapshotBody(
                    state, conflicts: conflicts, versions: versions, itemRanges: &noRanges, piece: Self.snapshotPiece,
                    sink: sink)
                try writer.flush(to: sink)
                try file.write([0x0A])
                bodyChecksum = checksum.finish()
                let header: [UInt8]
                do throws(StoreError) {
                    header = try headerBytes(checksum: bodyChecksum)
                } catch {
                    headerFailure = error
                    throw POSIXFile.Failure(operation: "encode header", path: file.path, code: EINVAL)
                }
                // The same state written twice gives the same bytes; a header of another width
                // would not fit its place.
                guard writer.position == bodyBytes, header.count == placeholder.count else {
                    throw POSIXFile.Failure(
                        operation: "write (the body changed between passes)", path: file.path, code: EIO)
                }
                try file.overwrite(header, at: 0)
            }
            try POSIXFile.atomicWrite(journalHeader(next), to: layout.journal, directory: directory)
        } catch {
            if let headerFailure { throw headerFailure }
            throw StoreError(.snapshotWriteFailed(reason: error.message), path: layout.snapshot)
        }
        // Derived data, written last and not fsynced: a crash or a failure here leaves a stale or
        // missing index, which the next view rebuilds.
        try? StoreIndex.write(
            to: layout.index, directory: directory, state: state, itemRanges: itemRanges ?? [],
            bodyOffset: bodyOffset, generation: next, bodyChecksum: bodyChecksum, snapshotSize: fileSize)
        VerifiedStamp(path: layout.snapshot, checksum: bodyChecksum)?.write(
            layout.verified, directory: directory)
        // The snapshot holds the base and the conflict log now: the files of format 2 go.
        POSIXFile.remove(layout.base)
        POSIXFile.remove(layout.conflicts)
        generation = next
        deviceID = state.deviceID
        snapshotBytes = fileSize
        snapshotFormat = StoreFormat.current
        journalBytes = journalHeader(next).count
        journalReady = true
    }

    func readSnapshot() throws(StoreError) -> StoreState {
        let (header, decoded) = try readSnapshotBody(itemsOnly: false)
        var items = OrderedDictionary<String, TodoItem>(minimumCapacity: decoded.items.count)
        for item in decoded.items { items[item.id] = item }
        var state: StoreState
        if header.format >= 3 {
            state = StoreState(
                deviceID: header.deviceID, items: items, outbox: decoded.outbox, sync: header.sync,
                baseDelta: decoded.baseDelta ?? [:], conflicts: decoded.conflicts ?? [],
                numbers: decoded.numbers.map { ShortNumbers(slots: $0) }, history: decoded.history ?? [],
                versions: decoded.versions ?? [])
        } else {
            // Format 2: base and conflicts in files of their own, folded in at the next snapshot.
            state = StoreState(deviceID: header.deviceID, items: items, outbox: decoded.outbox, sync: header.sync)
            if let base = try loadLegacyBase() { state.setBase(base) } else { state.setBase([]) }
            state.conflicts = try loadLegacyConflicts()
        }
        return state
    }

    /// ``listing()`` by decoding the snapshot's items into an ordered dictionary and replaying
    /// the journal change by change: for a journal that replaces the list, or numbers that are
    /// not in step with the todos.
    func listingByDecoding() throws(StoreError) -> StoreListing? {
        guard POSIXFile.exists(layout.snapshot) else { return nil }
        let (header, decoded) = try readSnapshotBody(itemsOnly: true)
        guard header.format == StoreFormat.current else { return nil }
        listingDecodedStore = true
        var items = OrderedDictionary<String, TodoItem>(minimumCapacity: decoded.items.count)
        for item in decoded.items { items[item.id] = item }
        var listing = StoreListing.Builder(items: items, numbers: decoded.numbers.map { ShortNumbers(slots: $0) })
        for change in try journalChanges() { listing.apply(change) }
        return listing.listing
    }

    /// Reads and checks the snapshot (size, checksum, header, item count) and decodes its body
    /// (``FastJSONReader/snapshotBody(_:itemsOnly:)``); remembers its generation and size.
    private func readSnapshotBody(itemsOnly: Bool) throws(StoreError) -> (SnapshotHeader, SnapshotBody) {
        let bytes = try readFile(layout.snapshot)
        let (headerBytes, body) = try CheckedDocument.split(bytes, path: layout.snapshot)
        let header = try decodeSnapshotHeader(headerBytes)
        let decoded: SnapshotBody
        do {
            decoded = try FastJSONReader.snapshotBody(bytes[body], itemsOnly: itemsOnly)
        } catch {
            throw StoreError.corrupt(
                layout.snapshot, .unreadableBody(DecodingProblem(error)))
        }
        guard decoded.items.count == header.itemCount else {
            throw StoreError.corrupt(
                layout.snapshot, .itemCount(count: decoded.items.count, expected: header.itemCount))
        }
        generation = header.generation
        deviceID = header.deviceID
        snapshotBytes = bytes.count
        snapshotFormat = header.format
        return (header, decoded)
    }

    func decodeSnapshotHeader(_ bytes: ArraySlice<UInt8>) throws(StoreError) -> SnapshotHeader {
        let header: SnapshotHeader
        if let plain = bytes.withUnsafeBytes({ SnapshotHeader.plain($0) }) {
            header = plain
        } else {
            do {
                header = try JSONDecoder().decode(SnapshotHeader.self, from: Data(bytes))
            } catch {
                throw StoreError.corrupt(layout.snapshot, .unreadableHeader)
            }
        }
        guard header.format <= StoreFormat.current else {
            throw StoreError(.newerFormat(format: header.format, current: StoreFormat.current), path: layout.snapshot)
        }
        guard header.format >= 2 else {
            throw StoreError.corrupt(
                layout.snapshot, .unknownFormat(header.format))
        }
        return header
    }

    /// Writes the stamp of the snapshot whose hash ``peekSnapshotHeader()`` checked, if it did.
    func writeVerifiedStamp() {
        verifiedStamp?.write(layout.verified, directory: directory)
        verifiedStamp = nil
    }

    /// Reads the snapshot's header line and checks the file's size against it.
    func peekSnapshotHeader() throws(StoreError) -> SnapshotHeader {
        let fd: Int32
        do {
            fd = try POSIXFile.open(layout.snapshot, O_RDONLY)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: layout.snapshot)
        }
        defer { Glibc.close(fd) }
        do {
            let size = try POSIXFile.size(fd, path: layout.snapshot)
            var prefix: [UInt8] = []
            var newline: Int?
            while newline == nil && prefix.count < size {
                let chunk = try POSIXFile.read(fd: fd, path: layout.snapshot, offset: prefix.count, count: 4096)
                if chunk.isEmpty { break }
                prefix.append(contentsOf: chunk)
                newline = prefix.firstIndex(of: 0x0A)
            }
            guard let newline else { throw StoreError.corrupt(layout.snapshot, .noHeader) }
            let header = try decodeSnapshotHeader(prefix[..<newline])
            let expected = newline + 1 + header.bodyBytes + 1
            guard size == expected else {
                throw StoreError.corrupt(
                    layout.snapshot, .size(size: size, expected: expected))
            }
            let stamp = VerifiedStamp(fd: fd, checksum: header.bodyChecksum)
            if stamp == nil || stamp != VerifiedStamp.read(layout.verified) {
                let bodyStart = newline + 1
                let (final, checksum) = try POSIXFile.withMapped(fd: fd, path: layout.snapshot, size: size) { raw in
                    (
                        raw[size - 1],
                        CheckedDocument.checksum(UnsafeRawBufferPointer(rebasing: raw[bodyStart..<(size - 1)]))
                    )
                }
                guard final == 0x0A else {
                    throw StoreError.corrupt(layout.snapshot, .missingNewline)
                }
                guard checksum == header.bodyChecksum else {
                    throw StoreError.corrupt(layout.snapshot, .checksum)
                }
                // Written once the journal has been read too (``writeVerifiedStamp()``): a store
                // found broken is left with no file written.
                verifiedStamp = stamp
            }
            snapshotBytes = size
            return header
        } catch let error as POSIXFile.Failure {
            throw StoreError(.unreadable(reason: error.message), path: layout.snapshot)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.unreadable(reason: "\(error)"), path: layout.snapshot)
        }
    }
}
