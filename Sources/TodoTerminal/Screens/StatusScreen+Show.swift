import TodoKit
import TodoText
import TodoValues

extension StatusScreen {
    /// Shows the status: `--json`, or the screen (``text(_:account:localItems:absolute:)``).
    public static func show(_ report: StatusReport, account: String?, localItems: Int, json: Bool, verbose: Bool) {
        guard json else {
            return Console.out(text(report, account: account, localItems: localItems, absolute: verbose))
        }
        var object = StatusJSON(report)
        object.account = account
        object.localItems = localItems
        Console.json(ReportJSON.string(object))
    }
}
