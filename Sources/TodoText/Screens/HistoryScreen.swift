import FoundationEssentials
import TodoModel
import TodoStore
import TodoValues

/// `todo log` in words (issue 34): the store's activity, one todo's versions, one version, the
/// todos deleted elsewhere.
public enum HistoryScreen {
    /// How times are said: relative on a terminal (`5 min ago`), else absolute.
    public struct Clock {
        /// Now, Unix seconds.
        public var now: Double
        /// Whether times are said relative to now (on a terminal).
        public var relative: Bool

        /// A clock at `now`, relative or absolute.
        public init(now: Double, relative: Bool) {
            self.now = now
            self.relative = relative
        }

        func words(_ time: Int64) -> String {
            relative ? RelativeTime.words(Double(time), now: now, absolute: false) : ListRenderer.timestamp(time)
        }
    }

    /// The store's activity, newest first: one line per entry, a command's entries on several
    /// todos (`rm 3-5`, an import) as one line; at most `lines` lines.
    public static func activity(
        _ records: [VersionRecord], names: DeviceNames, clock: Clock, lines: Int = 50
    ) -> String {
        guard !records.isEmpty else { return Messages.text(.logNothing) + "\n" }
        var groups: [ArraySlice<VersionRecord>] = []
        var start = records.startIndex
        for index in records.indices.dropFirst() where !sameCommand(records[index], records[start]) {
            groups.append(records[start..<index])
            start = index
        }
        groups.append(records[start...])
        return groups.prefix(lines).map { group in
            let record = group[group.startIndex]
            if record.source == .sync { return clock.words(record.at) + "  " + syncLine(record) }
            if group.count > 1 {
                let what = what(record, names: names)
                return clock.words(record.at) + "  "
                    + Messages.text(.logManyTodos, ["what": what, "count": String(group.count), "ids": ids(group)])
            }
            let id = TerminalText.escape(String(record.id.prefix(ListRenderer.shortIDLength)))
            return clock.words(record.at) + "  " + id + "  " + what(record, names: names) + "  " + text(record.item)
        }.joined(separator: "\n") + "\n"
    }

    /// The short ids of a command's todos: the first three, then how many more.
    static func ids(_ group: ArraySlice<VersionRecord>) -> String {
        let shown = group.prefix(3).map { TerminalText.escape(String($0.id.prefix(ListRenderer.shortIDLength))) }
            .joined(separator: ", ")
        guard group.count > 3 else { return shown }
        return Messages.text(.logMoreIDs, ["ids": shown, "count": String(group.count - 3)])
    }

    /// Whether two entries are one command's (or one sync commit's) on several todos.
    static func sameCommand(_ a: VersionRecord, _ b: VersionRecord) -> Bool {
        // Entries of one batch (one command's, one sync commit's); older stores: one second.
        if let first = a.batch, let second = b.batch, first != second { return false }
        return a.source != .sync && a.at == b.at && a.source == b.source && a.command == b.command
            && a.device == b.device
            && a.winner == b.winner
    }

    /// One todo's history, newest first, each entry with its version number (stable: 1 is the
    /// oldest kept, a newer version gets the next number).
    public static func todo(_ history: TodoHistory, names: DeviceNames, clock: Clock) -> String {
        guard !history.entries.isEmpty else { return Messages.text(.logNothing) + "\n" }
        let latest = history.current ?? history.entries.first?.item
        var lines = [
            Messages.text(
                .logHeading,
                [
                    "id": TerminalText.escape(String(history.id.prefix(ListRenderer.shortIDLength))),
                    "text": TerminalText.escape(TextTokens.displayText(latest?.text ?? "")),
                    "count": String(history.entries.count),
                ])
        ]
        let width = String(history.entries.compactMap(\.number).max() ?? history.entries.count).count
        for (index, record) in history.entries.enumerated() {
            let number = String(record.number ?? history.entries.count - index)
            let padded = String(repeating: " ", count: width - number.count) + number
            lines.append(
                "  " + padded + "  " + clock.words(record.at) + "  " + what(record, names: names) + "  "
                    + text(record.item))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Version `number` of a todo in full.
    public static func version(
        _ record: VersionRecord, number: Int, names: DeviceNames, clock: Clock
    ) -> String {
        var lines = [
            Messages.text(
                .logVersionHeading,
                [
                    "version": String(number),
                    "id": TerminalText.escape(String(record.id.prefix(ListRenderer.shortIDLength))),
                    "what": what(record, names: names), "time": clock.words(record.at),
                ])
        ]
        if let item = record.item {
            lines.append(Messages.text(.logVersionTodo, ["todo": ConflictsScreen.describe(item, names: names)]))
            if let color = item.color {
                lines.append(Messages.text(.logVersionColor, ["color": TerminalText.escape(color)]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The todos deleted elsewhere, newest first, and how to bring one back.
    public static func deleted(_ records: [VersionRecord], clock: Clock) -> String {
        guard !records.isEmpty else { return Messages.text(.logNoDeleted) + "\n" }
        var lines = records.map { record in
            Messages.text(
                .logDeletedLine,
                [
                    "id": TerminalText.escape(String(record.id.prefix(ListRenderer.shortIDLength))),
                    "time": clock.words(record.at), "todo": text(record.item),
                ])
        }
        lines.append(Messages.text(.logRestoreHint))
        return lines.joined(separator: "\n") + "\n"
    }

    /// What an entry says happened.
    static func what(_ record: VersionRecord, names: DeviceNames) -> String {
        let command = TerminalText.escape(record.command ?? "")
        let device = record.device.map { names.name($0) } ?? "?"
        switch record.source {
        case .created: return Messages.text(.logCreated, ["command": command])
        case .local: return Messages.text(.logChangedHere, ["command": command])
        case .merged: return Messages.text(.logMerged, ["device": device])
        case .conflict:
            return Messages.text(
                record.winner == .local ? .logConflictLocalKept : .logConflictRemoteKept, ["device": device])
        case .deletedHere: return Messages.text(.logDeletedHere, ["command": command])
        case .deletedElsewhere: return Messages.text(.logDeletedElsewhere)
        case .serverReset: return Messages.text(.logServerReset)
        case .sync: return syncLine(record)
        }
    }

    /// `sync: pushed 3, 2 from another device, 1 conflicts`.
    static func syncLine(_ record: VersionRecord) -> String {
        var parts: [String] = []
        if let pushed = record.pushed, pushed > 0 {
            parts.append(Messages.text(.logSyncPushed, ["count": String(pushed)]))
        }
        if let received = record.received, received > 0 {
            parts.append(Messages.text(.logSyncReceived, ["count": String(received)]))
        }
        if let deleted = record.deleted, deleted > 0 {
            parts.append(Messages.text(.logSyncDeleted, ["count": String(deleted)]))
        }
        if let conflicts = record.conflicts, conflicts > 0 {
            parts.append(Messages.plural(conflicts, one: .logSyncConflictOne, other: .logSyncConflictOther))
        }
        return Messages.text(.logSync, ["parts": parts.joined(separator: ", ")])
    }

    /// A version's text, quoted and escaped.
    static func text(_ item: TodoItem?) -> String {
        guard let item else { return "" }
        return "\"" + TerminalText.escape(TextTokens.displayText(item.text)) + "\""
    }
}
