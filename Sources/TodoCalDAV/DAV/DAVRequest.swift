/// A WebDAV or CalDAV request as the protocol wants it, before any transport: method, path,
/// headers and body.
///
/// Every XML body goes with `Content-Type: application/xml; charset=utf-8` (Xandikos refuses a
/// PROPFIND or REPORT of another type with 415), every object with `text/calendar`, and every
/// PROPFIND and REPORT names its `Depth` (Xandikos answers a calendar-query without one with an
/// empty multistatus). See docs/caldav-notes.md.
public struct DAVRequest: Sendable, Equatable {
    public var method: String
    /// The path on the server (`/alice/todos/a.ics`), as sent.
    public var path: String
    /// The header fields, in order.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(method: String, path: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    public static func == (lhs: DAVRequest, rhs: DAVRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.body == rhs.body
            && lhs.headers.map { "\($0.name): \($0.value)" } == rhs.headers.map { "\($0.name): \($0.value)" }
    }

    /// The value of the header `name` (case-insensitive); `nil` when absent.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    static let xmlType = (name: "Content-Type", value: "application/xml; charset=utf-8")

    static func xml(_ method: String, _ path: String, depth: String?, _ body: String) -> DAVRequest {
        var headers = [xmlType]
        if let depth { headers.append((name: "Depth", value: depth)) }
        return DAVRequest(
            method: method, path: path, headers: headers,
            body: Array(("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body).utf8))
    }

    // MARK: Discovery (RFC 5397, RFC 4791 6.2.1)

    /// Who the credentials are: `current-user-principal` of `path` (the server's root, or the
    /// URL a person configured).
    public static func currentUserPrincipal(_ path: String = "/") -> DAVRequest {
        xml(
            "PROPFIND", path, depth: "0",
            #"<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>"#)
    }

    /// Where a principal's calendars are: `calendar-home-set`.
    public static func calendarHomeSet(_ principal: String) -> DAVRequest {
        xml(
            "PROPFIND", principal, depth: "0",
            #"<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-home-set/>"#
                + "</d:prop></d:propfind>")
    }

    /// The collections of a calendar home, with what tells a task list: its resource type, the
    /// components it takes, its name and its tokens.
    public static func collections(_ home: String) -> DAVRequest {
        xml(
            "PROPFIND", home, depth: "1",
            #"<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">"#
                + "<d:prop><d:resourcetype/><d:displayname/><c:supported-calendar-component-set/><d:sync-token/>"
                + "<cs:getctag/></d:prop></d:propfind>")
    }

    /// Creates a calendar for tasks named `name` at `path` (RFC 4791, 5.3.1).
    public static func makeCalendar(_ path: String, name: String) -> DAVRequest {
        xml(
            "MKCALENDAR", path, depth: nil,
            #"<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop>"#
                + "<d:displayname>\(escaped(name))</d:displayname><c:supported-calendar-component-set>"
                + #"<c:comp name="VTODO"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>"#)
    }

    // MARK: Objects

    /// Writes an object: a new one only if none is there (`ifMatch` `nil`: `If-None-Match: *`),
    /// else only over the version `ifMatch` names.
    public static func put(_ path: String, _ object: [UInt8], ifMatch etag: String?) -> DAVRequest {
        DAVRequest(
            method: "PUT", path: path,
            headers: [
                (name: "Content-Type", value: "text/calendar; charset=utf-8"),
                etag.map { (name: "If-Match", value: $0) } ?? (name: "If-None-Match", value: "*"),
            ],
            body: object)
    }

    /// Deletes an object, only the version `etag` names.
    public static func delete(_ path: String, ifMatch etag: String) -> DAVRequest {
        DAVRequest(method: "DELETE", path: path, headers: [(name: "If-Match", value: etag)])
    }

    /// Reads an object.
    public static func get(_ path: String) -> DAVRequest {
        DAVRequest(method: "GET", path: path, headers: [(name: "Accept", value: "text/calendar")])
    }

    // MARK: Sync (RFC 6578, RFC 4791 7.9)

    /// What changed in a collection since `token` (`nil`: everything): members with their ETags,
    /// deleted ones as 404, and the new token.
    public static func syncCollection(_ collection: String, token: String?) -> DAVRequest {
        let token = token.map { "<d:sync-token>\(escaped($0))</d:sync-token>" } ?? "<d:sync-token/>"
        return xml(
            "REPORT", collection, depth: "1",
            #"<d:sync-collection xmlns:d="DAV:">"# + token
                + "<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>")
    }

    /// The members of a collection with their ETags (`PROPFIND`, depth 1): the full listing of a
    /// server without `sync-collection`.
    public static func members(_ collection: String) -> DAVRequest {
        xml(
            "PROPFIND", collection, depth: "1",
            #"<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/></d:prop></d:propfind>"#)
    }

    /// The objects at `hrefs` of a collection, with their ETags and data.
    public static func multiget(_ collection: String, hrefs: [String]) -> DAVRequest {
        xml(
            "REPORT", collection, depth: "1",
            #"<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
                + "<d:prop><d:getetag/><c:calendar-data/></d:prop>"
                + hrefs.map { "<d:href>\(escaped($0))</d:href>" }.joined() + "</c:calendar-multiget>")
    }

    /// Text as XML character data.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
