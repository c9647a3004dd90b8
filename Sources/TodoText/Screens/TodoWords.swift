import TodoKit
import TodoModel

/// A todo named in a message.
public enum TodoWords {
    /// A short, quoted description of a todo for messages.
    public static func describe(_ item: TodoItem) -> String {
        let text = item.text.count > 60 ? String(item.text.prefix(59)) + "…" : item.text
        return TerminalText.escape("\(item.id.prefix(ListRenderer.shortIDLength)) \"\(text)\"")
    }
}
