import TodoKit
import TodoText
import TodoValues

extension UndoScreen {
    /// Says what `todo undo` did (``RefusableChange``); `false` when refused.
    public static func show(_ undone: DataManager.Undone, json: Bool, push: String, names: DeviceNames? = nil) -> Bool {
        RefusableChange.show(
            json: json ? self.json(undone) : nil, refusal: undone.refused ? refusal(undone, names: names) : nil
        ) {
            done(undone, push: push, names: names)
        }
    }
}
