import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting

/// Issue 35 through the binary: devices that complete the same occurrence of a repeating todo
/// offline make the same next occurrence, so after they sync there is one, on the server and on
/// every device, and no conflict record.
@Suite struct SyncRecurrenceTests {
    /// `count` devices share "Pay rent", monthly from 2025-04-01; each completes it offline, each in
    /// another time zone (issue 41: the series' dates are civil in its own zone, `tz:UTC`), then
    /// all sync (twice round, so each has seen the others' pass).
    func completeOffline(on count: Int) async throws {
        try await MockBackend.with { backend in
            let devices = try (0..<count).map { _ in try SyncClient(server: backend.baseURL) }
            let rent = try await devices[0].element(["add", "Pay rent", "--due", "2025-04-01", "--recur", "monthly"])
            // Issue 41: the series keeps its zone and anchor in the text (set in the sandbox's UTC).
            #expect(rent.text == "Pay rent rec:+1m tz:UTC anchor:01T00:00")
            try await devices[0].ok(["sync"])
            for device in devices.dropFirst() { try await device.ok(["sync"]) }
            for (index, device) in devices.enumerated() {
                device.now = Clock.now + 60 * Int64(index + 1)
                let zone = ["America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe"][index % 3]
                let done = try await device.ok(["done", rent.id, "--offline"], env: ["TZ": zone])
                #expect(done.stdout.contains("Next "), "\(done)")
            }
            for _ in 0..<2 {
                for device in devices { try await device.ok(["sync"]) }
            }
            let server = try backend.items()
            #expect(server.count == 2, "\(server)")
            let next = server.filter { !$0.done }
            #expect(next.count == 1, "\(server)")
            let first = try #require(next.first)
            #expect(first.id == Recurrence.successorID(of: rent.id, deadline: try #require(rent.deadline)))
            #expect(first.text == "Pay rent rec:+1m tz:UTC anchor:01T00:00")
            // 2025-05-01T00:00:00Z (TZ=UTC in the sandbox).
            #expect(first.deadline == 1_746_057_600)
            #expect(server.filter(\.done).map(\.id) == [rent.id])
            for device in devices {
                let items = try await device.items()
                #expect(Set(items.map(\.id)) == Set(server.map(\.id)))
                for item in items {
                    let there = server.first { $0.id == item.id }
                    #expect(there.map(item.hasSameContent(as:)) == true, "\(item) vs \(server)")
                }
                let records = try await device.conflicts().records
                #expect(records.isEmpty, "\(records)")
            }
        }
    }

    @Test func twoDevicesCompletingTheSameOccurrenceMakeOneNext() async throws {
        try await completeOffline(on: 2)
    }

    @Test func threeDevicesCompletingTheSameOccurrenceMakeOneNext() async throws {
        try await completeOffline(on: 3)
    }

    /// One device completes, takes it back, and completes again: one next occurrence.
    @Test func completingTwiceInARowMakesOneNext() async throws {
        try await MockBackend.with { backend in
            let laptop = try SyncClient(server: backend.baseURL)
            let rent = try await laptop.element(["add", "Pay rent", "--due", "2025-04-01", "--recur", "monthly"])
            try await laptop.ok(["done", rent.id, "--offline"])
            try await laptop.ok(["undone", rent.id, "--offline"])
            let again = try await laptop.ok(["done", rent.id, "--offline"])
            #expect(!again.stdout.contains("Next "), "the next one exists already: \(again)")
            try await laptop.ok(["done", rent.id, "--offline"])
            try await laptop.ok(["sync"])
            let items = try await laptop.items()
            #expect(items.count == 2, "\(items)")
            #expect(items.filter { !$0.done }.count == 1)
            #expect(try backend.items().count == 2)
            #expect(try await laptop.conflicts().records.isEmpty)
        }
    }

    /// The laptop completes the rent and syncs; the phone edits the next occurrence and syncs; the
    /// laptop syncs. Undoing the laptop's `done` brings the rent back but keeps the phone's
    /// version of the next one, and says so; nothing is logged as overridden.
    @Test func undoKeepsANextOccurrenceChangedElsewhere() async throws {
        try await MockBackend.with { backend in
            let laptop = try SyncClient(server: backend.baseURL)
            let phone = try SyncClient(server: backend.baseURL)
            let rent = try await laptop.element(["add", "Pay rent", "--due", "2025-04-01", "--recur", "monthly"])
            try await laptop.ok(["done", rent.id])
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            let nextID = Recurrence.successorID(of: rent.id, deadline: try #require(rent.deadline))
            phone.now = Clock.now + 60
            try await phone.ok(["edit", nextID, "--text", "Pay rent +bank"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            laptop.now = Clock.now + 120
            let undo = try await laptop.ok(["undo"])
            #expect(undo.stdout.contains("kept \(nextID.prefix(8)) \"Pay rent +bank\""), "\(undo)")
            let items = try await laptop.items()
            #expect(items.count == 2, "\(items)")
            #expect(items.first { $0.id == rent.id }?.done == false)
            // Issue 41: the series' tz: and anchor: carry over into a new --text.
            let tokens = " rec:+1m tz:UTC anchor:01T00:00"
            #expect(items.first { $0.id == nextID }?.text == "Pay rent +bank" + tokens)
            try await laptop.ok(["sync"])
            #expect(Set(try backend.items().map(\.text)) == ["Pay rent" + tokens, "Pay rent +bank" + tokens])
            #expect(try await laptop.conflicts().records.isEmpty)
        }
    }
}
