import TodoModel

/// A `207 Multi-Status` answer (RFC 4918, 13): one response per resource, and for a
/// sync-collection REPORT the new sync token (RFC 6578).
public struct Multistatus: Sendable, Equatable {
    /// One resource's part of the answer.
    public struct Response: Sendable, Equatable {
        /// The resource, as the server wrote it (percent-encoded, absolute or not).
        public var href: String
        /// The status of the resource itself (a member deleted since the token: 404); `nil` when
        /// its properties carry their own.
        public var status: Int?
        /// The properties found, with the status of their `propstat`: `(status, prop)`.
        public var propstats: [(status: Int?, properties: [XMLElement])]

        /// The property `name` in `namespace` of a `propstat` with a 2xx status; `nil` when
        /// none (not found, or the server sent it with a 404).
        public func property(_ namespace: String, _ name: String) -> XMLElement? {
            for propstat in propstats where (200..<300).contains(propstat.status ?? 200) {
                if let property = propstat.properties.first(where: { $0.is(namespace, name) }) { return property }
            }
            return nil
        }

        public static func == (lhs: Response, rhs: Response) -> Bool {
            lhs.href == rhs.href && lhs.status == rhs.status && lhs.propstats.count == rhs.propstats.count
                && zip(lhs.propstats, rhs.propstats).allSatisfy {
                    $0.status == $1.status && $0.properties == $1.properties
                }
        }
    }

    /// The responses, in order.
    public var responses: [Response]
    /// The collection's new sync token (sync-collection only), wherever the server put it.
    public var syncToken: String?

    /// The multistatus of `bytes`; a ``DAVError`` when it is not well-formed XML or not a
    /// `DAV:multistatus`.
    public init(_ bytes: [UInt8]) throws(DAVError) {
        let root = try XMLReader.parse(bytes)
        guard root.is(DAVNamespace.dav, "multistatus") else {
            throw DAVError(.notMultistatus, "the root is \(root.namespace) \(root.name)")
        }
        syncToken = root.child(DAVNamespace.dav, "sync-token").map { $0.text.trimmingWhitespace() }
        responses = root.children(DAVNamespace.dav, "response").map { response in
            Response(
                href: response.child(DAVNamespace.dav, "href")?.text.trimmingWhitespace() ?? "",
                status: response.child(DAVNamespace.dav, "status").flatMap { Self.status($0.text) },
                propstats: response.children(DAVNamespace.dav, "propstat").map { propstat in
                    (
                        propstat.child(DAVNamespace.dav, "status").flatMap { Self.status($0.text) },
                        propstat.child(DAVNamespace.dav, "prop")?.children ?? []
                    )
                })
        }
    }

    /// The code of a status line (`HTTP/1.1 404 Not Found`), or of a bare code (`200`).
    static func status(_ line: String) -> Int? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return nil }
        if first.hasPrefix("HTTP/") { return words.count > 1 ? Int(words[1]) : nil }
        return Int(first)
    }
}
