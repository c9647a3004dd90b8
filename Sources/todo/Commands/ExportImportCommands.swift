import ArgumentParser
import FoundationEssentials
import Glibc
import TodoKit
import TodoModel
import TodoText

struct ExportCommand: ParsableCommand {
    static let configuration = Help.command("export", .helpExportAbstract)

    @Flag(help: .words(.helpExportCSV)) var csv = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let (json, items) = try options.context().read { stores throws(TodoError) -> ([UInt8]?, [TodoItem]) in
            if !csv, let bytes = try stores.exportJSON() { return (bytes, []) }
            return (nil, try stores.allItems().map(\.item))
        }
        if let json {
            Console.json(bytes: json)
            return
        }
        if !csv {
            Console.json(WireJSON.elements(items))
        } else if isatty(1) == 1 {
            // On a terminal the CSV is for reading: controls in the todos are shown, not interpreted.
            Console.out(CSVCodec.encode(items))
        } else {
            Console.rendered(CSVCodec.encode(items))
        }
    }

    func validate() throws {
        if csv && options.json { throw ValidationError(Messages.text(.exportCSVOrJSON)) }
    }
}

struct ImportCommand: AsyncParsableCommand {
    static let configuration = Help.command("import", .helpImportAbstract, discussion: .helpImportDiscussion)

    @Argument(help: .words(.helpImportFile)) var file: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let progress = options.progress
        let (summary, note) = try await options.context().change(primaryOnly: true) { stores throws(TodoError) in
            (try stores.primary.importFile(file, progress: progress), true)
        }
        if options.json {
            Console.json(WireJSON.string(summary))
        } else {
            Console.line(ChangeWords.imported(summary, push: note.suffix))
        }
    }
}
