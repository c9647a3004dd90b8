import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// `todo help options` (or `todo options`): the global options, shown once rather than on every
/// command's page.
struct OptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: CommandName.options.rawValue,
        abstract: Messages.text(.helpOptionsAbstract),
        // With --color (issue 35), which is not one of GlobalOptions: see ColorOption.
        discussion: Messages.text(
            .helpOptionsDiscussion, ["variables": SettingKey.helpEnvironmentNames.joined(separator: ", ")])
            + "\n\n" + Messages.text(.helpOptionsColor)
    )

    @OptionGroup(title: Messages.text(.helpOptionsTitle)) var options: GlobalOptions

    func run() {
        Console.out(Todo.helpMessage(for: OptionsCommand.self) + "\n")
    }
}
