/// What `todo context WORDS` asks (issue 35): `todo context NAME` activates a context, `none`
/// clears it, no word lists them; `set NAME FILTER` and `rm NAME` save and delete one.
public enum ContextAction: Equatable, Sendable {
    /// `todo context`: the saved contexts.
    case list
    /// `todo context set NAME FILTER…`: saves a context.
    case set(name: String, filter: String)
    /// `todo context rm NAME`: deletes one.
    case remove(String)
    /// `todo context none`: no context is active.
    case clear
    /// `todo context NAME`: makes it the active one.
    case activate(String)

    /// The action `words` ask; `nil` for words in a form `todo context` does not take.
    public init?(words: [String]) {
        guard let first = words.first else {
            self = .list
            return
        }
        switch first {
        case "set":
            guard words.count >= 3 else { return nil }
            self = .set(name: words[1], filter: words[2...].joined(separator: " "))
        case "rm":
            guard words.count == 2 else { return nil }
            self = .remove(words[1])
        case "none":
            guard words.count == 1 else { return nil }
            self = .clear
        default:
            guard words.count == 1 else { return nil }
            self = .activate(first)
        }
    }

    /// What a change did: the action, with the filter as saved for `set` and the activated one's.
    public enum Done: Equatable, Sendable {
        /// The context `name` is saved with `filter` (as written to the file).
        case saved(name: String, filter: String)
        /// The context is deleted.
        case removed(String)
        /// No context is active.
        case cleared
        /// The context `name` is active; its filter.
        case activated(name: String, filter: String)
    }
}
