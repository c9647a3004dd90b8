import Foundation

/// Polls `condition` every `interval` until it holds or `seconds` pass, then asks it once more;
/// returns whether it held. The time is a bound for bugs, not a timing check.
public func eventually(
    within seconds: Double = 30,
    every interval: Duration = .milliseconds(10),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if try await condition() {
            return true
        }
        try? await Task.sleep(for: interval)
    }
    return try await condition()
}
