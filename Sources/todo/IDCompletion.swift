import ArgumentParser
import FoundationEssentials
import Glibc
import TodoKit
import TodoModel
import TodoStore
import TodoText

/// Shell completion of ids: the short numbers of pending todos (and id prefixes of completed
/// ones), each with its todo's text as the description in zsh and fish (bash shows values only).
enum IDCompletion {
    static let pending = CompletionKind.custom { arguments, _, _ in candidates(.pending, arguments: arguments) }
    static let done = CompletionKind.custom { arguments, _, _ in candidates(.done, arguments: arguments) }
    static let all = CompletionKind.custom { arguments, _, _ in candidates(.all, arguments: arguments) }

    /// The completions for `kind`, read from the store the command line names (`--home`), or the
    /// configured one; none when it cannot be read (a completion never prints an error).
    static func candidates(_ kind: CompletionLines.Kind, arguments: [String]) -> [String] {
        guard let state = state(arguments: arguments) else { return [] }
        return CompletionLines.ids(kind, state: state, shell: ProcessEnvironment.value("SAP_SHELL"))
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
}
