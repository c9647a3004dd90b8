/// An element of an XML document, its name resolved to a namespace: the part of XML that
/// WebDAV answers use (RFC 4918).
///
/// Servers name the same namespace with different prefixes (Radicale `DAV:` as the default,
/// Xandikos `ns0:`, numbered per answer), so elements are compared by namespace and local name,
/// never by prefix.
public struct XMLElement: Sendable, Equatable {
    /// The namespace URI (`DAV:`, `urn:ietf:params:xml:ns:caldav`); empty for none.
    public var namespace: String
    /// The local name (`href`, `calendar-data`).
    public var name: String
    /// The attributes by their name as written (prefix included), values unescaped.
    public var attributes: [String: String]
    /// The child elements, in order.
    public var children: [XMLElement]
    /// The character data directly inside, unescaped, line breaks normalised to LF (XML 1.0,
    /// 2.11), CDATA sections included.
    public var text: String

    public init(
        namespace: String, name: String, attributes: [String: String] = [:], children: [XMLElement] = [],
        text: String = ""
    ) {
        self.namespace = namespace
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Whether this is `name` in `namespace`.
    public func `is`(_ namespace: String, _ name: String) -> Bool {
        self.namespace == namespace && self.name == name
    }

    /// The first child `name` in `namespace`; `nil` when none.
    public func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.is(namespace, name) }
    }

    /// Every child `name` in `namespace`, in order.
    public func children(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.is(namespace, name) }
    }
}

/// The namespaces of WebDAV, CalDAV and CalendarServer's extensions.
public enum DAVNamespace {
    public static let dav = "DAV:"
    public static let caldav = "urn:ietf:params:xml:ns:caldav"
    public static let calendarServer = "http://calendarserver.org/ns/"
}
