import Glibc
import TodoModel

/// The todos as wire JSON, written from the snapshot's bytes in place (see ``wireElements(_:owner:)``).
extension FileCache {
    /// Which todos ``wireElements(_:owner:)`` writes, and in what order.
    public enum ElementsSelection: Sendable {
        /// Every todo in the list's order (`export`).
        case all
        /// The pending todos, then the completed ones, each section in creation time order, as
        /// `list` orders them by default (a stable sort on `created_at`); either section may be
        /// left out.
        case sections(pending: Bool, done: Bool)
    }

    /// The todos ``listing()`` would give, as the JSON array ``ElementsJSON/array(_:owners:)``
    /// writes for them (each with `owner` when given); `nil` when there is no snapshot of the
    /// current format or the journal replaced the whole list (then read the listing).
    ///
    /// The snapshot is checked as ``listing()`` checks it, and the journal replayed over it (see
    /// ``JournalOverlay``), but its todos are not decoded: the values of an item in the form
    /// ``SnapshotItemScanner`` reads are copied in the wire element's order.
    ///
    /// With `waitingAfter`, a pending todo whose text waits for a later day (`t:YYYY-MM-DD`, see
    /// ``TextTokens``) is left out, as `list` leaves it out (issue 35).
    public func wireElements(
        _ selection: ElementsSelection, owner: String?, waitingAfter today: CivilDay? = nil
    ) throws(StoreError) -> [UInt8]? {
        try withCheckedSnapshot { header, source, path throws(StoreError) -> [UInt8]? in
            guard let overlay = JournalOverlay(try journalChanges()) else { return nil }
            var output = ElementsOutput(
                selection, owner: owner,
                capacity: source.count + (owner.map { $0.utf8.count + 12 } ?? 0) * header.itemCount)
            output.waitingAfter = today
            var seen = Set<String>()
            let walked: Int
            do {
                walked = try FastJSONReader.snapshotItems(source) { walkedItem in
                    switch walkedItem {
                    case .raw(let item):
                        guard !overlay.isEmpty,
                            item.idEscaped
                                || overlay.mayHaveChanged(
                                    UnsafeRawBufferPointer(
                                        rebasing: source[(item.id.lowerBound + 1)..<(item.id.upperBound - 1)]))
                        else {
                            output.add(item, in: source)
                            return
                        }
                        overlay.visit(
                            RawSnapshotItem.string(source, item.id), seen: &seen,
                            unchanged: { output.add(item, in: source) }, replaced: { output.add($0) })
                    case .decoded(let item):
                        guard !overlay.isEmpty, overlay.mayHaveChanged(item.id) else {
                            output.add(item)
                            return
                        }
                        overlay.visit(
                            item.id, seen: &seen, unchanged: { output.add(item) }, replaced: { output.add($0) })
                    }
                }.count
            } catch {
                throw StoreError.corrupt(path, .unreadableBody(DecodingProblem(error)))
            }
            guard walked == header.itemCount else {
                throw StoreError.corrupt(path, .itemCount(count: walked, expected: header.itemCount))
            }
            for item in overlay.appended(inSnapshot: seen) { output.add(item) }
            return output.finish()
        }
    }

    /// Maps the snapshot, checks it as ``listing()`` checks it (size, final newline, body hash
    /// unless the verified stamp vouches for the file, header) and hands `body` its header and
    /// body bytes; `nil` when there is no snapshot or it is of an older format.
    func withCheckedSnapshot<T>(
        _ body: (SnapshotHeader, UnsafeRawBufferPointer, String) throws(StoreError) -> T?
    ) throws(StoreError) -> T? {
        guard POSIXFile.exists(layout.snapshot) else { return nil }
        let path = layout.snapshot
        let fd: Int32
        let file: MappedFile
        do {
            fd = try POSIXFile.open(path, O_RDONLY)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: path)
        }
        defer { Glibc.close(fd) }
        do {
            file = try MappedFile(fd: fd, path: path, size: try POSIXFile.size(fd, path: path), populate: true)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: path)
        }
        return try withExtendedLifetime(file) { () throws(StoreError) -> T? in
            let bytes = file.bytes
            guard let newline = bytes.firstIndex(of: 0x0A) else { throw StoreError.corrupt(path, .noHeader) }
            let header = try decodeSnapshotHeader(ArraySlice(bytes[..<newline]))
            // Wrapping: a hostile length is a size error, not a trap.
            let expected = newline &+ 1 &+ header.bodyBytes &+ 1
            guard header.bodyBytes >= 0, bytes.count == expected else {
                throw StoreError.corrupt(path, .size(size: bytes.count, expected: expected))
            }
            guard bytes[bytes.count - 1] == 0x0A else { throw StoreError.corrupt(path, .missingNewline) }
            let range = (newline + 1)..<(bytes.count - 1)
            // Hashed unless it is the file whose hash was last checked (as `add` checks it).
            let stamp = VerifiedStamp(fd: fd, checksum: header.bodyChecksum)
            var verified: VerifiedStamp?
            if stamp == nil || stamp != VerifiedStamp.read(layout.verified) {
                guard CheckedDocument.checksum(UnsafeRawBufferPointer(rebasing: bytes[range])) == header.bodyChecksum
                else { throw StoreError.corrupt(path, .checksum) }
                verified = stamp
            }
            guard header.format == StoreFormat.current else {
                verified?.write(layout.verified, directory: directory)
                return nil
            }
            generation = header.generation
            deviceID = header.deviceID
            snapshotBytes = bytes.count
            snapshotFormat = header.format
            let result = try body(header, UnsafeRawBufferPointer(rebasing: bytes[range]), path)
            // The stamp is written once the store has been read through: a store found broken
            // (its journal missing, say) is left with no file written.
            verified?.write(layout.verified, directory: directory)
            return result
        }
    }

}

/// The sections of ``FileCache/wireElements(_:owner:)`` as they are written: each element's start
/// and creation time kept, so that a section out of creation order is put in order at the end.
private struct ElementsOutput {
    private struct Section {
        var writer: FastJSONWriter
        var starts: [Int] = []
        var created: [Int64] = []
        var isOrdered = true

        /// The bytes written before the first element.
        let prefixCount: Int
        /// Whether the section is put in creation-time order (else it keeps the list's order).
        let sorts: Bool

        init(capacity: Int, prefix: UInt8? = nil, sorts: Bool) {
            self.sorts = sorts
            writer = FastJSONWriter(capacity: capacity)
            if let prefix { writer.byte(prefix) }
            prefixCount = prefix == nil ? 0 : 1
        }

        mutating func begin(created time: Int64) {
            if sorts, let last = created.last, time < last { isOrdered = false }
            if !starts.isEmpty { writer.byte(UInt8(ascii: ",")) }
            starts.append(writer.bytes.count)
            created.append(time)
        }

        /// The prefix, then the elements, comma-separated, in stable creation-time order.
        func inOrder() -> [UInt8] {
            guard !isOrdered else { return writer.bytes }
            let order = created.indices.sorted { a, b in created[a] < created[b] || (created[a] == created[b] && a < b)
            }
            var bytes = Array(writer.bytes[..<prefixCount])
            bytes.reserveCapacity(writer.bytes.count)
            for (position, index) in order.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                let end = index + 1 < starts.count ? starts[index + 1] - 1 : writer.bytes.count
                bytes.append(contentsOf: writer.bytes[starts[index]..<end])
            }
            return bytes
        }
    }

    private let selection: FileCache.ElementsSelection
    private let ownerName: String?
    /// `ownerName` as a JSON string.
    private let owner: [UInt8]?
    private var pending: Section
    private var done: Section

    init(_ selection: FileCache.ElementsSelection, owner: String?, capacity: Int) {
        self.selection = selection
        ownerName = owner
        self.owner = owner.map { owner in
            var writer = FastJSONWriter(capacity: owner.utf8.count + 2)
            writer.string(owner)
            return writer.bytes
        }
        switch selection {
        case .all:
            pending = Section(capacity: capacity, prefix: UInt8(ascii: "["), sorts: false)
            done = Section(capacity: 0, sorts: false)
        case .sections(_, let showDone):
            pending = Section(capacity: capacity, prefix: UInt8(ascii: "["), sorts: true)
            done = Section(capacity: showDone ? capacity / 4 : 0, sorts: true)
        }
    }

    /// Pending todos waiting for a day after this one are left out (issue 35).
    var waitingAfter: CivilDay?

    /// Whether the pending todo whose text is the JSON string `range` of `source` waits past
    /// ``waitingAfter``: a scan for `:` first, the text read only when it has one.
    private func waits(_ range: Range<Int>, in source: UnsafeRawBufferPointer) -> Bool {
        guard let today = waitingAfter, range.count > 2, let base = source.baseAddress,
            memchr(base + range.lowerBound, Int32(UInt8(ascii: ":")), range.count) != nil,
            let wait = TextTokens.waitDay(RawSnapshotItem.string(source, range))
        else { return false }
        return wait > today
    }

    mutating func add(_ item: RawSnapshotItem, in source: UnsafeRawBufferPointer) {
        if !item.done, waitingAfter != nil, waits(item.text, in: source) { return }
        let owner = owner
        add(done: item.done, created: SnapshotItemScanner.integer(source, item.createdAt)) { writer in
            writer.sortedItem(item, in: source, owner: owner)
        }
    }

    mutating func add(_ item: TodoItem) {
        if !item.done, let today = waitingAfter, let wait = TextTokens.waitDay(item.text), wait > today { return }
        let owner = ownerName
        add(done: item.done, created: item.createdAt) { writer in writer.sortedItem(item, owner: owner) }
    }

    /// Writes an element into the section it belongs to, unless that section is left out.
    private mutating func add(done isDone: Bool, created: Int64, _ write: (inout FastJSONWriter) -> Void) {
        switch selection {
        case .all:
            pending.begin(created: created)
            write(&pending.writer)
        case .sections(let showPending, let showDone):
            if isDone {
                guard showDone else { return }
                done.begin(created: created)
                write(&done.writer)
            } else {
                guard showPending else { return }
                pending.begin(created: created)
                write(&pending.writer)
            }
        }
    }

    /// The JSON array.
    func finish() -> [UInt8] {
        // The pending section's buffer, "[" first, takes the rest: the completed todos are the
        // smaller part of a long list.
        var bytes = pending.inOrder()
        if !done.starts.isEmpty {
            if !pending.starts.isEmpty { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: done.inOrder())
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }
}
