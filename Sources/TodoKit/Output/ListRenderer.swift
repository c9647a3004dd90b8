/// The human-readable forms of todos: the two-section list and the detail view.
public struct ListRenderer {
    /// Characters of the id shown in the list.
    public static let shortIDLength = 8
    private var days: DayFormatter
    private let startOfToday: Int64
    /// Owners shown after a todo's line, by id (while logged in: the device's own todos).
    public var ownerTags: [String: String] = [:]

    public init(now: Int64) {
        days = DayFormatter()
        startOfToday = DateInput.startOfDay(now)
    }

    /// Pending and completed todos as two sections.
    public mutating func render(pending: [TodoItem], done: [TodoItem], showPending: Bool, showDone: Bool) -> String {
        var out = ""
        out.reserveCapacity((pending.count + done.count) * 64 + 64)
        if showPending {
            out += "Pending (\(pending.count))\n"
            if pending.isEmpty { out += "  nothing to do\n" }
            for item in pending { line(item, into: &out) }
        }
        if showDone {
            if showPending { out += "\n" }
            out += "Completed (\(done.count))\n"
            if done.isEmpty { out += "  none yet\n" }
            for item in done { line(item, into: &out) }
        }
        return out
    }

    private mutating func line(_ item: TodoItem, into out: inout String) {
        out += "  "
        out += item.id.prefix(Self.shortIDLength)
        out += item.done ? "  [x] " : "  [ ] "
        switch item.importance {
        case .important: out += "!! "
        case .low: out += "↓ "
        case .basic: break
        }
        out += item.text.isEmpty ? "(no text)" : Self.singleLine(item.text)
        if let deadline = item.deadline {
            out += "  (due "
            out += days.string(deadline)
            out += ListQuery.isOverdue(item, startOfToday: startOfToday) ? ", OVERDUE)" : ")"
        }
        if !ownerTags.isEmpty, let owner = ownerTags[item.id] {
            out += "  · "
            out += owner
        }
        out += "\n"
    }

    /// Every field of one todo, and its owner when given.
    public mutating func detail(_ item: TodoItem, owner: String? = nil) -> String {
        var lines = [
            "id:          \(item.id)",
            "text:        \(item.text)",
            "status:      \(item.done ? "done" : "pending")",
            "importance:  \(item.importance.rawValue)",
        ]
        if let deadline = item.deadline {
            let overdue = ListQuery.isOverdue(item, startOfToday: startOfToday) ? " (overdue)" : ""
            lines.append("due:         \(days.string(deadline))\(overdue)")
        }
        if let color = item.color { lines.append("color:       \(color)") }
        lines.append("created:     \(Self.timestamp(item.createdAt))")
        lines.append("changed:     \(Self.timestamp(item.changedAt))")
        lines.append("changed by:  \(item.lastUpdatedBy)")
        if let owner { lines.append("owner:       \(owner)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func singleLine(_ text: String) -> String {
        // A byte scan first: most texts have no line break, and Character iteration is slow.
        text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C || $0 == 0xC2 || $0 == 0xE2 })
            && text.contains(where: \.isNewline)
            ? text.split(whereSeparator: \.isNewline).joined(separator: " ⏎ ") : text
    }

    /// `YYYY-MM-DD HH:MM` in the local time zone.
    public static func timestamp(_ time: Int64) -> String {
        TimestampFormatter.string(time)
    }
}
