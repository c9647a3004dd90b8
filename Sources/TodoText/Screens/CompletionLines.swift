import TodoModel
import TodoStore
import TodoValues

/// Shell completions of ids, with each todo's text as the description where the shell shows one.
public enum CompletionLines {
    /// Which todos a command completes.
    public enum Kind: Sendable {
        case pending
        case done
        case all
    }

    /// One completion per todo, as the shell wants it: `3:Buy milk` (zsh), `3<TAB>Buy milk` (fish),
    /// `3` (bash).
    public static func ids(_ kind: Kind, state: StoreState, shell: String?) -> [String] {
        var values: [(String, TodoItem)] = []
        if kind != .done {
            for number in state.numbers.byNumber.keys.sorted() {
                if let item = state.item(number: number) { values.append((String(number), item)) }
            }
        }
        if kind != .pending {
            for item in state.items.values where item.done {
                values.append((String(item.id.prefix(ListRenderer.shortIDLength)).lowercased(), item))
            }
        }
        return values.map { value, item in
            let text = TerminalText.escape(
                item.text.split(whereSeparator: \.isNewline).joined(separator: " "))
            switch shell {
            case "zsh": return value + ":" + text
            case "fish": return value + "\t" + text
            default: return value
            }
        }
    }

    /// The tags of `texts`, most used first (ties in the order first seen), matching what is typed:
    /// `-+ho` offers the tags to leave out.
    public static func tags(in texts: [String], typed prefix: String) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for text in texts {
            for tag in Tags.words(in: text) {
                if counts[tag] == nil { order.append(tag) }
                counts[tag, default: 0] += 1
            }
        }
        let ranked = order.enumerated().sorted { a, b in
            let (ca, cb) = (counts[a.element] ?? 0, counts[b.element] ?? 0)
            return ca != cb ? ca > cb : a.offset < b.offset
        }.map(\.element)
        let offered = prefix.hasPrefix("-") ? ranked.map { "-" + $0 } : ranked
        return offered.filter { $0.hasPrefix(prefix) }
    }
}
