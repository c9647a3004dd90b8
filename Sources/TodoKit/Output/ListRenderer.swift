/// The human-readable forms of todos: the two-section list and the detail view.
public struct ListRenderer {
    /// Characters of the id shown in the list.
    public static let shortIDLength = 8
    private var days: DayFormatter
    private let startOfToday: Int64
    private let style: TerminalStyle

    /// A renderer for the day of `now`, colouring with `style` (none by default).
    public init(now: Int64, style: TerminalStyle = .plain) {
        days = DayFormatter()
        startOfToday = DateInput.startOfDay(now)
        self.style = style
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
        if item.done {
            out += "  "
            style.append("[x]", .done, to: &out)
            out += " "
        } else {
            out += "  [ ] "
        }
        switch item.importance {
        case .important:
            style.append("!!", .important, to: &out)
            out += " "
        case .low:
            style.append("↓", .low, to: &out)
            out += " "
        case .basic: break
        }
        let text = item.text.isEmpty ? "(no text)" : Self.singleLine(item.text)
        if item.done { style.append(text, .faded, to: &out) } else { out += text }
        if let deadline = item.deadline {
            out += "  "
            if ListQuery.isOverdue(item, startOfToday: startOfToday) {
                style.append("(due \(days.string(deadline)), OVERDUE)", .overdue, to: &out)
            } else {
                out += "(due "
                out += days.string(deadline)
                out += ")"
            }
        }
        out += "\n"
    }

    /// Every field of one todo.
    public mutating func detail(_ item: TodoItem) -> String {
        var lines = [
            "id:          \(item.id)",
            "text:        \(item.text)",
            "status:      \(item.done ? style.paint("done", .done) : "pending")",
            "importance:  \(importance(item.importance))",
        ]
        if let deadline = item.deadline {
            let due = days.string(deadline)
            lines.append(
                ListQuery.isOverdue(item, startOfToday: startOfToday)
                    ? "due:         \(style.paint("\(due) (overdue)", .overdue))" : "due:         \(due)")
        }
        if let color = item.color { lines.append("color:       \(color)") }
        lines.append("created:     \(Self.timestamp(item.createdAt))")
        lines.append("changed:     \(Self.timestamp(item.changedAt))")
        lines.append("changed by:  \(item.lastUpdatedBy)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func importance(_ importance: Importance) -> String {
        switch importance {
        case .important: style.paint(importance.rawValue, .important)
        case .low: style.paint(importance.rawValue, .low)
        case .basic: importance.rawValue
        }
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
