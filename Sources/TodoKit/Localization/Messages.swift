/// The message tables and the lookup that fills a template's named placeholders.
///
/// Every user-facing message of the command line comes from `englishTemplate` or
/// `spanishTemplate` (see `Messages+English.swift` for how to add one); ``english`` and
/// ``spanish`` are the same templates as tables. A template names its values in braces,
/// `{count}`, `{id}`; ``text(_:_:language:)`` fills them in one pass, so a value that itself holds
/// braces is never filled again.
public enum Messages {
    /// The table of `language`.
    public static func table(_ language: Language) -> [MessageKey: String] {
        switch language {
        case .english: english
        case .spanish: spanish
        }
    }

    /// The template of `key` in `language`.
    public static func template(_ key: MessageKey, language: Language = .current) -> String {
        switch language {
        case .english: englishTemplate(key)
        case .spanish: spanishTemplate(key)
        }
    }

    /// The message `key` in `language` with its placeholders filled from `values`.
    public static func text(
        _ key: MessageKey, _ values: [String: String] = [:], language: Language = .current
    ) -> String {
        fill(template(key, language: language), values)
    }

    /// The message with `one` when `count` is 1 and `other` otherwise; `{count}` is filled too.
    public static func plural(
        _ count: Int, one: MessageKey, other: MessageKey, _ values: [String: String] = [:],
        language: Language = .current
    ) -> String {
        var values = values
        values["count"] = String(count)
        return text(count == 1 ? one : other, values, language: language)
    }

    /// The text of `key` before and after its one placeholder `name`, for hot loops that insert the
    /// value themselves.
    public static func parts(
        _ key: MessageKey, around name: String, language: Language = .current
    ) -> (before: String, after: String) {
        let template = template(key, language: language)
        guard let range = template.firstRange(of: "{\(name)}") else { return (template, "") }
        return (String(template[..<range.lowerBound]), String(template[range.upperBound...]))
    }

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
