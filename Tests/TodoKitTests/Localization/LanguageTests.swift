import Testing
import TodoKit
import TodoValues

@testable import TodoText

/// Choosing the language of messages from the environment (POSIX precedence).
@Suite struct LanguageTests {
    @Test("LC_ALL beats LC_MESSAGES, which beats LANG")
    func precedence() {
        #expect(Language(environment: ["LC_ALL": "es_ES.UTF-8", "LANG": "en_US.UTF-8"]) == .spanish)
        #expect(Language(environment: ["LC_ALL": "C", "LANG": "es_ES.UTF-8"]) == .english)
        #expect(Language(environment: ["LC_ALL": "en_GB.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "es"]) == .english)
        #expect(Language(environment: ["LC_MESSAGES": "es_ES", "LANG": "en_US.UTF-8"]) == .spanish)
        #expect(Language(environment: ["LC_MESSAGES": "POSIX", "LANG": "es_ES"]) == .english)
        #expect(Language(environment: ["LANG": "es_ES.UTF-8"]) == .spanish)
    }

    @Test("an empty variable counts as unset")
    func emptyIsUnset() {
        #expect(Language(environment: ["LC_ALL": "", "LANG": "es_ES.UTF-8"]) == .spanish)
        #expect(Language(environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]) == .english)
    }

    @Test("nothing set is English")
    func unsetIsEnglish() {
        #expect(Language(environment: [:]) == .english)
        #expect(Language(environment: ["HOME": "/root", "LANGUAGE": "es"]) == .english)
    }

    @Test(
        "locale names",
        arguments: [
            ("es", Language.spanish), ("es_ES.UTF-8", .spanish), ("es_MX", .spanish), ("es_MX.UTF-8", .spanish),
            ("es_AR@euro", .spanish), ("ES_es.utf8", .spanish), ("es-419", .spanish), ("C", .english),
            ("POSIX", .english), ("C.UTF-8", .english), ("en_US.UTF-8", .english), ("fr_FR", .english),
            ("est_EE", .english), ("", .english),
        ])
    func localeNames(locale: String, expected: Language) {
        #expect(Language(locale: locale) == expected, "\(locale)")
    }

    @Test("TodoKit speaks English until the executable chooses")
    func defaultIsEnglish() {
        // No test changes Language.current: the unit tests stay in English.
        #expect(Language.current == .english)
        #expect(Messages.text(.conflictsNone) == "No conflicts.")
    }

    @Test("yes in each language")
    func affirmativeAnswers() {
        #expect(Language.english.affirmativeAnswers.contains("y"))
        #expect(!Language.english.affirmativeAnswers.contains("s"))
        #expect(Language.spanish.affirmativeAnswers.isSuperset(of: ["s", "sí", "si"]))
    }
}
