/// What the mock has seen since the last reset. Control requests (`/_mock/…`) are not counted.
public struct MockStats: Sendable, Hashable {
    /// Answered API requests by method, then status; status 0 means no answer was sent (hang, close, lose).
    public var requests: [String: [Int: Int]]
    /// Accepted TCP connections, control connections included.
    public var connections: Int
    /// TCP connections open right now.
    public var openConnections: Int
    /// Requests held by a ``MockFault/hang`` fault right now.
    public var hanging: Int

    /// Creates stats.
    public init(requests: [String: [Int: Int]] = [:], connections: Int = 0, openConnections: Int = 0, hanging: Int = 0)
    {
        self.requests = requests
        self.connections = connections
        self.openConnections = openConnections
        self.hanging = hanging
    }

    /// All counted requests.
    public var total: Int { count() }

    /// Counted requests with this method (`"GET"`) and/or status; `nil` matches any.
    public func count(method: String? = nil, status: Int? = nil) -> Int {
        var sum = 0
        for (requestMethod, statuses) in requests where method == nil || method == requestMethod {
            for (requestStatus, count) in statuses where status == nil || status == requestStatus {
                sum += count
            }
        }
        return sum
    }
}
