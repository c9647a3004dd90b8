import ArgumentParser
import TodoKit
import TodoValues

/// The commonest lines, `todo add WORDS…` and `todo list` with no option at all, built without
/// argument-parser's parse: that parse reflects the command's and the global options' property
/// wrappers, and the runtime's first look-ups of their conformances are about a fifth of `todo add`.
///
/// It builds the values argument-parser would: the words as given and every option unset (a
/// test holds the two to each other over many lines). Any line it is not sure of (a word that
/// starts with `-`, so an option, `--`, a negative number or a help request; words that
/// ``AddCommand/validate()`` refuses; `list` with anything after it) is `nil`: then
/// argument-parser parses it, errors and help included.
enum QuickParse {
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let first = arguments.first else { return list() }
        switch CommandName(typed: first) {
        case .add: return add(Array(arguments.dropFirst()))
        case .list: return arguments.count <= 1 ? list() : nil
        default: return nil
        }
    }

    private static func add(_ words: [String]) -> AddCommand? {
        guard !words.contains(where: { $0.hasPrefix("-") }) else { return nil }
        var command = AddCommand()
        command.words = words
        command.importance = .basic
        command.due = nil
        command.color = nil
        command.local = false
        command.context = nil  // Contexts (issue 35)
        command.noContext = false
        command.recur = nil
        command.until = nil
        command.wait = nil
        command.options = .unset
        guard (try? command.validate()) != nil else { return nil }
        return command
    }

    private static func list() -> ListCommand {
        var command = ListCommand()
        command.filter = nil
        command.sort = .created
        command.search = []
        command.overdue = false
        command.without = []
        command.filters = []
        command.context = nil  // Contexts (issue 35)
        command.noContext = false
        command.waiting = false
        command.due = nil
        command.dueBefore = nil
        command.dueAfter = nil
        command.options = .unset
        return command
    }
}
