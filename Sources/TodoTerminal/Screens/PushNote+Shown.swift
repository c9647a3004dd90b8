import TodoKit
import TodoText
import TodoValues

extension PushNote {
    /// The note the confirmation line of a change that made `push` ends with (none with `quiet`);
    /// a failure no retry will mend is said on standard error too, where scripts look.
    public static func shown(_ push: Coordinator.QuickPush?, quiet: Bool) -> PushNote {
        if let failure = push?.unmendable {
            Console.warn(Messages.text(.pushFailedWarning, ["reason": SyncReason.explained(failure)]))
        }
        guard !quiet, let push else { return PushNote(nil) }
        return PushNote(push.result, nextTry: push.nextAttemptAt, storedError: push.storedError)
    }
}
