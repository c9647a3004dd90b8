import TodoModel

/// The saved list filters of this device (`todo context`) and the active one, kept in the
/// config file as `context.NAME = FILTER` and `context = NAME`.
///
/// A filter is words as `todo list` takes them: `+tag` and `@context` a todo must have, `-+tag`
/// one it must not have, any other word must appear in its text.
public struct Contexts: Sendable, Equatable {
    /// The config key of the active context's name.
    public static let activeKey = "context"
    /// The prefix of a saved context's config key (`context.work`).
    public static let keyPrefix = "context."
    /// The names no context may have: the words of `todo context` itself.
    public static let reserved: Set<String> = ["set", "rm", "none", "help", "list", "ls"]

    /// The saved filters by name.
    public var saved: [String: String]
    /// The active context's name, if any.
    public var active: String?

    /// The contexts a config file's `values` hold.
    public init(values: [String: String]) {
        var saved: [String: String] = [:]
        for (key, value) in values where key.hasPrefix(Self.keyPrefix) {
            saved[String(key.dropFirst(Self.keyPrefix.count))] = value
        }
        self.saved = saved
        active = values[Self.activeKey].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The saved names, sorted.
    public var names: [String] { saved.keys.sorted() }

    /// Checks a context's name: a letter first, then letters, digits, `-` and `_`, at most 40,
    /// not a word of `todo context`; a `.usage` error otherwise.
    public static func validate(name: String) throws(TodoError) -> String {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 40,
            first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            })
        else {
            throw .usage(.contextNameInvalid, ["name": name])
        }
        guard !reserved.contains(name.lowercased()) else { throw .usage(.contextNameReserved, ["name": name]) }
        return name
    }

    /// The filter of the context `name`; a `.usage` error naming it when no such context is saved.
    public func filter(named name: String) throws(TodoError) -> ContextFilter {
        guard let text = saved[name] else {
            let known = names.isEmpty ? "-" : names.joined(separator: ", ")
            throw .usage(.contextUnknown, ["name": name, "known": known])
        }
        return try ContextFilter(text)
    }

    /// The context a command applies: `named` when given, none with `off`, else the active one
    /// (its name and filter). A `.usage` error for a name that is not saved.
    public func applied(named: String?, off: Bool) throws(TodoError) -> (name: String, filter: ContextFilter)? {
        if off { return nil }
        guard let name = named ?? active else { return nil }
        return (name, try filter(named: name))
    }
}

/// A context's filter, read: the tags a todo must have, those it must not, and words of its text.
public struct ContextFilter: Sendable, Equatable {
    /// `+tag` and `@context` words a todo must have.
    public var tags: [String] = []
    /// Tags a todo must not have (written `-+tag`).
    public var withoutTags: [String] = []
    /// Other words, which must appear in the text.
    public var words: [String] = []

    /// Reads `text`; a `.usage` error when it is blank or a word starts with `-` and is not `-+tag`.
    public init(_ text: String) throws(TodoError) {
        let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !parts.isEmpty else { throw .usage(.contextFilterEmpty) }
        for part in parts {
            if Tags.isTag(part) {
                tags.append(part)
            } else if part.hasPrefix("-") {
                let tag = String(part.dropFirst())
                guard Tags.isTag(tag) else { throw .usage(.contextFilterWord, ["word": part]) }
                withoutTags.append(tag)
            } else {
                words.append(part)
            }
        }
    }

    /// `text` with the filter's tags it lacks added at its end (what `todo add` saves).
    public func tagging(_ text: String) -> String {
        let missing = tags.filter { !Tags.text(text, has: $0) }
        return missing.isEmpty ? text : text + " " + missing.joined(separator: " ")
    }

    /// Whether a todo of `text` passes the filter, as `todo list` applies it (``narrowing(_:)``):
    /// every tag, no excluded tag, every word (case-insensitive).
    public func matches(_ text: String) -> Bool {
        let lower = text.lowercased()
        return words.allSatisfy { lower.contains($0.lowercased()) } && tags.allSatisfy { Tags.text(text, has: $0) }
            && !withoutTags.contains { Tags.text(text, has: $0) }
    }

    /// `query` narrowed by the filter.
    public func narrowing(_ query: ListQuery) -> ListQuery {
        var query = query
        query.tags += tags
        query.withoutTags += withoutTags
        query.search += words
        return query
    }
}
