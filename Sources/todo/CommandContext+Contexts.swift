import TodoKit
import TodoTerminal
import TodoText
import TodoValues

extension CommandContext {
    /// The context this command applies (issue 35): `named` (`--context NAME`), none with
    /// `off` (`--no-context`), else the config's active one. An unknown name is one line and
    /// exit 64.
    func appliedContext(named: String?, off: Bool) throws -> (name: String, text: String, filter: ContextFilter)? {
        let contexts = config.contexts
        let applied = try Console.guarded { () throws(TodoError) in try contexts.applied(named: named, off: off) }
        return applied.map { ($0.name, contexts.saved[$0.name] ?? "", $0.filter) }
    }
}
