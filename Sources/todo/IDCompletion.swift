import ArgumentParser
import Glibc
import TodoKit
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
        // Never wait long for another command's lock while the user is typing.
        setenv("TODO_LOCK_TIMEOUT", "1", 1)
        guard let options = try? GlobalOptions.parse(CompletionStore.homeArguments(in: arguments)),
            let settings = try? options.makeContext().selection.primary
        else { return nil }
        return CompletionStore.state(settings: settings)
    }
}
