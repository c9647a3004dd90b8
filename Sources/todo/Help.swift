import ArgumentParser
import TodoKit
import TodoText
import TodoValues

/// Each command's configuration, with its help in the user's language (``HelpText``).
enum Help {
    /// The configuration of the subcommand `name`: its abstract, and its `HelpText.page(_:subcommand:_:)` as the
    /// discussion.
    static func command(
        _ name: CommandName, _ abstract: MessageKey, discussion: MessageKey? = nil
    ) -> CommandConfiguration {
        var configuration = CommandConfiguration(
            commandName: name.rawValue, abstract: Messages.text(abstract),
            discussion: HelpText.page(name, discussion), aliases: name.aliases)
        // A command of `todo`. argument-parser reads this only of the command a parse starts
        // from: help and usage start from `todo` itself and are unchanged; a line that names its
        // command and is parsed from it (`Todo.parseNamed`) then skips the search for
        // `--generate-completion-script` (a line with one is parsed from the root), which was
        // half of that parse.
        configuration._superCommandName = "todo"
        return configuration
    }
}

extension Help {
    /// argument-parser's help page `text`, without its own `--version` line ("Show the
    /// version.", which it adds to every command's page because `todo` has a version) when the
    /// command has a `--version` of its own (`todo log ID --version K`): one `--version` per page
    /// (issue 41, point 7).
    static func page(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let versions = lines.indices.filter { lines[$0].drop(while: \.isWhitespace).hasPrefix("--version") }
        guard versions.count > 1,
            let builtIn = versions.first(where: { lines[$0].hasSuffix("Show the version.") })
        else { return text }
        var kept = lines
        kept.remove(at: builtIn)
        return kept.joined(separator: "\n")
    }
}

extension ArgumentHelp {
    /// Help in the user's language: the message `key`, and the name of the option's value.
    static func words(
        _ key: MessageKey, value: String? = nil, visibility: ArgumentVisibility = .default
    ) -> ArgumentHelp {
        ArgumentHelp(Messages.text(key), valueName: value, visibility: visibility)
    }

    /// The help of the option of setting `key`, from the setting table (``SettingKey/optionHelp``).
    static func setting(_ key: SettingKey) -> ArgumentHelp {
        guard let (message, value) = key.optionHelp else { return ArgumentHelp() }
        return words(message, value: value)
    }
}
