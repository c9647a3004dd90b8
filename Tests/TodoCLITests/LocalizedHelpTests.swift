import Foundation
import Testing

/// `--help` follows LC_ALL, LC_MESSAGES and LANG like the rest of the output: the commands'
/// descriptions and their options' help are translated; argument-parser's own words are not.
@Suite struct LocalizedHelpTests {
    /// Spanish through LANG (the sandbox's LC_ALL is emptied, which counts as unset).
    static let spanish = ["LC_ALL": "", "LANG": "es_ES.UTF-8"]
    /// English whatever LANG says.
    static let english = ["LC_ALL": "C", "LANG": "es_ES.UTF-8"]

    /// Every command and subcommand, as the words before `--help`.
    static let commands: [[String]] = [
        ["add"], ["list"], ["show"], ["edit"], ["done"], ["undone"], ["rm"], ["clear"], ["status"], ["export"],
        ["import"], ["sync"], ["watch"], ["conflicts"], ["config"], ["config", "set"], ["config", "get"],
        ["config", "unset"], ["config", "list"], ["signup"], ["login"], ["logout"], ["whoami"], ["doctor"],
        ["options"],
    ]

    /// `todo ARGS --help`'s standard output, which must succeed.
    static func help(_ args: [String], env: [String: String]) throws -> String {
        try Sandbox().ok(args + ["--help"], env: env).stdout
    }

    @Test("todo --help: the overview, the discussion and the command list in Spanish; LC_ALL=C English")
    func rootHelp() throws {
        let spanish = try Self.help([], env: Self.spanish)
        #expect(spanish.contains("OVERVIEW: Una lista de tareas para la terminal"), "\(spanish)")
        #expect(spanish.contains("Códigos de salida: 0 éxito, 64 error de uso"))
        #expect(spanish.contains("Añade una tarea"))
        #expect(spanish.contains("Muestra el almacén, el servidor y el estado"))
        #expect(!spanish.contains("An offline-first todo list"))
        #expect(!spanish.contains("Exit codes:"))
        // argument-parser's own headings stay English.
        #expect(spanish.contains("USAGE: todo"))
        #expect(spanish.contains("SUBCOMMANDS:"))

        let english = try Self.help([], env: Self.english)
        #expect(english.contains("OVERVIEW: An offline-first todo list for the terminal."), "\(english)")
        #expect(english.contains("Exit codes: 0 success, 64 usage error"))
        #expect(english.contains("Show the store, the server and the sync state."))
        #expect(!english.contains("Una lista de tareas"))
    }

    @Test("todo add --help: its overview, its own options and its examples in Spanish; LC_ALL=C English")
    func addHelp() throws {
        let spanish = try Self.help(["add"], env: Self.spanish)
        #expect(spanish.contains("OVERVIEW: Añade una tarea (sin texto: \"Nueva tarea\")."), "\(spanish)")
        #expect(spanish.contains("low, basic o important (también alta, media, baja; H,"), "\(spanish)")
        #expect(spanish.contains("Un día y, si se quiere, una hora: 2026-12-01, hoy,"), "\(spanish)")
        #expect(spanish.contains("Un color, #RRGGBB."))
        #expect(spanish.contains("Ejemplos:\n  todo add \"Buy milk\" --due tomorrow\n"), "\(spanish)")
        #expect(spanish.contains("mira `todo help options`"))
        // Option names and value names stay as they are.
        #expect(spanish.contains("--due <date>"))
        #expect(spanish.contains("--color <#RRGGBB>"))
        #expect(!spanish.contains("Add a todo"))
        #expect(!spanish.contains("low, basic or important."))

        let english = try Self.help(["add"], env: Self.english)
        #expect(english.contains("OVERVIEW: Add a todo (with no text: \"New todo\")."), "\(english)")
        #expect(english.contains("low, basic or important (also high, medium; H, M, L)."))
        #expect(
            english.contains("--due <date>            A day, and optionally a time: 2026-12-01, today,"), "\(english)")
        #expect(english.contains("Examples:\n  todo add \"Buy milk\" --due tomorrow\n"), "\(english)")
        #expect(english.contains("see `todo help options`"))
        #expect(!english.contains("Añade una tarea"))
        // The global options are not repeated on every page: they are on `todo help options`.
        for global in ["--home", "--min-delay", "--factor", "--jitter", "--generate-fails", "--insecure"] {
            #expect(!english.contains(global + " "), "\(global) on add's page")
        }
    }

    /// `config list` has no `--json` of its own (the global one serves it since issue 35): its page
    /// shows it in an example and points to the global options, in both languages.
    @Test func configListHelpShowsItsJSON() throws {
        for (env, pointer) in [(Self.english, "see `todo help options`"), (Self.spanish, "mira `todo help options`")] {
            let page = try Self.help(["config", "list"], env: env)
            #expect(page.contains("  todo config list --json\n"), "\(page)")
            #expect(page.contains(pointer), "\(page)")
        }
    }

    @Test("todo help options: the global and retry options in one place, in Spanish and English")
    func optionsHelp() throws {
        for env in [Self.spanish, Self.english] {
            let page = try Sandbox().ok(["help", "options"], env: env).stdout
            for global in [
                "--json", "--home <dir>", "--offline", "--server <url>", "--token <token>", "--min-delay <s>",
                "--factor <x>", "--jitter <x>", "--max-delay <s>", "--timeout <s>", "--generate-fails <n>",
                "--insecure", "--verbose", "--no-color", "--quiet",
            ] {
                #expect(page.contains(global), "\(global) missing: \(page)")
            }
            #expect(page.contains("TODO_MAX_DELAY"))
        }
        let spanish = try Sandbox().ok(["help", "options"], env: Self.spanish).stdout
        #expect(spanish.contains("El directorio del almacén (env TODO_HOME)."), "\(spanish)")
        #expect(spanish.contains("No verifica el certificado TLS del servidor."))
        #expect(spanish.uppercased().contains("OPCIONES GLOBALES"), "\(spanish)")
        let english = try Sandbox().ok(["help", "options"], env: Self.english).stdout
        #expect(english.contains("The store directory (env TODO_HOME)."))
        #expect(english.uppercased().contains("GLOBAL OPTIONS"), "\(english)")
        // `todo options` prints the same page; the options still work on every command.
        #expect(try Sandbox().ok(["options"], env: Self.english).stdout == english)
        let s = try Sandbox()
        #expect(try s.ok(["list", "--json", "--quiet"]).stdout == "[]\n")
    }

    /// The list of environment variables comes from the settings table, so that it names every
    /// setting a global option has (TODO_CA_BUNDLE was missing from the hand-written one).
    @Test("todo help options names the environment variable of every global setting, and TODO_OFFLINE")
    func optionsHelpNamesEveryVariable() throws {
        for env in [Self.spanish, Self.english] {
            let page = try Sandbox().ok(["help", "options"], env: env).stdout.replacingOccurrences(of: "\n", with: " ")
            let names = [
                "TODO_HOME", "TODO_SERVER", "TODO_TOKEN", "TODO_MIN_DELAY", "TODO_FACTOR", "TODO_JITTER",
                "TODO_MAX_DELAY", "TODO_TIMEOUT", "TODO_GENERATE_FAILS", "TODO_CA_BUNDLE", "TODO_OFFLINE",
            ]
            // argument-parser may wrap the line between two names, so the page is read as one line.
            let squeezed = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(squeezed.contains("(" + names.joined(separator: ", ") + ")"), "\(page)")
        }
    }

    @Test("todo sync --help: its overview, discussion and options in Spanish; LC_ALL=C English")
    func syncHelp() throws {
        let spanish = try Self.help(["sync"], env: Self.spanish)
        #expect(spanish.contains("OVERVIEW: Envía los cambios en cola y descarga la lista del servidor"), "\(spanish)")
        #expect(spanish.contains("Sigue el calendario de reintentos"))
        #expect(spanish.contains("Recuperación desatendida: sigue intentándolo hasta"))
        #expect(spanish.contains("Con --recover: abandona pasados estos segundos."))
        #expect(spanish.contains("--deadline <s>"))
        #expect(!spanish.contains("Push queued changes"))
        #expect(!spanish.contains("Unattended recovery"))

        let english = try Self.help(["sync"], env: Self.english)
        #expect(
            english.contains("OVERVIEW: Push queued changes and pull the server's list, retrying with"), "\(english)")
        #expect(english.contains("Unattended recovery: keep trying until --deadline."))
        #expect(english.contains("With --recover: give up after this many seconds."))
        #expect(!english.contains("Recuperación desatendida"))
    }

    @Test("every command's --help differs between Spanish and English, its overview line included", arguments: commands)
    func everyCommandHelpIsLocalized(command: [String]) throws {
        let spanish = try Self.help(command, env: Self.spanish)
        let english = try Self.help(command, env: Self.english)
        #expect(spanish != english, "\(command)")
        let overview = try #require(english.split(separator: "\n").first { $0.hasPrefix("OVERVIEW: ") })
        #expect(!spanish.contains(overview), "\(command): \(overview)")
    }

    @Test("every description and option help in the parser's dump is translated, none forgotten")
    func dumpHelpIsFullyTranslated() throws {
        let english = try Self.texts(of: Self.dump(env: Self.english))
        let spanish = try Self.texts(of: Self.dump(env: Self.spanish))
        #expect(english.count > 80, "\(english.count)")
        #expect(Set(english.keys) == Set(spanish.keys))
        for (place, text) in english.sorted(by: { $0.key < $1.key }) {
            #expect(spanish[place] != text, "not translated: \(place): \(text)")
        }
    }

    @Test("the man page is English whatever the locale (make man runs generate-manual with LC_ALL=C)")
    func manPageStaysEnglish() throws {
        let page = try InstallArtifactsTests.makeMan(env: try Sandbox().environment(Self.spanish))
        #expect(page.contains("Every change is saved locally at once"))
        #expect(page.contains("Unattended recovery: keep trying until"))
        #expect(page.contains(".Nd \"An offline-first todo list for the terminal.\""))
        // generate-manual drops non-ASCII characters, so "Recuperación" would be "Recuperacin".
        #expect(!page.contains("Recuperaci"))
        #expect(!page.contains("Cada cambio se guarda"))
        #expect(!page.contains("tareas"))
    }

    /// `todo --experimental-dump-help` parsed.
    static func dump(env: [String: String]) throws -> JSONValue {
        try JSONValue.parse(try Sandbox().ok(["--experimental-dump-help"], env: env).stdout)
    }

    /// The command's own texts (abstract, discussion, each argument's abstract), keyed by where they are:
    /// argument-parser's own `help` command and its --help/--version flags left out.
    static func texts(of dump: JSONValue) throws -> [String: String] {
        var texts: [String: String] = [:]
        func walk(_ command: JSONValue, path: String) {
            for field in ["abstract", "discussion"] {
                if let text = command[field]?.string, !text.isEmpty { texts["\(path) \(field)"] = text }
            }
            for argument in command["arguments"]?.array ?? [] {
                let names = (argument["names"]?.array ?? []).compactMap { $0["name"]?.string }
                if names.contains("help") || names.contains("version") { continue }
                let name = names.last ?? argument["valueName"]?.string ?? "?"
                if let text = argument["abstract"]?.string, !text.isEmpty { texts["\(path) \(name)"] = text }
            }
            for sub in command["subcommands"]?.array ?? [] {
                guard let name = sub["commandName"]?.string, name != "help" else { continue }
                walk(sub, path: path + " " + name)
            }
        }
        walk(try #require(dump["command"]), path: "todo")
        return texts
    }
}
