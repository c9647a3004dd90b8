/// Checks on a server base URL as typed.
public enum ServerURL {
    /// Whether `raw` carries credentials (`user:password@host`) or a query (`?token=…`): a
    /// secret in a URL ends up in status lines, logs and the store.
    public static func carriesSecret(_ raw: String) -> Bool {
        if raw.contains("?") { return true }
        let afterScheme = raw.firstRange(of: "://").map { raw[$0.upperBound...] } ?? raw[...]
        let authority = afterScheme.prefix { $0 != "/" && $0 != "#" }
        return authority.contains("@")
    }

    /// `raw` with credentials and the query replaced by `***`, for showing a value that was
    /// stored before it was refused.
    public static func redacted(_ raw: String) -> String {
        guard carriesSecret(raw) else { return raw }
        var text = raw
        if let query = text.firstIndex(of: "?") { text = String(text[..<query]) + "?***" }
        let start = text.firstRange(of: "://")?.upperBound ?? text.startIndex
        let authorityEnd = text[start...].firstIndex { $0 == "/" || $0 == "#" || $0 == "?" } ?? text.endIndex
        if let at = text[start..<authorityEnd].lastIndex(of: "@") {
            text = String(text[..<start]) + "***" + String(text[at...])
        }
        return text
    }
}
