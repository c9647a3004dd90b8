import Testing
import TodoKit
import TodoValues

@testable import TodoText

/// The English and Spanish message tables: complete, parallel and well-formed.
@Suite struct MessageTableTests {
    /// (Every key has a template in both languages by construction: the templates are a `switch`
    /// over ``MessageKey``, which the compiler refuses when it misses a case. The tables the
    /// tests read are built from them.)
    @Test("the tables the tests read are the templates the command line uses")
    func tablesAreTheTemplates() {
        for language in Language.allCases {
            let table = Messages.table(language)
            #expect(table.count == MessageKey.allCases.count)
            for key in MessageKey.allCases {
                #expect(table[key] == Messages.template(key, language: language), "\(language) \(key)")
            }
        }
    }

    /// The man page is English and written by generate-manual, which drops every character
    /// outside ASCII ("×" and "−" vanished from a formula).
    @Test("the English help texts are ASCII")
    func englishHelpIsASCII() {
        for key in MessageKey.allCases where key.rawValue.hasPrefix("help") {
            let text = Messages.english[key] ?? ""
            let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(key.rawValue): \(text)")
        }
    }

    @Test("every template of both tables is non-empty", arguments: Language.allCases)
    func templatesAreNonEmpty(language: Language) {
        for key in MessageKey.allCases {
            let template = Messages.table(language)[key] ?? ""
            #expect(!template.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key.rawValue) is empty")
        }
    }

    @Test("each key uses the same placeholders in English and Spanish", arguments: MessageKey.allCases)
    func placeholdersMatch(key: MessageKey) {
        let english = Messages.placeholders(in: Messages.english[key] ?? "")
        let spanish = Messages.placeholders(in: Messages.spanish[key] ?? "")
        #expect(english == spanish, "\(key.rawValue): \(english.sorted()) vs \(spanish.sorted())")
    }

    @Test("a …One key and its …Other key exist together and both name {count}")
    func pluralPairsAreComplete() {
        let names = Set(MessageKey.allCases.map(\.rawValue))
        for name in names where name.hasSuffix("One") {
            let other = String(name.dropLast(3)) + "Other"
            let paired = names.contains(other)
            #expect(paired, "\(name) has no \(other)")
            for language in Language.allCases {
                for key in [name, other].compactMap(MessageKey.init(rawValue:)) {
                    let template = Messages.table(language)[key] ?? ""
                    #expect(Messages.placeholders(in: template).contains("count"), "\(language) \(key.rawValue)")
                }
            }
        }
    }

    @Test("the Spanish table is a translation: most templates differ from the English ones")
    func spanishIsTranslated() {
        let same = MessageKey.allCases.filter { Messages.english[$0] == Messages.spanish[$0] }
        // Only wording-free templates may be equal ("{username} on {server}" is not one of them).
        #expect(same.count <= 3, "untranslated: \(same.map(\.rawValue))")
        #expect(Messages.spanish[.clearConfirmAllOther]?.hasPrefix("¿") == true)
        #expect(Messages.spanish[.loginOfferSignup]?.contains("¿") == true)
        #expect(Messages.spanish[.importLocalPromptOther]?.contains("¿") == true)
    }

    @Test("text fills named placeholders in one pass and leaves unknown braces alone")
    func fillsPlaceholders() {
        #expect(
            Messages.text(.idUnknown, ["prefix": "ab"], language: .english)
                == "no todo has an id starting with 'ab'")
        #expect(
            Messages.text(.idUnknown, ["prefix": "ab"], language: .spanish)
                == "ninguna tarea tiene un id que empiece por 'ab'")
        // A value holding a placeholder is not filled again.
        #expect(Messages.fill("{a}-{b}", ["a": "{b}", "b": "x"]) == "{b}-x")
        #expect(Messages.fill("{missing} {a}", ["a": "1"]) == "{missing} 1")
        #expect(Messages.fill("no braces", ["a": "1"]) == "no braces")
        #expect(Messages.placeholders(in: "{count} of {id}, {} {not a name}") == ["count", "id"])
    }

    @Test("plural picks the one or the other form by count and fills {count}")
    func pluralForms() {
        #expect(
            Messages.plural(1, one: .statusQueuedOne, other: .statusQueuedOther, language: .english)
                == "queued:      1 change")
        #expect(
            Messages.plural(0, one: .statusQueuedOne, other: .statusQueuedOther, language: .english)
                == "queued:      0 changes")
        #expect(
            Messages.plural(2, one: .clearConfirmAllOne, other: .clearConfirmAllOther, language: .spanish)
                == "¿Eliminar 2 tareas?")
        #expect(
            Messages.plural(1, one: .clearConfirmAllOne, other: .clearConfirmAllOther, language: .spanish)
                == "¿Eliminar 1 tarea?")
    }

    @Test("parts splits a template around its placeholder")
    func partsAroundPlaceholder() {
        let english = Messages.parts(.detailDueOverdue, around: "date", language: .english)
        #expect(english.before == "due:         ")
        #expect(english.after == " (overdue)")
        let spanish = Messages.parts(.listDueOverdueDays, around: "days", language: .spanish)
        #expect(spanish.before == "vencida hace ")
        #expect(spanish.after == "d")
    }

    @Test("the label columns of the detail and status views line up in each language")
    func labelColumnsAlign() {
        let detail: [MessageKey] = [
            .detailID, .detailText, .detailStatus, .detailImportance, .detailDue, .detailColor, .detailCreated,
            .detailChanged, .detailChangedBy, .detailOwner,
        ]
        let status: [MessageKey] = [
            .statusAccount, .statusServer, .statusStore, .statusTodos, .statusRevision,
            .statusLastSync, .statusNextRetry,
            .statusLastError,
        ]
        for language in Language.allCases {
            for group in [detail, status] {
                let columns = Set(group.map { Self.valueColumn(Messages.table(language)[$0] ?? "") })
                #expect(columns.count == 1, "\(language): \(group.map(\.rawValue)) start at \(columns.sorted())")
            }
        }
    }

    /// Where the value starts: the offset of the first `{`.
    private static func valueColumn(_ template: String) -> Int {
        template.firstIndex(of: "{").map { template.distance(from: template.startIndex, to: $0) } ?? -1
    }
}
