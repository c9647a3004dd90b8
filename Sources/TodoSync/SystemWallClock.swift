import FoundationEssentials

/// The real clock: the system's time of day and `Task.sleep`.
public struct SystemWallClock: WallClock {
    public init() {}

    public var now: Double { Date().timeIntervalSince1970 }

    public func sleep(seconds: Double) async throws {
        guard seconds > 0 else {
            try Task.checkCancellation()
            return
        }
        try await Task.sleep(for: .seconds(seconds))
    }
}
