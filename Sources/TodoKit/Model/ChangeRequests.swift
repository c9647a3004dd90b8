import TodoFormats
import TodoModel
import TodoValues

extension DateInput {
    /// The due date `raw` names (see ``parse(_:now:language:)``), in the user's language as well
    /// as English; `nil` for `none`, which clears it. A `.usage` error naming the forms it takes otherwise, and for an
    /// instant outside ``TodoFields/times``: `add` and `edit` take the deadlines `import` takes, no others.
    public static func due(_ raw: String, now: Int64) throws(TodoError) -> Int64? {
        if raw.trimmingWhitespace().lowercased() == "none" { return nil }
        guard let value = parse(raw, now: now, language: Language.current), TodoFields.times.contains(value) else {
            throw .usage(.parseDue, ["value": raw, "forms": acceptedForms(language: Language.current)])
        }
        return value
    }
}

/// What `todo add` was asked: the text (already in the user's words when none was typed, with
/// the applied context's tags) and the options as typed.
public struct AddRequest: Sendable {
    /// The text, with the tags of the applied context it lacked (issue 35).
    public var text: String
    /// `--importance`.
    public var importance: Importance
    /// `--due`, as typed.
    public var due: String?
    /// `--color`, checked (`#RRGGBB`).
    public var color: String?
    /// `--local`: the device's own store, not the account's.
    public var local: Bool
    /// `--recur`, `--until` and `--wait` (issue 35).
    public var recurrence: RecurrenceOptions

    /// The request as typed; the todo gets the tags of `context` (the applied context's filter).
    public init(
        text: String, importance: Importance, due: String?, color: String?, local: Bool, context: ContextFilter?,
        recurrence: RecurrenceOptions
    ) {
        self.text = context.map { $0.tagging(text) } ?? text
        self.importance = importance
        self.due = due
        self.color = color
        self.local = local
        self.recurrence = recurrence
    }
}

extension StoreSet {
    /// Adds the todo `request` asks for to the account's store, or with `local` to the device's
    /// own: the todo and whether it went to the device's own store while logged in; it pushes
    /// when it went to the primary store. A `.usage` error for `local` with a server and no login.
    public func add(_ request: AddRequest) throws(TodoError) -> (
        value: (item: TodoItem, deviceOnly: Bool), pushes: Bool
    ) {
        let manager = try target(local: request.local)
        let now = manager.settings.now()
        let deadline = try request.due.flatMap { raw throws(TodoError) in try DateInput.due(raw, now: now) }
        var text = request.text
        // A `rec:` typed in the text is a series as --recur's (issue 41): checked, anchored.
        if !request.recurrence.isEmpty || TextTokens.read(text).rule != nil {
            text = try request.recurrence.applied(to: text, deadline: deadline, now: now)
        }
        let item = try manager.add(
            ItemDraft(text: text, importance: request.importance, deadline: deadline, color: request.color))
        return ((item, manager !== primary && local != nil), manager === primary)
    }

    /// The store a todo goes to: the account's, or with `local` the device's own.
    private func target(local asked: Bool) throws(TodoError) -> DataManager {
        guard asked else { return primary }
        if let device = local { return device }
        guard primary.settings.server == nil else { throw .usage(.addLocalWithoutLogin) }
        return primary
    }
}

/// What `todo edit` was asked, the options as typed.
public struct EditRequest: Sendable {
    /// `--text`.
    public var text: String?
    /// `--importance`.
    public var importance: Importance?
    /// The due date as typed (`--due`), or cleared (`--no-due`).
    public var due: ItemEdit.OptionalChange<String>?
    /// The colour (`--color`), or cleared (`--clear-color`).
    public var color: ItemEdit.OptionalChange<String>?
    /// `--recur`, `--until` and `--wait` (issue 35).
    public var recurrence: RecurrenceOptions

    /// The request as typed (`due` and `noDue`, `color` and `clearColor` are never both given).
    public init(
        text: String?, importance: Importance?, due: String?, noDue: Bool, color: String?, clearColor: Bool,
        recurrence: RecurrenceOptions
    ) {
        self.text = text
        self.importance = importance
        self.due = noDue ? .clear : due.map { .set($0) }
        self.color = clearColor ? .clear : color.map { .set($0) }
        self.recurrence = recurrence
    }

    /// The edit of `item` asked, read at `now`: the recurrence's tokens written into the text.
    public func edit(of item: TodoItem, now: Int64) throws(TodoError) -> ItemEdit {
        var edit = ItemEdit(text: text, importance: importance, color: color)
        switch due {
        case .set(let raw): edit.deadline = try DateInput.due(raw, now: now).map { .set($0) } ?? .clear
        case .clear: edit.deadline = .clear
        case nil: break
        }
        // Recurrence and waiting (issue 35): the tokens in the text.
        // A repeating todo's new due date moves the series' anchor (issue 41).
        var dueSet = false
        if case .set = edit.deadline { dueSet = TextTokens.read(item.text).rule != nil }
        if !recurrence.isEmpty || text != nil || edit.deadline == .clear || dueSet {
            let deadline: Int64? =
                switch edit.deadline {
                case .set(let value): value
                case .clear: nil
                case nil: item.deadline
                }
            edit.text = try recurrence.applied(
                to: text ?? item.text, previous: item.text, deadline: deadline, dueChanged: dueSet,
                dueCleared: edit.deadline == .clear, now: now)
        }
        return edit
    }
}

extension DataManager {
    /// Marks the todos `ids` done or pending again (``setDoneRepeating(_:done:command:)``): each
    /// todo, whether it already was, and the next occurrence `done` made of it (issue 35).
    public func mark(
        _ ids: [String], done: Bool, command: CommandName
    ) throws(TodoError) -> [(item: TodoItem, already: Bool, next: TodoItem?)] {
        let marked = try setDoneRepeating(ids, done: done, command: command)
        let made = Dictionary(marked.successors.map { ($0.id, $0) }) { first, _ in first }
        return marked.results.map { result in
            let next = result.item.deadline.flatMap { deadline in
                made[Recurrence.successorID(of: result.item.id, deadline: deadline)]
            }
            return (result.item, result.already, next)
        }
    }
}
