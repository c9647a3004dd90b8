import TodoKit
import TodoModel
import TodoText
import TodoValues

extension ChangeWords {
    /// Shows a change of `item`: its element with `--json`, else the line `key` naming it, which
    /// ends in `push` (the quick push's note).
    public static func show(_ item: TodoItem, _ key: MessageKey, push: String, json: Bool) {
        Console.line(
            json: json,
            json ? WireJSON.string(item) : Messages.text(key, ["todo": TodoWords.describe(item), "push": push]))
    }

    /// Shows a change of each of `items` (``show(_:_:push:json:)``); the last line ends in `push`.
    public static func show(_ items: [TodoItem], _ key: MessageKey, push: String, json: Bool) {
        for (index, item) in items.enumerated() {
            show(item, key, push: index == items.count - 1 ? push : "", json: json)
        }
    }

    /// Shows what `todo clear` deleted: the elements as one array with `--json`, else how many,
    /// ending in `push`.
    public static func cleared(_ removed: [TodoItem], push: String, json: Bool) {
        Console.line(
            json: json,
            json
                ? WireJSON.string(removed)
                : Messages.plural(removed.count, one: .clearRemovedOne, other: .clearRemovedOther, ["push": push]))
    }

    /// Shows what `todo import` did: the summary as JSON with `--json`, else its line
    /// (``imported(_:push:)``), ending in `push`.
    public static func show(imported summary: ImportSummary, push: String, json: Bool) {
        if json {
            Console.json(WireJSON.string(summary))
        } else {
            Console.line(imported(summary, push: push))
        }
    }
}
