import ArgumentParser
import FoundationEssentials
import Glibc
import TodoKit
import TodoModel
import TodoStore

/// Shell completion of ids: the short numbers of pending todos (and id prefixes of completed
/// ones), each with its todo's text as the description in zsh and fish (bash shows values only).
enum IDCompletion {
    enum Kind {
        case pending
        case done
        case all
    }

    static let pending = CompletionKind.custom { arguments, _, _ in candidates(.pending, arguments: arguments) }
    static let done = CompletionKind.custom { arguments, _, _ in candidates(.done, arguments: arguments) }
    static let all = CompletionKind.custom { arguments, _, _ in candidates(.all, arguments: arguments) }

    /// The completions for `kind`, read from the store the command line names (`--home`), or the
    /// configured one; none when it cannot be read (a completion never prints an error).
    static func candidates(_ kind: Kind, arguments: [String]) -> [String] {
        guard let state = state(arguments: arguments) else { return [] }
        return lines(kind, state: state, shell: ProcessEnvironment.value("SAP_SHELL"))
    }

    /// The store the command line names (`--home`), or the configured one, read without waiting
    /// long for another command's lock; `nil` when it cannot be read.
    static func state(arguments: [String]) -> StoreState? {
        var homeArguments: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--home", index + 1 < arguments.count {
                homeArguments = ["--home", arguments[index + 1]]
            } else if argument.hasPrefix("--home=") {
                homeArguments = [argument]
            }
        }
        // Never wait long for another command's lock while the user is typing.
        setenv("TODO_LOCK_TIMEOUT", "1", 1)
        guard let options = try? GlobalOptions.parse(homeArguments),
            let settings = try? options.makeContext().selection.primary,
            let manager = try? DataManager(settings: settings, readOnly: true)
        else { return nil }
        defer { manager.close() }
        return try? manager.state()
    }

    /// One completion per todo, as the shell wants it: `3:Buy milk` (zsh), `3<TAB>Buy milk` (fish),
    /// `3` (bash).
    static func lines(_ kind: Kind, state: StoreState, shell: String?) -> [String] {
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
}
