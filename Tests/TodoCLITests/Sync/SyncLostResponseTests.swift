import Foundation
import Testing
import TodoKit
import TodoMockServer

/// Which change loses its answer.
enum LostChange: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `todo add`: a `POST`.
    case post
    /// `todo edit`: a `PUT`.
    case put
    /// `todo rm`: a `DELETE`.
    case delete
    /// The `PATCH` of a resync (`todo sync` of a long outbox).
    case patch

    var testDescription: String { rawValue }

    var method: String { rawValue.uppercased() }
}

/// Lost responses: the server applies a change, the client never hears of it. After `sync` there is no
/// duplicate and nothing is lost, on either side.
@Suite struct SyncLostResponseTests {
    @Test(arguments: LostChange.allCases)
    func lostResponseEndsWithNoDuplicateAndNoLoss(change: LostChange) async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let keep = try await client.element(["add", "keep"])
            let target = try await client.element(["add", "target"])
            #expect(Set(try backend.items()) == [keep, target])

            try backend.server.inject(.loseResponse, count: 1)
            var expected: [String: String] = [keep.id: "keep", target.id: "target"]
            switch change {
            case .post:
                let added = try await client.run(["add", "answer lost"])
                #expect(added.status == 0, "\(added)")
                #expect(added.stdout.contains("(queued: "), "\(added)")
                let id = try #require(try await client.items().first { $0.text == "answer lost" }).id
                expected[id] = "answer lost"
            case .put:
                let edited = try await client.run(["edit", target.id, "--text", "target, answer lost"])
                #expect(edited.status == 0, "\(edited)")
                #expect(edited.stdout.contains("(queued: "), "\(edited)")
                expected[target.id] = "target, answer lost"
            case .delete:
                let removed = try await client.run(["rm", target.id])
                #expect(removed.status == 0, "\(removed)")
                #expect(removed.stdout.contains("(queued: "), "\(removed)")
                expected[target.id] = nil
            case .patch:
                // More changes than the replay threshold: `sync` resyncs with one PATCH, whose answer is lost.
                for index in 1...10 {
                    let added = try await client.run(["add", "bulk \(index)", "--offline"])
                    #expect(added.status == 0, "\(added)")
                }
                for item in try await client.items() where item.text.hasPrefix("bulk ") {
                    expected[item.id] = item.text
                }
            }
            if change != .patch {
                // The server applied it; the client saw a transport error and kept the change queued.
                #expect(backend.count(change.method, 0) == 1)
                #expect(try await client.status()["pending"] == .int(1))
                let remote = try backend.items()
                #expect(textsByID(remote) == expected)
            }

            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            if change == .patch { #expect(backend.count("PATCH", 0) == 1) }

            let local = try await client.items()
            let remote = try backend.items()
            #expect(Set(local) == Set(remote))
            #expect(local.count == expected.count)
            #expect(remote.count == expected.count)
            #expect(textsByID(remote) == expected)
            let status = try await client.status()
            #expect(status["pending"] == .int(0))
            #expect(status["dirty"] == .bool(false))
            #expect(status["revision"] == .int(try backend.revision()))
            // The same change seen from both sides is not a conflict.
            #expect(try await client.conflicts().records.isEmpty)
        }
    }

    /// The answer to a `POST` is lost (the server has the todo), then the todo is deleted here before
    /// the client learns it was created: the deletion reaches the server instead of the resync
    /// bringing the todo back. With `offline`, the delete is only queued; otherwise it is pushed at once.
    @Test(arguments: [false, true])
    func deletingATodoWhoseCreateAnswerWasLostDeletesItOnTheServer(offline: Bool) async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let keep = try await client.element(["add", "keep"])
            try backend.server.inject(.loseResponse, count: 1)
            let added = try await client.run(["add", "short-lived"])
            #expect(added.status == 0, "\(added)")
            #expect(added.stdout.contains("(queued: "), "\(added)")
            #expect(Set(try backend.items().map(\.text)) == ["keep", "short-lived"])
            let shortLived = try #require(try await client.items().first { $0.text == "short-lived" })

            let removed = try await client.run(["rm", shortLived.id] + (offline ? ["--offline"] : []))
            #expect(removed.status == 0, "\(removed)")
            #expect(try await client.items() == [keep])

            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            #expect(try backend.items() == [keep])
            #expect(try await client.items() == [keep])
            #expect(try await client.status()["pending"] == .int(0))
            #expect(try await client.conflicts().records.isEmpty)
        }
    }
}
