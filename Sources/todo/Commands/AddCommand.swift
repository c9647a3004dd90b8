import ArgumentParser
import TodoKit

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a todo (with no text: \"New todo\")."
    )

    @Argument(help: "The text; several words are joined with spaces.")
    var words: [String] = []

    @Option(name: .long, help: "low, basic or important.", transform: Parsing.importance)
    var importance: Importance = .basic

    @Option(name: .long, help: ArgumentHelp("YYYY-MM-DD, today, tomorrow, +3d, +2w.", valueName: "date"))
    var due: String?

    @Option(name: .long, help: ArgumentHelp("A colour, #RRGGBB.", valueName: "#RRGGBB"), transform: Parsing.color)
    var color: String?

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let (item, note) = try await options.change { manager throws(TodoError) in
            let deadline = try due.map { raw throws(TodoError) in try Parsing.due(raw, now: manager.settings.now()) }
            let text = words.isEmpty ? "New todo" : words.joined(separator: " ")
            return try manager.add(ItemDraft(text: text, importance: importance, deadline: deadline, color: color))
        }
        Console.line(
            options.json
                ? WireJSON.string(item)
                : Messages.text(.changeAdded, ["todo": Console.describe(item), "push": note.suffix]))
    }
}
