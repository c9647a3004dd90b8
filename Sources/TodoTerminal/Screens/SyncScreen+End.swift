import TodoKit
import TodoSync
import TodoText
import TodoValues

extension SyncScreen {
    /// Says how a run of `todo sync` ended: a run the signal `signal` stopped
    /// (``interrupted(_:json:)``), else (with `incoming`, the names of devices: `-v`) the todos
    /// that came from elsewhere and then ``show(_:json:recover:)``. The exit code is the
    /// executable's to give.
    public static func end(_ report: SyncReport, signal: Int32?, json: Bool, recover: Bool, incoming: DeviceNames?) {
        if report.outcome == .cancelled, signal != nil {
            interrupted(report, json: json)
            return
        }
        if let incoming { IncomingLines.show(report.incoming, names: incoming) }
        show(report, json: json, recover: recover)
    }
}
