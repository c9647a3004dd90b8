import TodoValues

extension ListRenderer {
    /// Says what an empty list was filtered by: the words, tags and `-tag`s `asked`, or only
    /// overdue todos.
    public mutating func note(asked: [String], overdue: Bool) {
        if !asked.isEmpty {
            let query = asked.map { "\"\(TerminalText.escape($0))\"" }.joined(separator: " ")
            filterNote = Messages.text(.listNoMatch, ["query": query])
        } else if overdue {
            filterNote = Messages.text(.listNothingOverdue)
        }
    }

    /// Marks the device's own todos `ids` (while logged in; the account's are the rest).
    public mutating func markLocal(_ ids: Set<String>) {
        for id in ids { ownerTags[id] = TodoOwner.displayName(of: TodoOwner.localDevice) }
    }
}
