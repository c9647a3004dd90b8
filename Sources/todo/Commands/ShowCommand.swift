import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

struct ShowCommand: ParsableCommand {
    static let configuration = Help.command(.show, .helpShowAbstract)

    @Argument(help: .words(.helpID)) var id: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let context = try options.context()
        let (item, now, deviceID) = try context.read { stores throws(TodoError) in
            let (item, manager) = try stores.resolve(id)
            return (
                OwnedItem(item, owner: stores.owner(in: manager)), stores.primary.settings.now(), try manager.deviceID()
            )
        }
        var renderer = ListRenderer(now: now, style: options.style)
        // Devices by name and alias, as `todo log` and `todo conflicts` show them (issue 41, point 6).
        Console.rendered(
            options.json
                ? WireJSON.string(item) + "\n"
                : renderer.detail(
                    item.item, owner: TodoOwner.displayName(of: item.owner),
                    names: context.deviceNames(ownID: deviceID)))
    }
}
