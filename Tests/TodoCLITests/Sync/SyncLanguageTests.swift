import Foundation
import Testing
import TodoKit

/// The sync report, the push note and the sync status lines in Spanish, against the mock server.
@Suite struct SyncLanguageTests {
    @Test("a sync in Spanish: push note, report line and status; --json stays the same")
    func syncInSpanish() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, env: LocalizedOutputTests.spanish)
            let added = try await client.ok(["add", "Pagar", "la", "luz"])
            #expect(added.stdout.hasPrefix("Añadida "), "\(added)")
            #expect(added.stdout.hasSuffix("\"Pagar la luz\" (sincronizada)\n"), "\(added)")

            let synced = try await client.ok(["sync"])
            #expect(synced.stdout.hasPrefix("sincronizado: enviados 0, fusionados "), "\(synced)")
            #expect(synced.stdout.contains(" petici"))

            let status = try await client.ok(["status"])
            #expect(status.lines.contains("servidor:         \(backend.baseURL)"), "\(status)")
            #expect(status.lines.contains("en cola:          0 cambios"))
            #expect(status.lines.contains("resincronizar:    no"))
            #expect(status.lines.contains { $0.hasPrefix("última sinc.:     ") })

            let report = try await client.syncReport()
            #expect(report.report?["outcome"] == .string("synced"))
        }
    }

    @Test("refused credentials in Spanish: the report, the hint on stderr, and exit 77 as in English")
    func unauthorizedInSpanish() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(
                server: backend.baseURL, token: "wrong-token", env: LocalizedOutputTests.spanish)
            let added = try await client.run(["add", "rechazada"])
            #expect(added.status == 0, "\(added)")
            #expect(added.stdout.hasSuffix("(en cola: el servidor rechazó las credenciales)\n"), "\(added)")

            let refused = try await client.run(["sync"])
            #expect(refused.status == 77, "\(refused)")
            #expect(
                refused.stdout.hasPrefix(
                    "sin sincronizar: el servidor rechazó las credenciales; 1 cambio en cola conservado;"),
                "\(refused)")
            #expect(refused.stderr.contains("todo: revisa el token"), "\(refused)")
        }
    }
}
