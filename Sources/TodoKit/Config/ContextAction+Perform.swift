import TodoValues

extension ContextAction {
    /// Changes the config file (`todo context` changes nothing with ``list``: `nil`); a `.usage` error for a
    /// bad name or filter, or a context not saved.
    public func perform() throws(TodoError) -> Done? {
        switch self {
        case .list:
            return nil
        case .set(let name, let text):
            return try ConfigFile.update { config throws(TodoError) in
                try config.setContext(name, filter: text)
                return .saved(name: name, filter: config.contexts.saved[name] ?? text)
            }
        case .remove(let name):
            try ConfigFile.update { config throws(TodoError) in try config.removeContext(name) }
            return .removed(name)
        case .clear:
            try ConfigFile.update { config throws(TodoError) in try config.activateContext(nil) }
            return .cleared
        case .activate(let name):
            return try ConfigFile.update { config throws(TodoError) in
                try config.activateContext(name)
                return .activated(name: name, filter: config.contexts.saved[name] ?? "")
            }
        }
    }

    /// Shell completions of context names (those of `saved`) matching `prefix`, for the word at
    /// `index` of `arguments`: after `todo context` (with `none`, `set` and `rm`), after its `rm`
    /// and `set`, and after `--context`.
    public static func completions(saved names: [String], arguments: [String], index: Int, prefix: String) -> [String] {
        var offered = names
        if let start = arguments.firstIndex(of: "context"), index > start, index < arguments.count + 1 {
            let position = index - start - 1
            let previous = position >= 1 ? arguments[start + 1] : nil
            switch position {
            case 0: offered = names + ["none", "set", "rm"]
            case 1 where previous == "set" || previous == "rm": offered = names
            default: offered = []
            }
        }
        return offered.filter { $0.hasPrefix(prefix) }
    }
}
