import TodoStore

extension StoreSet {
    /// What `list --json` prints for `query` (``WireJSON/elements(_:)-([OwnedItem])`` of
    /// ``list(_:)``), written from the store's snapshot without decoding its todos; `nil` when the
    /// query needs the todos themselves (a search, tags, overdue, an order other than creation)
    /// or two stores are open.
    public func listJSON(_ query: ListQuery) throws(TodoError) -> [UInt8]? {
        guard local == nil, query.sort == .created, query.search.isEmpty, !query.overdueOnly, query.tags.isEmpty,
            query.withoutTags.isEmpty, query.dueRange == nil, query.waiting != .only
        else { return nil }
        let selection = FileCache.ElementsSelection.sections(
            pending: query.filter != .done, done: query.filter != .pending)
        let bytes = try primary.wireElements(selection, owner: self.selection.owner)
        // Recurrence and waiting (issue 35): a list that may hold a waiting todo (`t:`) is read.
        if query.waiting == .hidden, let bytes, Self.mayHoldWaitToken(bytes) { return nil }
        return bytes
    }

    /// Whether the JSON `bytes` hold `t:` (a waiting todo's token, or any text with those two bytes).
    static func mayHoldWaitToken(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 1
            while index < buffer.count {
                if buffer[index] == UInt8(ascii: ":"), buffer[index - 1] == UInt8(ascii: "t") { return true }
                index += 1
            }
            return false
        }
    }

    /// What `export --json` prints (``WireJSON/elements(_:)-([TodoItem])`` of every todo), written
    /// as ``listJSON(_:)`` writes; `nil` when two stores are open.
    public func exportJSON() throws(TodoError) -> [UInt8]? {
        guard local == nil else { return nil }
        return try primary.wireElements(.all, owner: nil)
    }
}
