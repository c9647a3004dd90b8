import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// `todo restore ID [K]`, `todo restore --conflict N` (and `todo conflicts restore N`, routed
/// here by ``ArgumentWords``): an earlier version back, as a new change (issue 34).
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = Help.command(.restore, .helpRestoreAbstract, discussion: .helpRestoreDiscussion)

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
            let restored = try stores.primary.restore(id: id, version: version, conflict: conflict, force: force)
            return ((restored.value, try stores.primary.deviceID()), restored.pushes)
        }
        let names = context.deviceNames(ownID: deviceID)
        if !RestoreScreen.show(restored, json: options.json, names: names, push: note.suffix) {
            throw ExitCode(ExitCodes.failure)
        }
    }
}
