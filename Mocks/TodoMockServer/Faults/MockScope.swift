/// Which API requests a queued fault applies to. Control requests (`/_mock/…`) never get faults.
public enum MockScope: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every request that is not a control request.
    case all
    /// `/list` and `/list/{id}`, any method.
    case list
    /// Requests that change a list: `PATCH`, `POST`, `PUT`, `DELETE` on `/list…`.
    case changes
    /// `/auth/…`.
    case auth
    /// Requests that change something, on any path: `PUT`, `DELETE`, `POST`, `PATCH`, `MKCALENDAR`
    /// (CalDAV mode's writes).
    case writes

    /// Whether a request with `method` to `path` is in this scope.
    public func matches(method: String, path: String) -> Bool {
        let isList = path == "/list" || path.hasPrefix("/list/")
        switch self {
        case .all: return true
        case .list: return isList
        case .changes: return isList && ["PATCH", "POST", "PUT", "DELETE"].contains(method)
        case .auth: return path.hasPrefix("/auth/")
        case .writes: return ["PUT", "DELETE", "POST", "PATCH", "MKCALENDAR"].contains(method)
        }
    }
}
