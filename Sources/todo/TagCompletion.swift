import ArgumentParser
import TodoKit
import TodoModel

/// Shell completion of `todo list`'s filters: the tags and contexts the todos use, most used
/// first, each also as `-+tag` (without it).
enum TagCompletion {
    static let kind = CompletionKind.custom { arguments, _, prefix in
        guard let state = IDCompletion.state(arguments: arguments) else { return [] }
        return words(in: state.items.values.map(\.text), typed: prefix)
    }

    /// The tags of `texts`, most used first (ties in the order first seen), matching what is typed:
    /// `-+ho` offers the tags to leave out.
    static func words(in texts: [String], typed prefix: String) -> [String] {
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
