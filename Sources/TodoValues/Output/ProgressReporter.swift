/// Receives the progress of long work (an import, an outbox drain, a resync).
///
/// The work calls ``report(_:)`` as it goes, as often as it likes (a reporter throttles), and
/// ``finish()`` when it ends, so whatever was shown is cleared before the command's own output.
public protocol ProgressReporter: Sendable {
    /// The work now stands at `event`.
    func report(_ event: ProgressEvent)

    /// The work ended (or failed): remove what was shown.
    func finish()
}

/// A reporter that shows nothing: the default of every call that takes one.
public struct SilentProgress: ProgressReporter {
    public init() {}

    public func report(_ event: ProgressEvent) {}

    public func finish() {}
}
