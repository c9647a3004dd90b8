import TodoStore
import TodoValues

extension POSIXFile {
    /// Throws an `.unsafe` error when `path` is unsafe (``POSIXFile/unsafety(of:)``), with the message `link`
    /// or `mode` (placeholders `path`, `uid`, `mode`).
    static func refuseUnsafe(_ path: String, link: MessageKey, mode: MessageKey) throws(TodoError) {
        switch unsafety(of: path) {
        case nil: return
        case .foreignLink(let uid):
            throw .unsafe(link, ["path": path, "uid": String(uid)])
        case .writableByOthers(let bits):
            throw .unsafe(mode, ["path": path, "mode": "0" + String(bits, radix: 8)])
        }
    }
}
