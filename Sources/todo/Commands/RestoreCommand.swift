import ArgumentParser
import TodoKit
import TodoText

/// `todo restore ID [K]`, `todo restore --conflict N` (and `todo conflicts restore N`, routed
/// here by ``CommandWords``): an earlier version back, as a new change (issue 34).
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = Help.command("restore", .helpRestoreAbstract, discussion: .helpRestoreDiscussion)

    @Argument(help: .words(.helpRestoreID), completion: IDCompletion.all) var id: String?

    @Argument(help: .words(.helpRestoreVersion)) var version: Int?

    @Option(help: .words(.helpRestoreConflict, value: "N")) var conflict: Int?

    @Flag(help: .words(.helpRestoreForce)) var force = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        if (id == nil) == (conflict == nil) { throw ValidationError(Messages.text(.helpRestoreID)) }
        if let version, version < 1 { throw ValidationError(Messages.text(.helpRestoreVersion)) }
    }

    func run() async throws {
        let (id, version, conflict, force) = (id, version, conflict, force)
        let context = try options.context()
        let ((restored, deviceID), note) = try await context.change(primaryOnly: true) {
            stores throws(TodoError) in
            let manager = stores.primary
            let restored =
                if let conflict {
                    try manager.restoreConflict(conflict, force: force)
                } else {
                    try manager.restore(id ?? "", version: version, force: force)
                }
            let changed = !restored.refused && restored.replaced != restored.item
            return ((restored, try manager.deviceID()), changed)
        }
        let names = context.deviceNames(ownID: deviceID)
        if options.json { Console.json(RestoreScreen.json(restored)) }
        if restored.refused {
            Console.error(RestoreScreen.refusal(restored, names: names))
            throw ExitCode(1)
        }
        if options.json { return }
        for line in RestoreScreen.done(restored, names: names, push: note.suffix) { Console.line(line) }
    }
}
