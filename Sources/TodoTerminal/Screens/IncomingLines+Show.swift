import TodoKit
import TodoSync
import TodoText
import TodoValues

extension IncomingLines {
    /// Shows one line per change on standard output.
    public static func show(_ changes: [IncomingChange], names: DeviceNames) {
        for change in changes { Console.line(text(change, names: names)) }
    }
}
