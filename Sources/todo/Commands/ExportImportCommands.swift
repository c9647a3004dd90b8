import ArgumentParser
import Glibc
import TodoKit
import TodoModel
import TodoTerminal
import TodoText
import TodoValues

struct ExportCommand: ParsableCommand {
    static let configuration = Help.command(.export, .helpExportAbstract)

    @Flag(help: .words(.helpExportCSV)) var csv = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let (json, items) = try options.context().read { stores throws(TodoError) -> ([UInt8]?, [TodoItem]) in
            if !csv, let bytes = try stores.exportJSON() { return (bytes, []) }
            return (nil, try stores.allItems().map(\.item))
        }
        ExportScreen.show(bytes: json, items: items, csv: csv, terminal: isatty(1) == 1)
    }

    func validate() throws {
        if csv && options.json { throw ValidationError(Messages.text(.exportCSVOrJSON)) }
    }
}

struct ImportCommand: AsyncParsableCommand {
    static let configuration = Help.command(.`import`, .helpImportAbstract, discussion: .helpImportDiscussion)

    @Argument(help: .words(.helpImportFile)) var file: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let progress = options.progress
        let (summary, note) = try await options.context().change(primaryOnly: true) { stores throws(TodoError) in
            (try stores.primary.importFile(file, progress: progress), true)
        }
        ChangeWords.show(imported: summary, push: note.suffix, json: options.json)
    }
}
