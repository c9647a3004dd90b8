import TodoModel
import TodoSync

// The snapshot's and the journal's header lines read without `JSONDecoder` when they have the
// plain form the store's writer gives them. `JSONDecoder`'s first use in a process costs about
// 0.2 ms (its generic machinery is set up), a twentieth of `todo add`; a command that touches one
// todo needs no other JSON decoding. Anything else (an unknown or repeated member, a number with an
// exponent, queued conflict records) reads as `nil`, and `JSONDecoder` decides, as before.

extension SnapshotHeader {
    /// The header, when `bytes` is a plain header line; else `nil`.
    static func plain(_ bytes: UnsafeRawBufferPointer) -> SnapshotHeader? {
        var format: Int?
        var generation: Int?
        var deviceID: String?
        var sync: SyncMetadata?
        var itemCount: Int?
        var outboxCount: Int?
        var bodyBytes: Int?
        var bodyChecksum: String?
        var reader = FastJSONReader(bytes)
        do throws(FastJSONReader.Failure) {
            try reader.object { reader, key throws(FastJSONReader.Failure) in
                switch plainKeyIndex(key, of: Self.keys) {
                case 0: try reader.once(&format) { r throws(FastJSONReader.Failure) in try r.int() }
                case 1: try reader.once(&generation) { r throws(FastJSONReader.Failure) in try r.int() }
                case 2: try reader.once(&deviceID) { r throws(FastJSONReader.Failure) in try r.string() }
                case 3: try reader.once(&sync) { r throws(FastJSONReader.Failure) in try SyncMetadata.plain(&r) }
                case 4: try reader.once(&itemCount) { r throws(FastJSONReader.Failure) in try r.int() }
                case 5: try reader.once(&outboxCount) { r throws(FastJSONReader.Failure) in try r.int() }
                case 6: try reader.once(&bodyBytes) { r throws(FastJSONReader.Failure) in try r.int() }
                case 7: try reader.once(&bodyChecksum) { r throws(FastJSONReader.Failure) in try r.string() }
                default: throw reader.notPlain
                }
            }
            try reader.end()
        } catch {
            return nil
        }
        guard let format, let generation, let deviceID, let sync, let itemCount, let outboxCount, let bodyBytes,
            let bodyChecksum
        else { return nil }
        return SnapshotHeader(
            format: format, generation: generation, deviceID: deviceID, sync: sync, itemCount: itemCount,
            outboxCount: outboxCount, bodyBytes: bodyBytes, bodyChecksum: bodyChecksum)
    }

    /// The members, in the order of the `switch` above (the wire names of ``CodingKeys``).
    private static let keys: [CodingKeys] = [
        .format, .generation, .deviceID, .sync, .itemCount, .outboxCount, .bodyBytes, .bodyChecksum,
    ]
}

extension JournalHeader {
    /// The header, when `bytes` is a plain journal header line; else `nil`.
    static func plain(_ bytes: UnsafeRawBufferPointer) -> JournalHeader? {
        var journal: Int?
        var generation: Int?
        var reader = FastJSONReader(bytes)
        do throws(FastJSONReader.Failure) {
            try reader.object { reader, key throws(FastJSONReader.Failure) in
                if key.elementsEqual("journal".utf8) {
                    try reader.once(&journal) { r throws(FastJSONReader.Failure) in try r.int() }
                } else if key.elementsEqual("generation".utf8) {
                    try reader.once(&generation) { r throws(FastJSONReader.Failure) in try r.int() }
                } else {
                    throw reader.notPlain
                }
            }
            try reader.end()
        } catch {
            return nil
        }
        guard let journal, let generation else { return nil }
        return JournalHeader(journal: journal, generation: generation)
    }
}

extension SyncMetadata {
    /// The `sync` member of a plain snapshot header: no queued conflict records, and the
    /// backoff window's end (if any) in plain decimal form.
    fileprivate static func plain(_ reader: inout FastJSONReader) throws(FastJSONReader.Failure) -> SyncMetadata {
        var revision: Int?
        var dirty: Bool?
        var lastSync: Int64??
        var lastError: String??
        var lastFailure: SyncFailure??
        var attempt: Int?
        var nextAttemptAt: Double??
        var server: String??
        var unchecked: [String]??
        try reader.object { reader, key throws(FastJSONReader.Failure) in
            switch plainKeyIndex(key, of: Self.keys) {
            case 0: try reader.once(&revision) { r throws(FastJSONReader.Failure) in try r.int() }
            case 1: try reader.once(&dirty) { r throws(FastJSONReader.Failure) in try r.bool() }
            case 2: try reader.onceOrNull(&lastSync) { r throws(FastJSONReader.Failure) in try r.int64() }
            case 3: try reader.onceOrNull(&server) { r throws(FastJSONReader.Failure) in try r.string() }
            case 4:
                try reader.onceOrNull(&unchecked) { r throws(FastJSONReader.Failure) in
                    var ids: [String] = []
                    try r.array { r throws(FastJSONReader.Failure) in ids.append(try r.string()) }
                    return ids
                }
            default:
                // The retry state's members, spelled as ``RetryState``'s coder spells them.
                switch plainKeyIndex(key, of: Self.retryKeys) {
                case 0: try reader.once(&attempt) { r throws(FastJSONReader.Failure) in try r.int() }
                case 1:
                    try reader.onceOrNull(&nextAttemptAt) { r throws(FastJSONReader.Failure) in try r.plainDouble() }
                case 2:
                    try reader.onceOrNull(&lastFailure) { r throws(FastJSONReader.Failure) in try SyncFailure.plain(&r)
                    }
                case 3: try reader.onceOrNull(&lastError) { r throws(FastJSONReader.Failure) in try r.string() }
                default: throw reader.notPlain
                }
            }
        }
        guard let revision, let dirty, let attempt else { throw reader.notPlain }
        let failure = RetryState.lastFailure(stored: lastFailure ?? nil, sentence: lastError ?? nil)
        return SyncMetadata(
            revision: revision, dirty: dirty, lastSync: lastSync ?? nil,
            retry: RetryState(attempt: attempt, nextAttemptAt: nextAttemptAt ?? nil, lastFailure: failure),
            server: server ?? nil, unchecked: unchecked ?? nil)
    }

    /// The members, in the order of the `switch` above; `pending_conflicts` is not among them.
    private static let keys: [CodingKeys] = [.revision, .dirty, .lastSync, .server, .unchecked]

    /// The retry state's members, in the order of the inner `switch` above.
    private static let retryKeys: [RetryState.CodingKeys] = [.attempt, .nextAttemptAt, .lastFailure, .lastError]
}

extension SyncFailure {
    /// A stored failure (``SyncFailure/Fields`` under ``SyncFailure/CodingKeys``) read without
    /// `JSONDecoder`.
    fileprivate static func plain(_ reader: inout FastJSONReader) throws(FastJSONReader.Failure) -> SyncFailure {
        var fields = Fields()
        var seen = Set<Int>()
        try reader.object { reader, key throws(FastJSONReader.Failure) in
            let index = plainKeyIndex(key, of: CodingKeys.allCases)
            guard index >= 0, seen.insert(index).inserted else { throw reader.notPlain }
            switch CodingKeys.allCases[index] {
            case .code: fields.code = try reader.string()
            case .request: fields.request = try reader.string()
            case .status: fields.status = try reader.int()
            case .curl: fields.curl = try reader.int()
            case .kind: fields.kind = try reader.string()
            case .detail: fields.detail = try reader.string()
            case .deletions: fields.deletions = try reader.int()
            case .total: fields.total = try reader.int()
            case .answer: fields.answer = try reader.string()
            case .tokenRefresh: fields.tokenRefresh = try reader.bool()
            }
        }
        return SyncFailure(fields)
    }
}

/// The place of a member's name among `keys` (by their wire names), or -1.
private func plainKeyIndex<Key: CodingKey>(_ name: UnsafeRawBufferPointer, of keys: [Key]) -> Int {
    keys.firstIndex { $0.stringValue.utf8.elementsEqual(name) } ?? -1
}

extension FastJSONReader {
    /// A member's value read into `slot`, which must still be empty: a repeated member is not plain.
    fileprivate mutating func once<Value>(
        _ slot: inout Value?, _ read: (inout FastJSONReader) throws(Failure) -> Value
    ) throws(Failure) {
        guard slot == nil else { throw notPlain }
        slot = try read(&self)
    }

    /// ``once(_:_:)`` for a member that may be `null`.
    fileprivate mutating func onceOrNull<Value>(
        _ slot: inout Value??, _ read: (inout FastJSONReader) throws(Failure) -> Value
    ) throws(Failure) {
        try once(&slot) { r throws(Failure) in try r.nullOr(read) }
    }

    /// An integer as `Int`.
    fileprivate mutating func int() throws(Failure) -> Int {
        Int(try int64())
    }

    fileprivate var notPlain: Failure { Failure(offset: index, reason: "not a plain header") }
}
