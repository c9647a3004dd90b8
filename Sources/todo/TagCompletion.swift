import ArgumentParser
import TodoKit
import TodoModel
import TodoText

/// Shell completion of `todo list`'s filters: the tags and contexts the todos use, most used
/// first, each also as `-+tag` (without it).
enum TagCompletion {
    static let kind = CompletionKind.custom { arguments, _, prefix in
        guard let state = IDCompletion.state(arguments: arguments) else { return [] }
        return CompletionLines.tags(in: state.items.values.map(\.text), typed: prefix)
    }
}
