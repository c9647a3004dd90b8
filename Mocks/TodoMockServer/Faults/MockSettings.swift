/// The standing behaviour: random `500`s and latency, applied to every API request.
public struct MockSettings: Sendable, Hashable {
    /// Percentage (0...100) of API requests answered `500` without being applied; 100 fails them all.
    public var failRate: Int
    /// The delay before each API request is handled, drawn uniformly from this range of milliseconds.
    public var latencyMs: ClosedRange<Int>

    /// Creates settings.
    public init(failRate: Int = 0, latencyMs: ClosedRange<Int> = 0...0) {
        self.failRate = failRate
        self.latencyMs = latencyMs
    }
}
