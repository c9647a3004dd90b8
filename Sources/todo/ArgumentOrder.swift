/// Lets the options every command takes come before the command's name too
/// (`todo --home DIR add milk`), which argument-parser accepts only after it.
enum ArgumentOrder {
    /// The options of ``GlobalOptions`` that take a value.
    static let valued = Set(GlobalOptions.all.filter(\.takesValue).flatMap(\.names))
    /// The flags of ``GlobalOptions``.
    static let flags = Set(GlobalOptions.all.filter { !$0.takesValue }.flatMap(\.names))

    /// `arguments` with its leading global options moved to the end (before a `--`, if any);
    /// unchanged when it does not start with one.
    static func normalized(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) {
                leading.append(argument)
                index += 1
            } else if valued.contains(name) && argument.contains("=") {
                leading.append(argument)
                index += 1
            } else if valued.contains(argument) && index + 1 < arguments.count {
                leading += arguments[index...(index + 1)]
                index += 2
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count else { return arguments }
        var rest = Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }
}
