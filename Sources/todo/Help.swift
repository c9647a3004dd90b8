import ArgumentParser
import TodoKit
import TodoText

/// Each command's configuration, with its help in the user's language (``HelpText``).
enum Help {
    /// The configuration of the subcommand `name`: its abstract, and its `HelpText.page(_:_:)` as the
    /// discussion.
    static func command(
        _ name: String, _ abstract: MessageKey, discussion: MessageKey? = nil, aliases: [String] = []
    ) -> CommandConfiguration {
        var configuration = CommandConfiguration(
            commandName: name, abstract: Messages.text(abstract), discussion: HelpText.page(name, discussion),
            aliases: aliases)
        // A command of `todo`. argument-parser reads this only of the command a parse starts
        // from: help and usage start from `todo` itself and are unchanged; a line that names its
        // command and is parsed from it (`Todo.parseNamed`) then skips the search for
        // `--generate-completion-script` (a line with one is parsed from the root), which was
        // half of that parse.
        configuration._superCommandName = "todo"
        return configuration
    }
}

extension ArgumentHelp {
    /// Help in the user's language: the message `key`, and the name of the option's value.
    static func words(
        _ key: MessageKey, value: String? = nil, visibility: ArgumentVisibility = .default
    ) -> ArgumentHelp {
        ArgumentHelp(Messages.text(key), valueName: value, visibility: visibility)
    }
}
