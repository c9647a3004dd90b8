import ArgumentParser
import TodoKit

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one todo in full.")

    @Argument(help: "The id, or a unique prefix of it.")
    var id: String

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let (item, now) = try options.run { manager throws(TodoError) in
            (try manager.resolve(id), manager.settings.now())
        }
        var renderer = ListRenderer(now: now, style: options.style)
        Console.out(options.json ? WireJSON.string(item) + "\n" : renderer.detail(item))
    }
}
