import FoundationEssentials

/// How long the long property and matrix tests run: short in `make test`, full in `make soak`.
///
/// `make test` runs each such test at a size that still exercises every rule it checks (a few
/// seeds, a sample of a matrix that covers each row and column once); `make soak` sets
/// `TODO_SOAK=1` and runs the lengths they had before (issue 42: the suite on 2 cores within its
/// time, the full lengths still run). A test that samples prints what it ran.
public enum TestScale {
    /// Whether this is a soak run (`TODO_SOAK=1`).
    public static let soak: Bool = ProcessInfo.processInfo.environment["TODO_SOAK"] == "1"

    /// `short` in `make test`, `full` in `make soak`.
    public static func count(_ short: Int, soak full: Int) -> Int {
        soak ? full : short
    }

    /// Seeds `0..<short` in `make test`, `0..<full` in `make soak`.
    public static func seeds(_ short: Int, soak full: Int) -> Range<UInt64> {
        0..<UInt64(count(short, soak: full))
    }
}
