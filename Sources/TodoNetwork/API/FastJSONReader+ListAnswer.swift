import FoundationEssentials
import TodoModel

/// `GET /list` and `PATCH /list` answers read without `JSONDecoder`: a 10,000-element list is
/// most of a sync's CPU time otherwise.
extension FastJSONReader {
    /// `{"status":"ok","list":[…],"revision":N}`: unknown keys skipped, `status` optional.
    static func listAnswer(_ bytes: some ContiguousBytes) throws(Failure) -> (
        status: String?, list: [TodoItem], revision: Int
    ) {
        let result: Result<(String?, [TodoItem], Int), Failure> = bytes.withUnsafeBytes { raw in
            var reader = FastJSONReader(raw)
            do throws(Failure) {
                var status: String?
                var list: [TodoItem]?
                var revision: Int64?
                var statusSeen = false
                // Of a repeated key, the first is read (as JSONDecoder does); the others are skipped.
                try reader.object { reader, key throws(Failure) in
                    if list == nil, key.elementsEqual(ListKeys.list) {
                        list = try reader.itemArray()
                    } else if revision == nil, key.elementsEqual(ListKeys.revision) {
                        revision = try reader.int64()
                    } else if !statusSeen, key.elementsEqual(ListKeys.status) {
                        statusSeen = true
                        status = try reader.nullOr { r throws(Failure) in try r.string() }
                    } else {
                        try reader.skipValue()
                    }
                }
                try reader.end()
                guard let list, let revision, let value = Int(exactly: revision) else {
                    return .failure(Failure(offset: 0, reason: "missing list or revision"))
                }
                return .success((status, list, value))
            } catch {
                return .failure(error)
            }
        }
        let (status, list, revision) = try result.get()
        return (status, list, revision)
    }

    private enum ListKeys {
        static let list = Array("list".utf8)
        static let revision = Array("revision".utf8)
        static let status = Array("status".utf8)
    }
}
