import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// `todo context`: saved list filters (issue 35). `todo context NAME` activates one, `none`
/// clears it, a bare `todo context` lists them; `set NAME FILTER` and `rm NAME` save and delete
/// (``ContextAction``).
///
/// One command with words rather than subcommands, so that the shells complete the saved names
/// right after `todo context` (argument-parser completes a default subcommand's arguments only
/// after its name).
struct ContextCommand: ParsableCommand {
    static let configuration = Help.command(.context, .helpContextAbstract, discussion: .helpContextDiscussion)

    @Argument(
        help: .words(.helpContextWords, value: "name | none | set name filter | rm name"),
        completion: ContextCompletion.kind)
    var words: [String] = []

    // Every command takes the global options (issue 41, point 7); `--json` is theirs.
    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        guard let action = ContextAction(words: words) else {
            // Words in a form `todo context` does not take: one line, exit 64.
            Console.error(Messages.text(.contextUsage))
            throw ExitCode(ExitCodes.usage)
        }
        if let done = try Console.guarded({ () throws(TodoError) in try action.perform() }) {
            return Console.line(ContextScreen.line(done))
        }
        // The saved contexts, the active one marked; `--json` as an array.
        let contexts = try Console.guarded { () throws(TodoError) in try ConfigFile.loadDefault() }.contexts
        if options.json {
            Console.json(WireJSON.string(ContextScreen.entries(contexts)))
        } else {
            Console.out(ContextScreen.text(contexts))
        }
    }
}

/// Shell completion of context names, those saved in the config file (``ContextAction/completions(saved:arguments:index:prefix:)``).
enum ContextCompletion {
    static let kind = CompletionKind.custom { arguments, index, prefix in
        let names = (try? ConfigFile.loadDefault())?.contexts.names ?? []
        return ContextAction.completions(saved: names, arguments: arguments, index: index, prefix: prefix)
    }
}
