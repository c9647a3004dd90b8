/// The command line of `todo-netbench`.
struct NetBenchOptions {
    /// An external server to measure against; `nil` starts the mock in-process.
    var server: String?
    /// The token whose list stays small (the requests/s runs).
    var smallToken = "bench"
    /// The token whose list gets the 10,000 elements.
    var bigToken = "bench-10k"
    var requests = 2_000
    var bigRuns = 20
    var inFlight = 8
    /// Requests/s of the `curl` CLI loop, to print the ratio.
    var referenceRPS: Double?
    /// A file to write `key=value` results to, for scripts.
    var keyValueFile: String?

    static let usage = """
        usage: todo-netbench [--server URL] [--small-token T] [--big-token T] [--requests N]
                             [--big-runs N] [--in-flight N] [--reference-rps X] [--kv FILE]
        Without --server, the mock server runs in-process on 127.0.0.1 and an ephemeral port.
        An external server must know both tokens (todo-mock-server --token bench --token bench-10k).
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard flag != "-h", flag != "--help" else { throw UsageError(description: Self.usage) }
            guard let value = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            switch flag {
            case "--server": server = value
            case "--small-token": smallToken = value
            case "--big-token": bigToken = value
            case "--requests": requests = try Self.positive(value, flag)
            case "--big-runs": bigRuns = try Self.positive(value, flag)
            case "--in-flight": inFlight = try Self.positive(value, flag)
            case "--kv": keyValueFile = value
            case "--reference-rps":
                guard let rps = Double(value), rps > 0 else {
                    throw UsageError(description: "--reference-rps needs a positive number")
                }
                referenceRPS = rps
            default: throw UsageError(description: "unknown option \(flag)\n\(Self.usage)")
            }
        }
    }

    private static func positive(_ value: String, _ flag: String) throws(UsageError) -> Int {
        guard let number = Int(value), number > 0 else {
            throw UsageError(description: "\(flag) needs a positive integer")
        }
        return number
    }
}
