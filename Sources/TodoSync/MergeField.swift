import TodoModel

/// A field of a todo as the merge compares it: the contract's fields, and each token of the text
/// (`rec:`, `t:`, `until:`) on its own, apart from the words around them.
///
/// Its ``name`` is what a conflict record keeps and `todo conflicts` shows: the name `todo edit`
/// gives the field (`text`, `done`, `importance`, `due`, `color`, `recur`, `wait`, `until`).
public enum MergeField: Hashable, Sendable {
    /// The words of the text, its tokens left out.
    case text
    /// A field of the contract's, one of ``TodoField/merged`` (`done`, `importance`, `due`,
    /// `color`, `created`: `created_at`, which no command changes but two creations of one id may
    /// differ in).
    case field(TodoField)
    /// One token of the text.
    case token(TextTokens.Key)

    /// Every field, in the order records and screens list them.
    public static var all: [MergeField] {
        [.text] + TodoField.merged.map { .field($0) } + TextTokens.Key.allCases.map { .token($0) }
    }

    /// The field's name in a conflict record.
    public var name: String {
        switch self {
        case .text: "text"
        case .field(let field): field.mergeName ?? field.name
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
        case .field(let field): !field.same(a, b)
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
        case .field(let field): field.copy(from: source, into: &target)
        case .token(let key):
            let value = TextTokens.values(source.text)[key]
            if TextTokens.values(target.text)[key] != value {
                target.text = TextTokens.setting(key, value.map(String.init), in: target.text)
            }
        }
        return target
    }
}
