import TodoModel

/// A repeating todo completed on one side and edited on the other, within one merge.
///
/// The field merge keeps both: the todo is done and has the other side's text. But the next
/// occurrence the completion made (``Recurrence/successor(of:completedAt:deviceID:clock:)``) was
/// made from the completing side's version. Unless it was edited since, it takes the series'
/// merged text (its own `t:` kept), importance and colour, so the series goes on with one open
/// occurrence carrying its latest text.
struct SeriesMerge {
    /// The completing side's version and the merged one, which took changes from the other side.
    private var completions: [(completed: TodoItem, merged: TodoItem)] = []
    /// Todos created since the base that may be occurrences (their text has a token), by id.
    private var created: [String: (local: TodoItem?, remote: TodoItem?)] = [:]

    var isEmpty: Bool { completions.isEmpty }

    /// Notes one todo's merge.
    mutating func note(base: TodoItem?, local: TodoItem?, remote: TodoItem?, kept: TodoItem?) {
        guard let kept, TextTokens.mayHaveTokens(kept.text) else { return }
        guard let base else {
            created[kept.id] = (local, remote)
            return
        }
        guard kept.done, !base.done else { return }
        for side in [local, remote] {
            guard let side, side.done, side.deadline != nil, !side.hasSameContent(as: kept) else { continue }
            completions.append((side, kept))
        }
    }

    /// Adds another tally's notes.
    mutating func merge(_ other: SeriesMerge) {
        completions += other.completions
        created.merge(other.created) { mine, _ in mine }
    }

    /// Gives each unedited next occurrence its series' merged fields; returns how many more todos
    /// the remote and the local lists must change.
    func apply(to items: inout [TodoItem]) -> (remote: Int, local: Int) {
        var counts = (remote: 0, local: 0)
        for (completed, merged) in completions {
            guard let deadline = completed.deadline else { continue }
            let id = Recurrence.successorID(of: completed.id, deadline: deadline)
            guard let sides = created[id], let index = items.firstIndex(where: { $0.id == id }) else { continue }
            let next = items[index]
            // Edited since the completion made it: its own version stands.
            guard Self.seriesText(next.text) == Self.seriesText(completed.text),
                next.importance == completed.importance,
                next.color == completed.color
            else { continue }
            var updated = next
            let wait = TextTokens.values(next.text)[.wait].map(String.init)
            updated.text =
                TextTokens.values(merged.text)[.wait].map(String.init) == wait
                ? merged.text : TextTokens.setting(.wait, wait, in: merged.text)
            updated.importance = merged.importance
            updated.color = merged.color
            guard !updated.hasSameContent(as: next) else { continue }
            updated.changedAt = max(next.changedAt, merged.changedAt)
            // The merged series' author (the remote's), as for the merge of fields.
            updated.lastUpdatedBy = merged.lastUpdatedBy
            items[index] = updated
            if sides.remote == next { counts.remote += 1 }
            if sides.local == next { counts.local += 1 }
        }
        return counts
    }

    /// The text a series shares between occurrences: without the `t:` token, which moves.
    private static func seriesText(_ text: String) -> String {
        TextTokens.setting(.wait, nil, in: text)
    }
}
