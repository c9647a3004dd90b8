/// What an import did.
public struct ImportSummary: Sendable, Equatable, Codable {
    public var created = 0
    public var updated = 0
    public var unchanged = 0

    public init() {}
}
