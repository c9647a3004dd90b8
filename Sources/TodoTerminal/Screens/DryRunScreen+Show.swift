import TodoKit
import TodoModel
import TodoSync
import TodoText
import TodoValues

extension DryRunScreen {
    /// Shows `preview`: `--json`, or the plan in words on standard output (a failure on standard
    /// error).
    public static func show(_ preview: SyncPreview, json: Bool, names: DeviceNames) {
        switch preview {
        case .plan(let plan):
            if json {
                Console.json(ReportJSON.string(SyncPlanJSON(plan)))
            } else {
                Console.out(text(plan, names: names))
            }
        case .failed(let outcome, let failure):
            if json {
                Console.json(ReportJSON.string(SyncPreviewFailureJSON(outcome: outcome, failure: failure)))
            } else {
                Console.error(
                    Messages.text(.dryRunFailed, ["error": TerminalText.escape(SyncReason.words(failure))]))
            }
        }
    }
}
