import TodoValues

/// Saying messages in a language: the tables of both languages and the lookups the screens use.
extension Messages {
    /// The English table: TodoKit's templates and the screens'.
    public static let english: [MessageKey: String] = Dictionary(
        uniqueKeysWithValues: MessageKey.allCases.map { ($0, template($0, language: .english)) })

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
        case .english:
            // Dry run and incoming changes (issue 34, points 4 and 5): englishSyncPreviewTemplate first
            englishSyncPreviewTemplate(key) ?? englishHelpTemplate(key) ?? englishScreenTemplate(key)
                ?? englishHistoryScreenTemplate(key)
                ?? englishRecurrenceScreenTemplate(key)
                ?? englishTemplate(key)
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
}
