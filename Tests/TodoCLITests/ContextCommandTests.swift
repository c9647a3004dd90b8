import Foundation
import Testing
import TodoKit
import TodoModel
import TodoTesting
import TodoValues

/// `todo context` (issue 35, point 4): saved filters that `list` applies and `add` tags with.
@Suite struct ContextCommandTests {
    /// A sandbox with a work todo, a home todo and an office one.
    static func sandbox() throws -> Sandbox {
        let s = try Sandbox()
        try s.add(["Write report +work"])
        try s.add(["Water plants +home"])
        try s.add(["Print slides +work @office"])
        return s
    }

    @Test("set, activate, list marks the active one, --json, none, rm")
    func lifecycle() throws {
        let s = try Self.sandbox()
        #expect(try s.ok(["context"]).stdout.contains("No context is saved"))
        #expect(try s.ok(["context", "set", "work", "+work @office"]).stdout == "Saved context work: +work @office\n")
        try s.ok(["context", "set", "home", "+home"])
        #expect(try s.ok(["context", "work"]).stdout.contains("Context work is active"))
        #expect(try s.ok(["context"]).lines == ["  home  +home", "* work  +work @office"])
        let json = try s.ok(["context", "--json"]).stdout
        #expect(
            json
                == #"[{"active":false,"filter":"+home","name":"home"},{"active":true,"filter":"+work @office","name":"work"}]"#
                + "\n")
        // Kept in this device's config file, with the rest of the config.
        let config = try String(contentsOfFile: s.configPath, encoding: .utf8)
        #expect(config.contains(#""context" : "work""#) && config.contains(#""context.work" : "+work @office""#))
        #expect(try s.ok(["context", "none"]).stdout == "No context is active\n")
        #expect(try s.ok(["context"]).lines == ["  home  +home", "  work  +work @office"])
        try s.ok(["context", "work"])
        #expect(try s.ok(["context", "rm", "work"]).stdout == "Removed context work\n")
        #expect(try s.ok(["context"]).lines == ["  home  +home"])
        #expect(try s.ok(["list"]).stdout.contains("Water plants"), "the removed active context no longer filters")
    }

    @Test("list applies the active context and says so; --no-context and --context NAME override it")
    func listApplies() throws {
        let s = try Self.sandbox()
        try s.ok(["context", "set", "office", "+work @office"])
        try s.ok(["context", "set", "home", "+home"])
        try s.ok(["context", "office"])
        let list = try s.ok(["list"])
        #expect(
            list.lines.first == "context office: +work @office (todo list --no-context shows every todo)", "\(list)")
        #expect(list.stdout.contains("Print slides"))
        #expect(!list.stdout.contains("Write report") && !list.stdout.contains("Water plants"))
        // JSON carries the same todos and no note.
        #expect(try s.items().map(\.text) == ["Print slides +work @office"])
        let all = try s.ok(["list", "--no-context"])
        #expect(all.stdout.contains("Write report") && all.stdout.contains("Water plants"))
        #expect(!all.stdout.contains("context office"))
        let home = try s.ok(["list", "--context", "home"])
        #expect(home.stdout.contains("Water plants") && !home.stdout.contains("Print slides"))
        #expect(home.lines.first?.hasPrefix("context home: +home") == true)
        // With the filters of the line too.
        #expect(try s.items(["slides"]).count == 1)
        #expect(try s.items(["report"]).isEmpty)
    }

    @Test("add gets the active context's tags; --no-context and --context NAME override it")
    func addTags() throws {
        let s = try Sandbox()
        try s.ok(["context", "set", "office", "+work @office urgent"])
        try s.ok(["context", "set", "home", "+home"])
        try s.ok(["context", "office"])
        #expect(try s.add(["Call Bob"]).text == "Call Bob +work @office")
        #expect(try s.add(["Call Ann +Work"]).text == "Call Ann +Work @office")
        #expect(try s.add(["Plain", "--no-context"]).text == "Plain")
        #expect(try s.add(["Mow", "--context", "home"]).text == "Mow +home")
        // The quick path (no option at all) applies it too.
        try s.ok(["add", "Quick", "one"])
        #expect(try s.items(["Quick", "--no-context"]).map(\.text) == ["Quick one +work @office"])
        // The context's words filter the list but are not added (only its tags are).
        #expect(try s.items(["Quick"]).isEmpty)
    }

    /// Issue 41, point 7: a context's words are not copied into a new todo, and a todo the
    /// context would hide at once is said, in one line (English and Spanish).
    @Test func addUnderAWordFilterSaysTheContextHidesTheTodo() throws {
        let s = try Sandbox()
        try s.ok(["context", "set", "office", "+work urgent"])
        try s.ok(["context", "office"])
        let hidden = try s.ok(["add", "Call", "Bob"])
        #expect(hidden.lines.count == 2, "\(hidden)")
        #expect(
            hidden.lines.last
                == "context office (+work urgent) does not show this todo: todo list --no-context shows it",
            "\(hidden)")
        #expect(try s.items(["Call", "--no-context"]).map(\.text) == ["Call Bob +work"], "only the tags are copied")
        // A todo the context shows: no such line.
        let shown = try s.ok(["add", "Fix", "urgent", "bug"])
        #expect(shown.lines.count == 1, "\(shown)")
        #expect(try s.items(["bug"]).map(\.text) == ["Fix urgent bug +work"])
        // --json: the todo alone on standard output, the line on standard error.
        let json = try s.ok(["add", "Mail", "--json"])
        #expect(json.stdout.hasPrefix("{") && json.lines.count == 1, "\(json)")
        #expect(json.stderr.contains("does not show this todo"), "\(json)")
        // A context without words shows every todo it tags: no line.
        try s.ok(["context", "set", "home", "+home"])
        #expect(try s.ok(["add", "Mow", "--context", "home"]).lines.count == 1)
        // In Spanish.
        let spanish = try s.ok(["add", "Llamar"], env: ["LC_ALL": "", "LANG": "es_ES.UTF-8"])
        #expect(
            spanish.lines.last?.hasPrefix("el contexto office (+work urgent) no muestra esta tarea") == true,
            "\(spanish)")
    }

    @Test(
        "an unknown context: one line naming it, exit 64, nothing changed",
        arguments: [
            ["context", "gym"], ["context", "rm", "gym"], ["list", "--context", "gym"],
            ["add", "x", "--context", "gym"],
        ])
    func unknown(_ args: [String]) throws {
        let s = try Self.sandbox()
        try s.ok(["context", "set", "work", "+work"])
        let before = try String(contentsOfFile: s.configPath, encoding: .utf8)
        let result = try s.run(args)
        #expect(result.status == 64, "\(result)")
        #expect(result.errorLines.count == 1, "\(result)")
        #expect(result.stderr.contains("no context named 'gym' (saved: work)"), "\(result)")
        #expect(try String(contentsOfFile: s.configPath, encoding: .utf8) == before)
        #expect(try s.items().count == 3)
    }

    @Test(
        "a bad name or filter: one line, exit 64",
        arguments: [
            ["context", "set", "two words", "+x"], ["context", "set", "none", "+x"], ["context", "set", "w", "  "],
            ["context", "set", "w"], ["context", "a", "b"], ["context", "rm"], ["context", "none", "x"],
        ])
    func badInput(_ args: [String]) throws {
        let s = try Sandbox()
        let result = try s.run(args)
        #expect(result.status == 64, "\(result)")
        #expect(result.errorLines.count == 1, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: s.configPath))
    }

    @Test("context names complete after todo context, its rm and set, and --context")
    func completions() throws {
        let s = try Sandbox()
        try s.ok(["context", "set", "work", "+work"])
        try s.ok(["context", "set", "home", "+home"])
        let env = ["SAP_SHELL": "bash"]
        let bare = try s.ok(
            ["---completion", "context", "--", "positional@0", "2", "0", "todo", "context", ""], env: env)
        #expect(bare.lines == ["home", "work", "none", "set", "rm"], "\(bare)")
        let typed = try s.ok(
            ["---completion", "context", "--", "positional@0", "2", "1", "todo", "context", "w"], env: env)
        #expect(typed.lines == ["work"], "\(typed)")
        let rm = try s.ok(
            ["---completion", "context", "--", "positional@0", "3", "0", "todo", "context", "rm", ""], env: env)
        #expect(rm.lines == ["home", "work"], "\(rm)")
        let filter = try s.ok(
            ["---completion", "context", "--", "positional@0", "4", "0", "todo", "context", "set", "x", ""], env: env)
        #expect(filter.lines.isEmpty, "\(filter)")
        for command in ["list", "add"] {
            let option = try s.ok(
                ["---completion", command, "--", "--context", "3", "1", "todo", command, "--context", "h"], env: env)
            #expect(option.lines == ["home"], "\(command): \(option)")
        }
        let script = try s.ok(["--generate-completion-script", "bash"]).stdout
        #expect(script.contains("---completion context -- positional@0"))
        #expect(script.contains("--no-context") && script.contains("--no-pager"))
    }

    @Test("an active context whose entry was removed by hand is an error naming it")
    func danglingActive() throws {
        let s = try Self.sandbox()
        try FileManager.default.createDirectory(
            atPath: (s.configPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try #"{"context": "gone"}"#.write(toFile: s.configPath, atomically: true, encoding: .utf8)
        let result = try s.run(["list"])
        #expect(result.status == 64 && result.stderr.contains("'gone'"), "\(result)")
        #expect(try s.ok(["list", "--no-context"]).stdout.contains("Write report"))
        // todo doctor names it, with the way out.
        let doctor = try s.run(["doctor", "--offline", "--json"])
        #expect(doctor.status == 1, "\(doctor)")
        #expect(doctor.stdout.contains(#""name":"context""#) && doctor.stdout.contains("'gone'"), "\(doctor)")
        #expect(doctor.stdout.contains("todo context none"), "\(doctor)")
        try s.ok(["context", "none"])
        #expect(!(try s.run(["doctor", "--offline", "--json"]).stdout.contains(#""name":"context""#)))
    }
}

/// `--color`, `config list --origin` (issue 35, point 5).
@Suite struct CLIConventionTests {
    @Test("--color always colours through a pipe, even with NO_COLOR; never and auto do not")
    func colorFlag() throws {
        let s = try Sandbox()
        try s.add(["Call the bank", "--importance", "important"])
        let esc = "\u{1B}["
        #expect(try s.ok(["list", "--color", "always"], env: ["NO_COLOR": "1"]).stdout.contains(esc))
        #expect(try s.ok(["--color=always", "list"]).stdout.contains(esc))
        #expect(!(try s.ok(["list", "--color", "never"]).stdout.contains(esc)))
        #expect(!(try s.ok(["list", "--color", "auto"]).stdout.contains(esc)))
        #expect(!(try s.ok(["list", "--color", "always", "--json"]).stdout.contains(esc)))
        // add's own --color is still the todo's colour.
        #expect(try s.add(["Paint", "--color", "#ff8800"]).color == "#FF8800")
        let missing = try s.run(["list", "--color"])
        #expect(missing.status == 64 && missing.errorLines.count == 1, "\(missing)")
        let bad = try s.run(["list", "--color", "sometimes"])
        #expect(
            bad.status == 64 && bad.errorLines == ["todo: --color takes auto, always or never, not 'sometimes'"],
            "\(bad)")
    }

    @Test("config list --origin: default, config file, environment or flag for every key; --json")
    func origins() throws {
        let s = try Sandbox()
        try s.ok(["config", "set", "jitter", "0.2"])
        try s.ok(["config", "set", "token", "hidden-token"])
        let text = try s.ok(["config", "list", "--origin", "--timeout", "5"], env: ["TODO_FACTOR": "3"]).stdout
        #expect(text.contains("timeout = 5.0") && text.contains("(flag)"), "\(text)")
        #expect(text.contains("factor = 3") && text.contains("(environment)"), "\(text)")
        #expect(text.contains("jitter = 0.2") && text.contains("(config file)"), "\(text)")
        #expect(text.contains("max-delete = 10") && text.contains("(default)"), "\(text)")
        #expect(!text.contains("hidden-token"))
        let json = try JSONSerialization.jsonObject(
            with: Data(try s.ok(["--timeout", "5", "config", "list", "--origin", "--json"]).stdout.utf8))
        let rows = try #require(json as? [[String: String]])
        #expect(rows.map { $0["key"] ?? "" } == SettingKey.allCases.map(\.rawValue))
        #expect(rows.first { $0["key"] == "timeout" } == ["key": "timeout", "value": "5.0", "origin": "flag"])
        #expect(rows.first { $0["key"] == "jitter" }?["origin"] == "config")
        #expect(rows.first { $0["key"] == "server" } == ["key": "server", "origin": "default"])
        // Without --origin, the file as before.
        #expect(try s.ok(["config", "list", "--json"]).stdout.contains(#""jitter":"0.2""#))
    }
}

/// The help of issue 35's commands and options: examples in both languages (and so in the man page).
@Suite struct ContextHelpTests {
    @Test("todo context --help, list --help, options: the new commands and options with examples")
    func help() throws {
        let s = try Sandbox()
        let context = try s.ok(["context", "--help"]).stdout
        #expect(context.contains("Save list filters as contexts"), "\(context)")
        #expect(context.contains(#"  todo context set work "+work @office""#), "\(context)")
        let spanish = try s.ok(["context", "--help"], env: ["LC_ALL": "", "LANG": "es_ES.UTF-8"]).stdout
        #expect(spanish.contains("Guardar filtros de la lista como contextos"), "\(spanish)")
        let list = try s.ok(["list", "--help"]).stdout
        #expect(list.contains("--no-context") && list.contains("  todo list --no-context\n"), "\(list)")
        #expect(list.contains("  todo list --no-pager\n"), "\(list)")
        let add = try s.ok(["add", "--help"]).stdout
        #expect(add.contains(#"  todo add "Call Bob" --context work"#), "\(add)")
        let config = try s.ok(["config", "list", "--help"]).stdout
        #expect(config.contains("--origin"), "\(config)")
        let options = try s.ok(["options"]).stdout
        #expect(options.contains("--color auto|always|never") && options.contains("--no-pager"), "\(options)")
    }

    @Test("in Spanish: the unknown context, the note of list and the origins; JSON stays English")
    func spanish() throws {
        let s = try Sandbox()
        let spanish = ["LC_ALL": "", "LANG": "es_ES.UTF-8"]
        try s.ok(["context", "set", "work", "+work"])
        let unknown = try s.run(["context", "gym"], env: spanish)
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr
                == "todo: no hay ningún contexto 'gym' (guardados: work); guárdalo con `todo context set gym FILTRO`\n")
        try s.ok(["context", "work"])
        let list = try s.ok(["list"], env: spanish)
        #expect(list.lines.first == "contexto work: +work (todo list --no-context muestra todas las tareas)", "\(list)")
        #expect(try s.ok(["config", "list", "--origin"], env: spanish).stdout.contains("(predeterminado)"))
        #expect(
            try s.ok(["config", "list", "--origin", "--json"], env: spanish).stdout.contains(#""origin":"default""#))
    }

    @Test("the man page has the context command, the new options and their examples")
    func manPage() throws {
        let page = try InstallArtifactsTests.makeMan(env: try Sandbox().environment())
        for text in [
            ".It Em context\n", "  todo context set work \"+work @office\"\n", ".It Fl -no-context\n",
            "  todo list --no-context\n", ".It Fl -no-pager\n", "  todo config list --origin\n", ".It Fl -origin\n",
            "--color auto|always|never",
        ] {
            #expect(page.contains(text), "no \(text.debugDescription) in the man page")
        }
    }
}
