/// The human-readable forms of todos: the two-section list and the detail view.
public struct ListRenderer {
    /// Characters of the id shown in the list.
    public static let shortIDLength = 8
    private var days: DayFormatter
    private let startOfToday: Int64
    /// Owners shown after a todo's line, by id (while logged in: the device's own todos).
    public var ownerTags: [String: String] = [:]
    /// The localized text around a due date, looked up once for the whole list.
    private let due: (before: String, after: String)
    private let dueOverdue: (before: String, after: String)
    private let noText: String
    private let style: TerminalStyle

    /// A renderer for the day of `now`, colouring with `style` (none by default).
    public init(now: Int64, style: TerminalStyle = .plain) {
        days = DayFormatter()
        startOfToday = DateInput.startOfDay(now)
        self.style = style
        due = Messages.parts(.listDue, around: "date")
        dueOverdue = Messages.parts(.listDueOverdue, around: "date")
        noText = Messages.text(.listNoText)
    }

    /// Pending and completed todos as two sections.
    public mutating func render(pending: [TodoItem], done: [TodoItem], showPending: Bool, showDone: Bool) -> String {
        var out = ""
        out.reserveCapacity((pending.count + done.count) * 64 + 64)
        if showPending {
            out += Messages.text(.listPendingHeading, ["count": String(pending.count)]) + "\n"
            if pending.isEmpty { out += "  " + Messages.text(.listPendingEmpty) + "\n" }
            for item in pending { line(item, into: &out) }
        }
        if showDone {
            if showPending { out += "\n" }
            out += Messages.text(.listCompletedHeading, ["count": String(done.count)]) + "\n"
            if done.isEmpty { out += "  " + Messages.text(.listCompletedEmpty) + "\n" }
            for item in done { line(item, into: &out) }
        }
        return out
    }

    private mutating func line(_ item: TodoItem, into out: inout String) {
        out += "  "
        out += TerminalText.escape(String(item.id.prefix(Self.shortIDLength)))
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
        let text = item.text.isEmpty ? noText : TerminalText.escape(Self.singleLine(item.text))
        if item.done { style.append(text, .faded, to: &out) } else { out += text }
        if let deadline = item.deadline {
            out += "  "
            if ListQuery.isOverdue(item, startOfToday: startOfToday) {
                style.append(dueOverdue.before + days.string(deadline) + dueOverdue.after, .overdue, to: &out)
            } else {
                out += due.before
                out += days.string(deadline)
                out += due.after
            }
        }
        if !ownerTags.isEmpty, let owner = ownerTags[item.id] {
            out += "  · "
            out += TerminalText.escape(owner)
        }
        out += "\n"
    }

    /// Every field of one todo, and its owner when given.
    public mutating func detail(_ item: TodoItem, owner: String? = nil) -> String {
        var lines = [
            Messages.text(.detailID, ["id": TerminalText.escape(item.id)]),
            Messages.text(.detailText, ["text": TerminalText.escape(item.text, keepNewlines: true, keepTabs: true)]),
            Messages.text(
                .detailStatus, ["status": item.done ? style.paint(Self.status(item), .done) : Self.status(item)]),
            Messages.text(.detailImportance, ["importance": paintedImportance(item.importance)]),
        ]
        if let deadline = item.deadline {
            if ListQuery.isOverdue(item, startOfToday: startOfToday) {
                let parts = Messages.parts(.detailDueOverdue, around: "date")
                lines.append(parts.before + style.paint(days.string(deadline) + parts.after, .overdue))
            } else {
                lines.append(Messages.text(.detailDue, ["date": days.string(deadline)]))
            }
        }
        if let color = item.color { lines.append(Messages.text(.detailColor, ["color": TerminalText.escape(color)])) }
        lines.append(Messages.text(.detailCreated, ["time": Self.timestamp(item.createdAt)]))
        lines.append(Messages.text(.detailChanged, ["time": Self.timestamp(item.changedAt)]))
        lines.append(Messages.text(.detailChangedBy, ["device": TerminalText.escape(item.lastUpdatedBy)]))
        if let owner { lines.append(Messages.text(.detailOwner, ["owner": TerminalText.escape(owner)])) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name of an importance, coloured as the list colours its marker.
    private func paintedImportance(_ importance: Importance) -> String {
        switch importance {
        case .important: style.paint(Self.importance(importance), .important)
        case .low: style.paint(Self.importance(importance), .low)
        case .basic: Self.importance(importance)
        }
    }

    /// "done" or "pending", in the current language.
    public static func status(_ item: TodoItem) -> String {
        Messages.text(item.done ? .itemDone : .itemPending)
    }

    /// The name of an importance in the current language.
    public static func importance(_ importance: Importance) -> String {
        switch importance {
        case .low: Messages.text(.importanceLow)
        case .basic: Messages.text(.importanceBasic)
        case .important: Messages.text(.importanceImportant)
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
