import TodoModel

/// A field of a todo as the merge compares it: the contract's fields, and each token of the text
/// (`rec:`, `t:`, `until:`) on its own, apart from the words around them.
///
/// Its ``name`` is what a conflict record keeps and `todo conflicts` shows: the name `todo edit`
/// gives the field (`text`, `done`, `importance`, `due`, `color`, `recur`, `wait`, `until`).
public enum MergeField: Hashable, Sendable {
    /// The words of the text, its tokens left out.
    case text
    case done
    case importance
    case due
    case color
    /// `created_at`: no command changes it; two creations of one id may differ in it.
    case created
    /// One token of the text.
    case token(TextTokens.Key)

    /// Every field, in the order records and screens list them.
    public static var all: [MergeField] {
        [.text, .done, .importance, .due, .color, .created] + TextTokens.Key.allCases.map { .token($0) }
    }

    /// The field's name in a conflict record.
    public var name: String {
        switch self {
        case .text: "text"
        case .done: "done"
        case .importance: "importance"
        case .due: "due"
        case .color: "color"
        case .created: "created"
        case .token(let key):
            switch key {
            case .recurrence: "recur"
            case .wait: "wait"
            default: key.rawValue
            }
        }
    }

    /// The field a record's name names; `nil` for a name this version does not know.
    public init?(name: String) {
        guard let field = Self.all.first(where: { $0.name == name }) else { return nil }
        self = field
    }

    /// Whether `a` and `b` hold different values of this field.
    public func differs(_ a: TodoItem, _ b: TodoItem) -> Bool {
        switch self {
        case .text: TextTokens.displayText(a.text) != TextTokens.displayText(b.text)
        case .done: a.done != b.done
        case .importance: a.importance != b.importance
        case .due: a.deadline != b.deadline
        case .color: a.color != b.color
        case .created: a.createdAt != b.createdAt
        case .token(let key): TextTokens.values(a.text)[key] != TextTokens.values(b.text)[key]
        }
    }

    /// `target` with this field's value taken from `source` (a token set, or removed, in place;
    /// the words replaced around the target's tokens).
    public func copy(from source: TodoItem, into target: TodoItem) -> TodoItem {
        var target = target
        switch self {
        case .text:
            target.text = TextTokens.setting(TextTokens.values(target.text), in: source.text)
        case .done: target.done = source.done
        case .importance: target.importance = source.importance
        case .due: target.deadline = source.deadline
        case .color: target.color = source.color
        case .created: target.createdAt = source.createdAt
        case .token(let key):
            let value = TextTokens.values(source.text)[key]
            if TextTokens.values(target.text)[key] != value {
                target.text = TextTokens.setting(key, value.map(String.init), in: target.text)
            }
        }
        return target
    }
}
