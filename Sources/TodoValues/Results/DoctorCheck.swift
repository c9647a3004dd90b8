/// One finding of `todo doctor`: what was checked, how it stands, and how to fix it.
public struct DoctorCheck: Sendable, Equatable, Encodable {
    /// How a check stands.
    public enum Status: String, Sendable, Encodable {
        /// Nothing to do.
        case ok
        /// Works, but deserves attention (a backoff, a stale lock, a session not used).
        case warning
        /// Broken: commands fail until it is fixed.
        case problem
    }

    /// The part checked: `config`, `session`, `store`, `server`.
    public var name: String
    public var status: Status
    /// What was found, in one line.
    public var detail: Message
    /// What to do about it, when something is to be done.
    public var fix: Message?

    public init(_ name: String, _ status: Status, _ detail: Message, fix: Message? = nil) {
        self.name = name
        self.status = status
        self.detail = detail
        self.fix = fix
    }

    private enum CodingKeys: String, CodingKey {
        case name, status, detail, fix
    }

    /// The check for `--json`: its detail and fix in English, the same in every language.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(detail.description, forKey: .detail)
        try container.encodeIfPresent(fix?.description, forKey: .fix)
    }
}
