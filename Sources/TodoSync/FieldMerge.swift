import TodoModel

/// The merge of one todo that both sides edited since the base, field by field (``MergeField``).
///
/// A field changed on one side only takes that side's value; changed on both sides alike, that
/// value; changed on both sides to different values, the value of the side with the later
/// `changed_at` (ties: the remote), and the field is named in ``conflicting``. Changes to different
/// fields never conflict: a todo completed here and retyped there is both.
struct FieldMerge {
    /// The merged version: one side's own item when its content is the result, else a new version.
    var item: TodoItem
    /// The fields both sides changed to different values, in ``MergeField/all``'s order.
    var conflicting: [MergeField] = []
    /// The side whose values the conflicting fields took.
    var winner: ConflictRecord.Side
    /// Whether a field the local side changed kept its value (the same value from the remote
    /// included): the server holds that change of this device's once it has ``item``.
    var keepsLocalChange = false

    /// Merges `local` and `remote`, both changed since `base`; a new version is stamped with the
    /// later `changed_at` and the remote's author.
    ///
    /// Not the merging device's: if the `PATCH` carrying it loses its answer, the next merge sees
    /// it on the server beside the local version it was made from, and a version by this device
    /// no older than the local one would pass for this device's own later state ("a push whose
    /// answer was lost") and lose the remote's fields (chaos seed 5 of issue 41).
    init(base: TodoItem, local: TodoItem, remote: TodoItem) {
        let winner: ConflictRecord.Side = local.changedAt > remote.changedAt ? .local : .remote
        var conflicting: [MergeField] = []
        var keepsLocalChange = false
        func choose<Value: Equatable>(_ field: MergeField, _ b: Value, _ l: Value, _ r: Value) -> Value {
            let chosen: Value
            if l == b || l == r {
                chosen = r
            } else if r == b {
                chosen = l
            } else {
                conflicting.append(field)
                chosen = winner == .local ? l : r
            }
            if l != b, chosen == l { keepsLocalChange = true }
            return chosen
        }
        var merged = winner == .local ? local : remote
        if local.text == base.text || local.text == remote.text || remote.text == base.text {
            merged.text = choose(.text, base.text, local.text, remote.text)
        } else {
            // Both retyped the text: its words and each of its tokens are fields of their own.
            let words = [base, local, remote].map { TextTokens.displayText($0.text) }
            // The words chosen, with the side's own spacing and token places; then each token set.
            let text = choose(.text, words[0], words[1], words[2]) == words[2] ? remote.text : local.text
            let values = [base, local, remote].map { TextTokens.values($0.text) }
            var chosen: [TextTokens.Key: Substring] = [:]
            for key in TextTokens.Key.allCases {
                chosen[key] = choose(.token(key), values[0][key], values[1][key], values[2][key])
            }
            merged.text = TextTokens.setting(chosen, in: text)
        }
        for field in TodoField.merged {
            let values = [base, local, remote].map { field.value(of: $0) }
            field.set(choose(.field(field), values[0], values[1], values[2]), in: &merged)
        }
        self.winner = winner
        self.keepsLocalChange = keepsLocalChange
        self.conflicting = MergeField.all.filter { conflicting.contains($0) }
        if merged.hasSameContent(as: local) && (!merged.hasSameContent(as: remote) || winner == .local) {
            item = local
        } else if merged.hasSameContent(as: remote) {
            item = remote
        } else {
            merged.changedAt = max(local.changedAt, remote.changedAt)
            merged.lastUpdatedBy = remote.lastUpdatedBy
            item = merged
        }
    }
}
