import TodoKit
import TodoSync
import TodoText

extension SyncScreen {
    /// Says how a run of `todo sync` ended, and gives its exit code: a run the signal `signal`
    /// stopped (``interrupted(_:json:)``, exit 128 + the signal), else (with `incoming`, the
    /// names of devices: `-v`) the todos that came from elsewhere and then ``show(_:json:recover:)``.
    public static func end(
        _ report: SyncReport, signal: Int32?, json: Bool, recover: Bool, incoming: DeviceNames?
    ) -> Int32 {
        if report.outcome == .cancelled, let signal {
            interrupted(report, json: json)
            return 128 + signal
        }
        if let incoming { IncomingLines.show(report.incoming, names: incoming) }
        show(report, json: json, recover: recover)
        return report.outcome.exitCode
    }
}
