import TodoModel
import TodoValues

/// A todo named in a message.
public enum TodoWords {
    /// A short, quoted description of a todo for messages.
    public static func describe(_ item: TodoItem) -> String {
        // Recurrence and waiting (issue 35): the text without its rec:, t: and until: tokens.
        let shown = TextTokens.displayText(item.text)
        let text = shown.count > 60 ? String(shown.prefix(59)) + "…" : shown
        return TerminalText.escape("\(item.id.prefix(ListRenderer.shortIDLength)) \"\(text)\"")
    }
}
