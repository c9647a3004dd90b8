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

    public init(now: Int64) {
        days = DayFormatter()
        startOfToday = DateInput.startOfDay(now)
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
        out += item.id.prefix(Self.shortIDLength)
        out += item.done ? "  [x] " : "  [ ] "
        switch item.importance {
        case .important: out += "!! "
        case .low: out += "↓ "
        case .basic: break
        }
        out += item.text.isEmpty ? noText : Self.singleLine(item.text)
        if let deadline = item.deadline {
            let parts = ListQuery.isOverdue(item, startOfToday: startOfToday) ? dueOverdue : due
            out += "  "
            out += parts.before
            out += days.string(deadline)
            out += parts.after
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
            Messages.text(.detailID, ["id": item.id]),
            Messages.text(.detailText, ["text": item.text]),
            Messages.text(.detailStatus, ["status": Self.status(item)]),
            Messages.text(.detailImportance, ["importance": Self.importance(item.importance)]),
        ]
        if let deadline = item.deadline {
            let overdue = ListQuery.isOverdue(item, startOfToday: startOfToday)
            lines.append(Messages.text(overdue ? .detailDueOverdue : .detailDue, ["date": days.string(deadline)]))
        }
        if let color = item.color { lines.append(Messages.text(.detailColor, ["color": color])) }
        lines.append(Messages.text(.detailCreated, ["time": Self.timestamp(item.createdAt)]))
        lines.append(Messages.text(.detailChanged, ["time": Self.timestamp(item.changedAt)]))
        lines.append(Messages.text(.detailChangedBy, ["device": item.lastUpdatedBy]))
        if let owner { lines.append(Messages.text(.detailOwner, ["owner": owner])) }
        return lines.joined(separator: "\n") + "\n"
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
