import ArgumentParser
import TodoKit
import TodoText

struct ShowCommand: ParsableCommand {
    static let configuration = Help.command("show", .helpShowAbstract)

    @Argument(help: .words(.helpID)) var id: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let (item, now) = try options.context().read { stores throws(TodoError) in
            let (item, manager) = try stores.resolve(id)
            return (OwnedItem(item, owner: stores.owner(in: manager)), stores.primary.settings.now())
        }
        var renderer = ListRenderer(now: now, style: options.style)
        Console.rendered(
            options.json
                ? WireJSON.string(item) + "\n"
                : renderer.detail(item.item, owner: StoreSelection.displayName(of: item.owner)))
    }
}
