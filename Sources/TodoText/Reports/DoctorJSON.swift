import TodoValues

/// `doctor --json`: whether nothing is broken, and every check.
public struct DoctorJSON: Encodable {
    var ok: Bool
    var checks: [DoctorCheck]

    /// The report of `checks`.
    public init(ok: Bool, checks: [DoctorCheck]) {
        self.ok = ok
        self.checks = checks
    }
}
