import TodoKit

// The command line's words of a completion: here, with the other words before argument-parser.
extension CompletionStore {
    /// The line's `--home DIR` (or `--home=DIR`; the last one given) alone, for the settings of
    /// the store it names; empty when none is given.
    static func homeArguments(in arguments: [String]) -> [String] {
        var homeArguments: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--home", index + 1 < arguments.count {
                homeArguments = ["--home", arguments[index + 1]]
            } else if argument.hasPrefix("--home=") {
                homeArguments = [argument]
            }
        }
        return homeArguments
    }
}
