import TodoKit
import TodoText
import TodoValues

extension RestoreScreen {
    /// Says what `todo restore` did (``RefusableChange``); `false` when refused.
    public static func show(_ restored: DataManager.Restored, json: Bool, names: DeviceNames, push: String) -> Bool {
        RefusableChange.show(
            json: json ? self.json(restored) : nil, refusal: restored.refused ? [refusal(restored, names: names)] : nil
        ) { done(restored, names: names, push: push) }
    }
}
