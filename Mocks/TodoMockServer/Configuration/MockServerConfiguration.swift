/// How a ``MockServer`` listens, whom it lets in and how it behaves before any fault is injected.
public struct MockServerConfiguration: Sendable {
    /// The address to bind; the mock is meant for loopback only.
    public var host: String
    /// The TCP port; 0 picks a free one (read it back from ``MockServer/port``).
    public var port: Int
    /// Fixed tokens that never expire; each has its own list and revision.
    public var tokens: [String]
    /// Percentage (0...100) of API requests answered `500` without being applied.
    public var failRate: Int
    /// Delay added before every API request is handled, in milliseconds.
    public var latencyMs: Int
    /// A JSON file that keeps lists, revisions, accounts and tokens across restarts.
    public var statePath: String?
    /// Seconds an access token issued by `/auth/…` stays valid.
    public var accessTokenLifetime: Double
    /// The seed of every random draw (fail rates, latency): the same seed and the same requests,
    /// one at a time, give the same faults.
    public var seed: UInt64
    /// CalDAV mode: every request that is not a control request goes to this server
    /// (`http://127.0.0.1:5232`, a Radicale) and its answer comes back, through the same faults,
    /// so a real CalDAV server gets the faults it will not make on demand.
    public var upstream: String?

    /// Creates a configuration; every parameter has the default of the `todo-mock-server` command.
    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        tokens: [String] = [],
        failRate: Int = 0,
        latencyMs: Int = 0,
        statePath: String? = nil,
        accessTokenLifetime: Double = 3600,
        seed: UInt64 = UInt64.random(in: .min ... .max),
        upstream: String? = nil
    ) {
        self.upstream = upstream
        self.host = host
        self.port = port
        self.tokens = tokens
        self.failRate = failRate
        self.latencyMs = latencyMs
        self.statePath = statePath
        self.accessTokenLifetime = accessTokenLifetime
        self.seed = seed
    }
}
