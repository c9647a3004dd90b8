import Foundation
import TodoNetwork

/// The figures of one `todo-netbench` run and their two renderings.
struct Results {
    var sequentialRPS: Double
    var parallelRPS: Double
    var inFlight: Int
    /// Seconds of each `GET /list` of 10,000 elements (round trip and decode).
    var bigTimes: [Double]
    /// Seconds of each decode of the 10k body alone.
    var decodeTimes: [Double]
    var connections: Int
    var referenceRPS: Double?
    var server: String

    var markdown: String {
        var lines = [
            "| measure (client: TodoAPI on libcurl, server: \(server)) | result |",
            "|---|---|",
            "| sequential `GET /list` (10 elements) | \(format(sequentialRPS)) req/s (\(ms(1 / sequentialRPS)) each) |",
            "| \(inFlight) in flight `GET /list` (10 elements) | \(format(parallelRPS)) req/s |",
            "| `GET /list` with 10,000 elements, round trip + decode | median \(ms(bigMedian)), p90 \(ms(bigP90)), "
                + "min \(ms(bigMin)) |",
            "| for reference: `JSONDecoder` alone on the same 10,000 elements (median) | \(ms(decodeMedian)) |",
            "| new connections opened over the whole run | \(connections) |",
        ]
        if let referenceRPS {
            lines.append("| `curl` CLI loop, sequential (reference) | \(format(referenceRPS)) req/s |")
            lines.append("| sequential speed-up over the `curl` CLI loop | \(String(format: "%.1f", ratio ?? 0))× |")
        }
        return lines.joined(separator: "\n")
    }

    var bigMedian: Double { NetBench.percentile(bigTimes, 0.5) }
    var bigP90: Double { NetBench.percentile(bigTimes, 0.9) }
    var bigMin: Double { bigTimes.min() ?? 0 }
    var decodeMedian: Double { NetBench.percentile(decodeTimes, 0.5) }

    var ratio: Double? {
        referenceRPS.map { sequentialRPS / $0 }
    }

    /// `key=value` lines for scripts; times in seconds.
    var keyValues: String {
        var pairs = [
            "sequential_rps=\(sequentialRPS)",
            "parallel_rps=\(parallelRPS)",
            "in_flight=\(inFlight)",
            "big_get_median_s=\(bigMedian)",
            "big_get_p90_s=\(bigP90)",
            "decode_median_s=\(decodeMedian)",
            "connections=\(connections)",
        ]
        if let referenceRPS, let ratio {
            pairs.append("curl_rps=\(referenceRPS)")
            pairs.append("ratio=\(ratio)")
        }
        return pairs.joined(separator: "\n") + "\n"
    }

    private func format(_ rps: Double) -> String {
        String(format: "%.0f", rps)
    }

    private func ms(_ seconds: Double) -> String {
        seconds < 0.001 ? String(format: "%.0f µs", seconds * 1e6) : String(format: "%.1f ms", seconds * 1e3)
    }
}
