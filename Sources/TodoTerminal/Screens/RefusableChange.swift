/// What a change that another device's version may refuse says (`todo undo`, `todo restore`).
enum RefusableChange {
    /// With `--json`, `json` on standard output; then, refused, the `refusal` lines on standard
    /// error; else (without `--json`) the lines `done` makes. `false` when refused.
    static func show(json: String?, refusal: [String]?, done: () -> [String]) -> Bool {
        if let json { Console.json(json) }
        if let refusal {
            for line in refusal { Console.error(line) }
            return false
        }
        if json == nil {
            for line in done() { Console.line(line) }
        }
        return true
    }
}
