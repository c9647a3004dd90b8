import TodoModel
import TodoSync

/// The snapshot's id index (`snapshot.index`): derived data that lets a command touching one
/// todo read only that todo's bytes of the snapshot.
///
/// Written beside every snapshot, from the state just written; never a source of truth. It names
/// the snapshot it was made from (generation, body checksum, file size) and carries a checksum
/// of its own: a stale, damaged or missing index is rebuilt by writing the snapshot again (see
/// ``FileCache/view()``).
///
/// Layout, little-endian: a fixed header (magic, generation, body checksum, snapshot size, item
/// and done counts, table sizes, flags, the number of ids where the base differs from the items); one 32-byte record per item sorted by the id in lower
/// case (key offset and length, the item's byte range in the snapshot file, its short number,
/// done and queued-operation flags); the queued operations of ids that are not items (16 bytes
/// each, sorted by id); the short-number table (record index + 1 for each number, 0 when free);
/// the keys; the file's checksum (16 hex digits).
struct StoreIndex {
    static let magic = Array("TODOIX02".utf8)
    static let headerSize = 96
    static let recordSize = 32
    static let orphanSize = 16

    /// One item's entry.
    struct Record {
        /// The id in lower case; valid while the index lives.
        var key: Slice<UnsafeRawBufferPointer>
        var itemRange: Range<Int>
        var number: Int?
        var done: Bool
        var queued: PendingOperation.Kind?
    }

    private let file: MappedFile
    private var bytes: UnsafeRawBufferPointer { file.bytes }
    let generation: Int
    let bodyChecksum: String
    let snapshotSize: Int
    let count: Int
    let doneCount: Int
    let orphanCount: Int
    let slotCount: Int
    /// Every id is ASCII, so a byte prefix of the keys is a prefix as `String` compares it.
    let asciiIDs: Bool
    /// How many ids the snapshot's base holds in another version than the items (or lacks, or
    /// holds alone): with none, the base is the snapshot's items.
    let baseDeltaCount: Int
    /// The file's identity with its checksum: the stamp to write once ``checked`` found it whole.
    let identity: VerifiedStamp?
    /// Whether this read computed the file's checksum (no stamp vouched for the file).
    let checked: Bool
    private let recordsStart: Int
    private let orphansStart: Int
    private let slotsStart: Int
    private let stringsStart: Int
    private let stringsEnd: Int

    // MARK: Writing

    /// The index of a snapshot of `state` whose body starts at `bodyOffset` of a file of
    /// `snapshotSize` bytes, each item's JSON at `itemRanges` (body offsets, in the items' order).
    static func make(
        state: StoreState, itemRanges: [Range<Int>], bodyOffset: Int, generation: Int, bodyChecksum: String,
        snapshotSize: Int
    ) -> [UInt8] {
        let writer = Writer(
            state: state, itemRanges: itemRanges, bodyOffset: bodyOffset, generation: generation,
            bodyChecksum: bodyChecksum, snapshotSize: snapshotSize)
        var out: [UInt8] = []
        out.reserveCapacity(writer.size)
        writer.write(piece: .max) { (raw: UnsafeRawBufferPointer) in out.append(contentsOf: raw) }
        return out
    }

    /// Writes the index to `path` in pieces, as ``make(state:itemRanges:bodyOffset:generation:bodyChecksum:snapshotSize:)``
    /// would make it, without holding it whole; not fsynced (it is derived data).
    static func write(
        to path: String, directory: String, state: StoreState, itemRanges: [Range<Int>], bodyOffset: Int,
        generation: Int, bodyChecksum: String, snapshotSize: Int
    ) throws(POSIXFile.Failure) {
        let writer = Writer(
            state: state, itemRanges: itemRanges, bodyOffset: bodyOffset, generation: generation,
            bodyChecksum: bodyChecksum, snapshotSize: snapshotSize)
        try POSIXFile.atomicWrite(count: writer.size, to: path, directory: directory, durable: false) {
            (file: inout POSIXFile.Output) throws(POSIXFile.Failure) in
            try writer.write(piece: 1 << 20) { (raw) throws(POSIXFile.Failure) in try file.write(raw) }
        }
    }

    /// The index of one snapshot, laid out before it is written: the keys, their order, the
    /// queued operations of ids that are not items, and so the size.
    private struct Writer {
        let state: StoreState
        let itemRanges: [Range<Int>]
        let bodyOffset: Int
        let generation: Int
        let bodyChecksum: String
        let snapshotSize: Int
        /// Every key (the id in lower case) in one buffer, in the items' order: no array per id.
        let keys: [UInt8]
        /// Where each item's key starts in ``keys``, and its end as the last element.
        let keyStart: [Int]
        let ascii: Bool
        /// The items' places in the order of their keys.
        let order: [Int]
        let orphans: [(id: [UInt8], kind: PendingOperation.Kind)]
        let slotCount: Int
        let stringsSize: Int
        /// The whole file, its checksum included.
        let size: Int

        init(
            state: StoreState, itemRanges: [Range<Int>], bodyOffset: Int, generation: Int, bodyChecksum: String,
            snapshotSize: Int
        ) {
            (self.state, self.itemRanges, self.bodyOffset) = (state, itemRanges, bodyOffset)
            (self.generation, self.bodyChecksum, self.snapshotSize) = (generation, bodyChecksum, snapshotSize)
            let items = state.items.values
            var keys: [UInt8] = []
            var keyStart: [Int] = []
            keyStart.reserveCapacity(items.count + 1)
            keys.reserveCapacity(items.count * 36)
            var ascii = true
            for item in items {
                keyStart.append(keys.count)
                var id = item.id
                let wasASCII = id.withUTF8 { utf8 in
                    guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
                    for byte in utf8 { keys.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
                    return true
                }
                if !wasASCII {
                    ascii = false
                    keys.append(contentsOf: item.id.lowercased().utf8)
                }
            }
            keyStart.append(keys.count)
            order = keys.withUnsafeBufferPointer { keys in
                Array(0..<items.count).sorted { a, b in
                    let left = keys[keyStart[a]..<keyStart[a + 1]]
                    let right = keys[keyStart[b]..<keyStart[b + 1]]
                    for (x, y) in zip(left, right) where x != y { return x < y }
                    return left.count != right.count ? left.count < right.count : a < b
                }
            }
            self.keys = keys
            self.keyStart = keyStart
            self.ascii = ascii
            orphans = state.outbox.inOrder.lazy.filter { state.items[$0.itemID] == nil }
                .map { (id: Array($0.itemID.utf8), kind: $0.kind) }
                .sorted { $0.id.lexicographicallyPrecedes($1.id) }
            slotCount = state.numbers.highest
            stringsSize = keys.count + orphans.reduce(0) { $0 + $1.id.count }
            size =
                headerSize + items.count * recordSize + orphans.count * orphanSize + slotCount * 4 + stringsSize + 16
        }

        /// Hands the index to `sink` in pieces of about `piece` bytes.
        func write<E: Error>(piece: Int, sink: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            let items = state.items.values
            var out: [UInt8] = []
            out.reserveCapacity(min(size, piece) + 64)
            var checksum = StreamingChecksum(length: size - 16)
            func next() throws(E) {
                guard out.count >= piece else { return }
                try flush()
            }
            func flush() throws(E) {
                out.withUnsafeBytes { checksum.update($0) }
                try out.withTypedBytes(sink)
                out.removeAll(keepingCapacity: true)
            }
            out.append(contentsOf: magic)
            append64(&out, generation)
            out.append(contentsOf: Array(bodyChecksum.utf8.prefix(16)))
            while out.count < 32 { out.append(0x30) }
            append64(&out, snapshotSize)
            append64(&out, items.count)
            append64(&out, items.reduce(0) { $0 + ($1.done ? 1 : 0) })
            append64(&out, orphans.count)
            append64(&out, slotCount)
            append64(&out, stringsSize)
            append64(&out, ascii ? 1 : 0)
            append64(&out, state.baseDelta.count)
            // Each number's record (its place in `order`, plus one): numbers and ids are one-to-one.
            var slots = [Int](repeating: 0, count: slotCount)
            var stringOffset = 0
            for (place, original) in order.enumerated() {
                let item = items[original]
                let range = itemRanges[original]
                let keyLength = keyStart[original + 1] - keyStart[original]
                append32(&out, stringOffset)
                append32(&out, keyLength)
                stringOffset += keyLength
                append64(&out, bodyOffset + range.lowerBound)
                append32(&out, range.count)
                let number = state.numbers.byID[item.id]
                append32(&out, number ?? 0)
                if let number, number >= 1, number <= slotCount { slots[number - 1] = place + 1 }
                var flags = item.done ? 1 : 0
                flags |= kindBits(state.outbox.operation(for: item.id)?.kind) << 1
                append32(&out, flags)
                append32(&out, 0)
                try next()
            }
            for orphan in orphans {
                append32(&out, stringOffset)
                append32(&out, orphan.id.count)
                stringOffset += orphan.id.count
                append32(&out, kindBits(orphan.kind))
                append32(&out, 0)
                try next()
            }
            for slot in slots {
                append32(&out, slot)
                try next()
            }
            for original in order {
                out.append(contentsOf: keys[keyStart[original]..<keyStart[original + 1]])
                try next()
            }
            for orphan in orphans {
                out.append(contentsOf: orphan.id)
                try next()
            }
            try flush()
            out.append(contentsOf: Array(checksum.finish().utf8))
            try flush()
        }
    }

    private static func kindBits(_ kind: PendingOperation.Kind?) -> Int {
        switch kind {
        case nil: 0
        case .create: 1
        case .update: 2
        case .delete: 3
        }
    }

    private static func kind(bits: Int) -> PendingOperation.Kind? {
        switch bits & 3 {
        case 1: .create
        case 2: .update
        case 3: .delete
        default: nil
        }
    }

    private static func append64(_ out: inout [UInt8], _ value: Int) {
        withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { out.append(contentsOf: $0) }
    }

    private static func append32(_ out: inout [UInt8], _ value: Int) {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { out.append(contentsOf: $0) }
    }

    // MARK: Reading

    /// The index in `file`, when it is whole and made from the snapshot `header` describes (a
    /// file of `snapshotSize` bytes); `nil` when it is stale or damaged.
    ///
    /// The file's checksum is computed unless `stamp` (the identity of the last index whose
    /// checksum was checked) is this very file with this very checksum; `checked` tells which.
    init?(
        _ file: MappedFile, generation expectedGeneration: Int, bodyChecksum expectedChecksum: String,
        snapshotSize: Int, stamp: VerifiedStamp? = nil
    ) {
        let bytes = file.bytes
        guard bytes.count >= Self.headerSize + 16, bytes.starts(with: Self.magic) else { return nil }
        let end = bytes.count - 16
        let stored = String(decoding: bytes[end...], as: UTF8.self)
        identity = file.status.map { VerifiedStamp($0, checksum: stored) }
        checked = stamp == nil || identity != stamp
        if checked {
            guard CheckedDocument.checksum(UnsafeRawBufferPointer(rebasing: bytes[..<end])) == stored else {
                return nil
            }
        }
        self.file = file
        generation = Self.read64(bytes, 8)
        bodyChecksum = String(decoding: bytes[16..<32], as: UTF8.self)
        self.snapshotSize = Self.read64(bytes, 32)
        count = Self.read64(bytes, 40)
        doneCount = Self.read64(bytes, 48)
        orphanCount = Self.read64(bytes, 56)
        slotCount = Self.read64(bytes, 64)
        let stringsSize = Self.read64(bytes, 72)
        asciiIDs = Self.read64(bytes, 80) == 1
        baseDeltaCount = Self.read64(bytes, 88)
        guard generation == expectedGeneration, bodyChecksum == expectedChecksum,
            self.snapshotSize == snapshotSize, count >= 0, orphanCount >= 0, slotCount >= 0, stringsSize >= 0,
            baseDeltaCount >= 0,
            count < end, orphanCount < end, slotCount < end
        else { return nil }
        recordsStart = Self.headerSize
        orphansStart = recordsStart + count * Self.recordSize
        slotsStart = orphansStart + orphanCount * Self.orphanSize
        stringsStart = slotsStart + slotCount * 4
        stringsEnd = stringsStart + stringsSize
        guard stringsEnd == end else { return nil }
    }

    private static func read64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    private func read32(_ offset: Int) -> Int {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// A string of the strings area; `nil` when the index points outside it.
    private func string(_ offset: Int, _ length: Int) -> Slice<UnsafeRawBufferPointer>? {
        let start = stringsStart + offset
        guard offset >= 0, length >= 0, start + length <= stringsEnd else { return nil }
        return bytes[start..<(start + length)]
    }

    /// Record `position` (in key order); `nil` when it points outside the index or the snapshot.
    func record(_ position: Int) -> Record? {
        guard position >= 0, position < count else { return nil }
        let at = recordsStart + position * Self.recordSize
        guard let key = string(read32(at), read32(at + 4)) else { return nil }
        let start = Self.read64(bytes, at + 8)
        let length = read32(at + 16)
        guard start > 0, length > 0, start + length <= snapshotSize else { return nil }
        let number = read32(at + 20)
        let flags = read32(at + 24)
        return Record(
            key: key, itemRange: start..<(start + length), number: number == 0 ? nil : number, done: flags & 1 == 1,
            queued: Self.kind(bits: flags >> 1))
    }

    /// The key of record `position`.
    private func key(_ position: Int) -> Slice<UnsafeRawBufferPointer> {
        let at = recordsStart + position * Self.recordSize
        return string(read32(at), read32(at + 4)) ?? bytes[0..<0]
    }

    /// The positions of the records whose key starts with `prefix`, at most `limit` + 1 of them
    /// (more than `limit`: too many to look at one by one).
    func positions(withKeyPrefix prefix: [UInt8], limit: Int) -> Range<Int> {
        let low = lowerBound(prefix)
        var end = low
        while end < count && end - low <= limit && key(end).starts(with: prefix) { end += 1 }
        return low..<end
    }

    /// The positions of the records whose key is `wanted` (ids that differ only in case).
    func positions(withKey wanted: [UInt8]) -> Range<Int> {
        let low = lowerBound(wanted)
        var end = low
        while end < count && key(end).elementsEqual(wanted) { end += 1 }
        return low..<end
    }

    private func lowerBound(_ wanted: [UInt8]) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if key(mid).lexicographicallyPrecedes(wanted) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The queued operation of `id` when it is not an item of the snapshot.
    func orphanKind(_ id: String) -> PendingOperation.Kind? {
        let wanted = Array(id.utf8)
        var low = 0
        var high = orphanCount
        while low < high {
            let mid = (low + high) / 2
            let at = orphansStart + mid * Self.orphanSize
            guard let key = string(read32(at), read32(at + 4)) else { return nil }
            if key.elementsEqual(wanted) { return Self.kind(bits: read32(at + 8)) }
            if key.lexicographicallyPrecedes(wanted) { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The record position holding short number `number` in the snapshot.
    func position(number: Int) -> Int? {
        guard number >= 1, number <= slotCount else { return nil }
        let value = read32(slotsStart + (number - 1) * 4)
        return value == 0 ? nil : value - 1
    }

    /// The numbers no todo of the snapshot holds, below ``slotCount`` + 1.
    func freeNumbers() -> [Int] {
        (1...max(slotCount, 1)).filter { $0 <= slotCount && read32(slotsStart + ($0 - 1) * 4) == 0 }
    }
}
