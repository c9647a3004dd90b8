import TodoKit
import TodoText
import TodoValues

/// `--color auto|always|never` (issue 35), taken off the line before argument-parser sees it:
/// `todo add` and `todo edit` have a `--color #RRGGBB` of their own (the todo's colour), so the
/// terminal's cannot be an option of the executable's `GlobalOptions` (argument-parser refuses
/// two options of one name). Taken only with one of its three words (`--color never`, `--color=always`); another
/// value is the todo's colour for `add` and `edit`, and a usage error (exit 64) elsewhere.
public enum ColorOption {
    /// The three words.
    public static let words = ["auto", "always", "never"]

    /// What the line asks, and the line without it; a message for a bad value.
    public static func extract(_ arguments: [String]) -> (choice: ColorChoice?, rest: [String], error: String?) {
        var rest: [String] = []
        var choice: ColorChoice?
        var index = 0
        let ownsColor = arguments.contains { [CommandName.add, .edit].contains(CommandName(typed: $0)) }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            var value: String?
            var width = 1
            if argument.hasPrefix("--color=") {
                value = String(argument.dropFirst("--color=".count))
            } else if argument == "--color", index + 1 < arguments.count {
                value = arguments[index + 1]
                width = 2
            } else if argument == "--color", !ownsColor {
                value = ""
            }
            if let value {
                if let picked = ColorChoice(rawValue: value) {
                    choice = picked
                    index += width
                    continue
                }
                if !ownsColor {
                    return (nil, arguments, Messages.text(.colorChoiceInvalid, ["value": value]))
                }
            }
            rest.append(argument)
            index += 1
        }
        return (choice, rest, nil)
    }
}

extension ColorOption {
    /// Takes `--color` off `arguments` (``extract(_:)``) and sets ``TerminalStyle/choice`` (`auto`
    /// when not given); the line without it, or `nil` after saying on standard error that its
    /// value is none of the three words.
    public static func take(_ arguments: [String]) -> [String]? {
        let color = extract(arguments)
        if let message = color.error {
            Console.error(message)
            return nil
        }
        TerminalStyle.choice = color.choice ?? .auto
        return color.rest
    }
}
