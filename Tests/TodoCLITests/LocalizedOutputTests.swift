import Foundation
import Testing
import TodoKit
import TodoTesting

/// The messages follow LC_ALL, LC_MESSAGES and LANG, end to end through the built binary.
@Suite struct LocalizedOutputTests {
    /// Spanish through LANG (the sandbox's LC_ALL is emptied, which counts as unset).
    static let spanish = ["LC_ALL": "", "LANG": "es_ES.UTF-8"]

    @Test("todo list: section headings and empty sections in Spanish with LANG=es_ES.UTF-8")
    func listInSpanish() throws {
        let s = try Sandbox()
        let a = try s.add(["Comprar pan", "--due", "2025-03-01"])
        try s.add(["Llamar", "--due", "2025-03-12"])
        try s.ok(["done", a.id])

        let english = try s.ok(["list"]).stdout
        #expect(english.contains("Pending (1)\n"))
        #expect(english.contains("Completed (1)\n"))
        #expect(english.contains("Llamar       in 2d\n"), "\(english)")
        #expect(english.contains("Comprar pan  2025-03-01\n"), "\(english)")

        let spanish = try s.ok(["list"], env: Self.spanish)
        #expect(spanish.stdout.contains("Pendientes (1)\n"), "\(spanish)")
        #expect(spanish.stdout.contains("Completadas (1)\n"))
        #expect(spanish.stdout.contains("Llamar       en 2d\n"), "\(spanish)")
        #expect(!spanish.stdout.contains("Pending"))
        // The user's data and the ids stay as they are.
        #expect(spanish.stdout.contains("Comprar pan"))
        #expect(spanish.stdout.contains(String(a.id.prefix(8))))

        let empty = try Sandbox()
        #expect(
            try empty.ok(["list"], env: Self.spanish).stdout
                == "Pendientes (0)\n  nada que hacer\n\nCompletadas (0)\n  ninguna todavía\n")
    }

    @Test("show's owner and doctor's report in Spanish; doctor's --json stays the same")
    func ownerAndDoctorInSpanish() throws {
        let s = try Sandbox()
        let item = try s.add(["Regar las plantas"])
        let shown = try s.ok(["show", item.id], env: Self.spanish).stdout
        #expect(shown.contains("propietario:     Dispositivo local"), "\(shown)")
        #expect(try s.ok(["show", item.id]).stdout.contains("owner:       Local Device"))

        let doctor = try s.ok(["doctor"], env: Self.spanish).stdout
        #expect(doctor.contains("bien"), "\(doctor)")
        #expect(doctor.hasSuffix("no se encontró ningún problema\n"), "\(doctor)")
        #expect(!doctor.contains("no problems found"))
        let english = try s.ok(["doctor", "--json"]).stdout
        let spanishJSON = try s.ok(["doctor", "--json"], env: Self.spanish).stdout
        #expect(try JSONValue.parse(english)["ok"] == .bool(true))
        // Keys and status values stay; only the human-readable detail follows the language.
        #expect(
            try JSONValue.parse(spanishJSON)["checks"]?.array?.map { $0["status"] }
                == JSONValue.parse(english)["checks"]?.array?.map { $0["status"] })
    }

    /// Issue 13: machine output is the same in every language. The same session in two stores, one
    /// under LANG=C and one in Spanish: `--json` of status, sync, list, show, export and conflicts,
    /// the exit codes and the log lines are identical once times, durations and the store's path,
    /// ids and device ids are set aside. (`doctor --json`'s `detail` still follows the language: issue 13
    /// leaves it open.)
    /// An id or device id: the two stores make their own.
    static let uuid = "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"

    @Test("--json, exit codes and log lines are the same with LANG=C and LANG=es_ES.UTF-8")
    func machineOutputIgnoresTheLanguage() throws {
        func session(_ language: [String: String]) throws -> (outputs: [String], log: [String]) {
            let s = try Sandbox()
            let server = [
                "--server", "http://127.0.0.1:1", "--token", "t", "--min-delay", "0.01", "--max-delay", "0.02",
            ]
            var outputs: [String] = []
            func record(_ args: [String]) throws {
                let result = try s.run(args, env: language)
                var text = result.stdout.replacingOccurrences(of: s.home, with: "HOME")
                for volatile in [#""duration":[0-9.]+"#, #""next_retry_at":[0-9.e+]+"#, #"after [0-9]+ ms"#, Self.uuid]
                {
                    text = text.replacingOccurrences(of: volatile, with: "_", options: .regularExpression)
                }
                outputs.append("\(args.first ?? ""): \(result.status) \(text)")
            }
            try record(["add", "Regar las plantas", "--offline", "--json"])
            try record(["add", "Comprar pan", "--due", "2025-03-01", "--offline", "--json"])
            try record(["done", "1", "--offline", "--json"])
            try record(["sync", "--json"] + server)
            try record(["status", "--json"] + server)
            try record(["list", "--all", "--json"])
            try record(["show", "1", "--json"])
            try record(["show", "zzzz", "--json"])
            try record(["export", "--json"])
            try record(["conflicts", "--json"])
            // The doctor's findings: a store marked dirty by the failed sync, a server not reached.
            try record(["doctor", "--json"] + server)
            let log = (try? String(contentsOfFile: s.home + "/logs/todo.log", encoding: .utf8)) ?? ""
            let lines = log.split(separator: "\n").map { line in
                String(line.drop { $0 != " " })
                    .replacingOccurrences(of: s.home, with: "HOME")
                    .replacingOccurrences(of: #"duration=[0-9.]+s"#, with: "_", options: .regularExpression)
                    .replacingOccurrences(of: #"next_try_in=[0-9.]+s"#, with: "_", options: .regularExpression)
                    .replacingOccurrences(of: Self.uuid, with: "_", options: .regularExpression)
            }
            return (outputs, lines)
        }
        let plain = try session(["LC_ALL": "", "LANG": "C"])
        let spanish = try session(Self.spanish)

        #expect(plain.outputs == spanish.outputs)
        #expect(plain.log == spanish.log)
        #expect(plain.log.contains { $0.contains("outcome=gave_up") }, "\(plain.log)")
        #expect(plain.outputs.contains { $0.hasPrefix("sync: 69 {") }, "\(plain.outputs)")
        let doctor = plain.outputs.first { $0.hasPrefix("doctor: 1 {") } ?? ""
        #expect(doctor.contains("marked dirty") && doctor.contains("is not reachable"), "\(doctor)")
    }

    /// An attempt of `watch --json` that cannot open the store: its `error` is the English
    /// message in every language (it was the localized one).
    @Test func watchJSONErrorsIgnoreTheLanguage() async throws {
        func firstLine(_ language: [String: String]) async throws -> String {
            let s = try Sandbox()
            try s.add(["one"])
            try Data("not a snapshot\n".utf8).write(to: URL(fileURLWithPath: s.snapshotPath))
            let args = ["watch", "--interval", "600", "--json", "--server", "http://127.0.0.1:1", "--token", "t"]
            let watch = try TodoProcess.start(args, env: s.environment(language))
            let wrote = await eventually { watch.stdoutSoFar.contains("\n") }
            kill(watch.pid, SIGINT)
            let result = watch.wait()
            #expect(wrote, "\(result)")
            let line = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            return line.replacingOccurrences(
                of: #""(time|duration|next_attempt_at)":[0-9.e+]+"#, with: "_", options: .regularExpression
            )
            .replacingOccurrences(of: s.home, with: "HOME")
        }
        let plain = try await firstLine(["LC_ALL": "", "LANG": "C"])
        let spanish = try await firstLine(Self.spanish)
        #expect(plain.contains(#""outcome":"error""#), "\(plain)")
        #expect(plain.contains("snapshot"), "\(plain)")
        #expect(plain == spanish)
    }

    @Test("an unknown id: the error is in Spanish, the exit code stays 64")
    func unknownIDInSpanish() throws {
        let s = try Sandbox()
        try s.add(["only"])
        let english = try s.run(["done", "zzzz"])
        let spanish = try s.run(["done", "zzzz"], env: Self.spanish)
        #expect(english.status == 64)
        #expect(spanish.status == 64)
        #expect(english.stderr == "todo: no todo has an id starting with 'zzzz'\n")
        #expect(spanish.stderr == "todo: ninguna tarea tiene un id que empiece por 'zzzz'\n")
    }

    @Test("todo status and a change's confirmation line in Spanish")
    func statusAndChangeInSpanish() throws {
        let s = try Sandbox()
        let added = try s.ok(["add", "Regar", "las", "plantas"], env: Self.spanish)
        #expect(added.stdout.hasPrefix("Añadida "), "\(added)")
        #expect(added.stdout.hasSuffix(" \"Regar las plantas\"\n"))

        let status = try s.ok(["status"], env: Self.spanish)
        #expect(
            status.lines.contains("servidor:         ninguno (solo local: las tareas se quedan en este dispositivo)"))
        #expect(status.lines.contains("almacén:          \(s.home)"))
        #expect(status.lines.contains("tareas:           1 (pendientes: 1, hechas: 0)"))
        #expect(status.lines.contains("en cola:          1 cambio"))
    }

    @Test("--json stays the same in every language")
    func jsonIsNotTranslated() throws {
        let s = try Sandbox()
        try s.add(["x"])
        let english = try s.ok(["status", "--json"]).stdout
        let spanish = try s.ok(["status", "--json"], env: Self.spanish).stdout
        #expect(english == spanish)
        #expect(spanish.contains("\"local_only\""))
    }

    @Test(
        "English with LANG=C, with LC_ALL=C over LANG=es, and with LC_ALL=es over LANG=C",
        arguments: [
            (["LC_ALL": "", "LANG": "C"], false),
            (["LC_ALL": "C", "LANG": "es_ES.UTF-8"], false),
            (["LC_ALL": "", "LC_MESSAGES": "POSIX", "LANG": "es_ES.UTF-8"], false),
            (["LC_ALL": "", "LANG": ""], false),
            (["LC_ALL": "es_MX.UTF-8", "LANG": "C"], true),
            (["LC_ALL": "", "LC_MESSAGES": "es", "LANG": "en_US.UTF-8"], true),
        ])
    func precedenceEndToEnd(env: [String: String], spanish: Bool) throws {
        let s = try Sandbox()
        let list = try s.ok(["list"], env: env).stdout
        #expect(list.hasPrefix(spanish ? "Pendientes (0)" : "Pending (0)"), "\(env): \(list)")
        let conflicts = try s.ok(["conflicts"], env: env).stdout
        #expect(conflicts == (spanish ? "No hay conflictos.\n" : "No conflicts.\n"))
    }

    @Test("a usage error found by the parser's validation is in Spanish too, exit 64")
    func validationInSpanish() throws {
        let s = try Sandbox()
        let item = try s.add(["x"])
        let result = try s.run(["edit", item.id], env: Self.spanish)
        #expect(result.status == 64)
        #expect(result.stderr.contains("nada que cambiar"), "\(result)")
    }
}
