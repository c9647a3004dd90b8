/// The message templates and the lookup that fills a template's named placeholders.
///
/// Every user-facing message of the command line comes from `englishTemplate` (here: the machine
/// English of `--json`, logs and `description` too) or TodoText's `spanishTemplate` (see
/// `Messages+English.swift` for how to add one). A template names its values in braces,
/// `{count}`, `{id}`; ``fill(_:_:)`` fills them in one pass, so a value that itself holds braces
/// is never filled again.
public enum Messages {
    /// `template` with each `{name}` found in `values` replaced by its value; other braces stay.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = values[String(rest[afterOpen..<close])]
            else {
                out += "{"
                rest = rest[afterOpen...]
                continue
            }
            out += value
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }

    /// The placeholder names a template uses, `{name}` with `name` made of letters.
    public static func placeholders(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy(\.isLetter) { names.insert(String(name)) }
            rest = rest[afterOpen...]
        }
        return names
    }
}
