import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoNetwork
import TodoSync
import TodoTesting

/// The faults a real CalDAV server will not make on demand, made by the mock in CalDAV mode in
/// front of a real Radicale (issue 43, point 4): `429` with `Retry-After`, an answer lost after the
/// server applied a create, `PUT` answers without an ETag, refused credentials.
@Suite struct CalDAVFaultTests {
    /// A device whose backend talks to `mock` (in front of Radicale), with `password`.
    static func device(
        through mock: MockServer, client: HTTPClient, password: String = CalDAVServerProcess.password
    ) throws -> CalDAVSyncTests.Device {
        let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-fault-" + UUID().uuidString
        var settings = Settings(home: home)
        settings.server = mock.baseURL
        settings.syncProtocol = .caldav
        settings.fixedNow = CalDAVSyncTests.now
        settings.jitter = 0
        settings.minDelay = 1
        settings.maxDelay = 30
        let credentials = Data("\(CalDAVServerProcess.username):\(password)".utf8).base64EncodedString()
        let api = TodoAPI(
            client: client,
            configuration: TodoAPIConfiguration(baseURL: mock.baseURL, token: credentials, timeout: .seconds(10)))
        let server = CalDAVSyncServer(
            api: api, server: mock.baseURL, username: CalDAVServerProcess.username, home: home, calendar: nil,
            local: LocalTime(zoneNamed: "UTC"), now: { CalDAVSyncTests.now })
        return CalDAVSyncTests.Device(
            home: home, manager: try DataManager(settings: settings, httpClient: client), server: server)
    }

    /// Runs `body` with Radicale behind the mock in CalDAV mode, a device that talks to the mock
    /// (with `password`), and a clock for the run; everything is stopped and removed after.
    static func withDevice(
        password: String = CalDAVServerProcess.password,
        _ body: (MockServer, CalDAVServerProcess, CalDAVSyncTests.Device, ManualWallClock) async throws -> Void
    ) async throws {
        let radicale = try await CalDAVServerProcess(.radicale)
        try await withMockServer(MockServerConfiguration(upstream: radicale.baseURL)) { mock in
            let client = HTTPClient()
            defer { client.shutdown() }
            let device = try Self.device(through: mock, client: client, password: password)
            defer { try? FileManager.default.removeItem(atPath: device.home) }
            try await body(mock, radicale, device, ManualWallClock(now: Double(CalDAVSyncTests.now)))
        }
    }

    static func sync(_ device: CalDAVSyncTests.Device, clock: ManualWallClock) async throws -> SyncReport {
        try await device.manager.sync(mode: .sync, server: device.server, clock: clock, seed: 3)
    }

    @Test(
        "429 and 503 with Retry-After: the sync waits that long, capped at MaxDelay",
        arguments: [
            (429, 7, 7.0), (503, 100, 30.0),
        ])
    func retryAfterIsHonoured(status: Int, seconds: Int, waited: Double) async throws {
        try await Self.withDevice { mock, radicale, device, clock in
            _ = try device.manager.add(ItemDraft(text: "slow down"))
            try mock.inject(.retryAfter(status: status, seconds: seconds), count: 1, scope: .all)

            let report = try await Self.sync(device, clock: clock)

            #expect(report.outcome == .synced)
            #expect(clock.sleeps == [waited])
            let members = try await CalDAVSyncTests.members(try CalDAVSyncTests.collection(of: device), on: radicale)
            #expect(members.values.map { $0.object.component("VTODO")?.property("SUMMARY")?.text } == ["slow down"])
        }
    }

    @Test func aCreateWhoseAnswerWasLostIsNotDoubled() async throws {
        try await Self.withDevice { mock, radicale, device, clock in
            let item = try device.manager.add(ItemDraft(text: "Renew the passport"))
            // The first write is applied by Radicale; its answer never arrives.
            try mock.inject(.loseResponse, count: 1, scope: .writes)

            let report = try await Self.sync(device, clock: clock)

            #expect(report.outcome == .synced)
            #expect(report.conflicts.isEmpty)
            #expect(clock.sleeps.count == 1)
            let members = try await CalDAVSyncTests.members(try CalDAVSyncTests.collection(of: device), on: radicale)
            #expect(members.count == 1)
            #expect(CalDAVSyncTests.member(uid: item.id, in: members) != nil)
            #expect(try device.items.map(\.text) == ["Renew the passport"])
        }
    }

    @Test func writesAnsweredWithoutAnETagMakeNoFalseConflict() async throws {
        try await Self.withDevice { mock, radicale, device, clock in
            // Every write from now on is answered without its ETag (sabre/dav's rewritten bodies).
            try mock.inject(.noETag, count: nil, scope: .writes)
            let item = try device.manager.add(ItemDraft(text: "Fix the bike"))
            #expect(try await Self.sync(device, clock: clock).outcome == .synced)
            var edit = ItemEdit()
            edit.text = "Fix the bike's brakes"
            try device.manager.edit(item.id, edit)
            _ = try device.manager.setDone([item.id], done: true, command: .done)

            let report = try await Self.sync(device, clock: clock)

            #expect(report.outcome == .synced)
            #expect(report.conflicts.isEmpty)
            #expect(clock.sleeps.isEmpty)
            let members = try await CalDAVSyncTests.members(try CalDAVSyncTests.collection(of: device), on: radicale)
            let todo = try #require(CalDAVSyncTests.member(uid: item.id, in: members)?.object.component("VTODO"))
            #expect(todo.property("SUMMARY")?.text == "Fix the bike's brakes")
            #expect(todo.property("STATUS")?.text == "COMPLETED")
            #expect(members.count == 1)
        }
    }

    @Test func refusedCredentialsAreNotRetried() async throws {
        try await Self.withDevice(password: "not-the-password") { mock, radicale, device, clock in
            _ = try device.manager.add(ItemDraft(text: "kept here"))

            let report = try await Self.sync(device, clock: clock)

            #expect(report.outcome == .unauthorized)
            #expect(clock.sleeps.isEmpty)
            #expect(report.requests == 1)
            #expect(try device.manager.state().outbox.count == 1)
        }
    }

    /// Counted at the proxy: a sync with nothing to do is one `sync-collection` REPORT; a push of
    /// one edit is one PUT and that REPORT.
    @Test func aSyncWithNothingToDoIsOneReport() async throws {
        try await Self.withDevice { mock, radicale, device, clock in
            for index in 0..<20 { _ = try device.manager.add(ItemDraft(text: "todo \(index)")) }
            #expect(try await Self.sync(device, clock: clock).outcome == .synced)

            mock.resetStats()
            #expect(try await Self.sync(device, clock: clock).outcome == .synced)
            #expect(mock.stats.total == 1)
            #expect(mock.stats.count(method: "REPORT") == 1)

            let first = try #require(try device.items.first)
            var edit = ItemEdit()
            edit.text = "todo edited"
            try device.manager.edit(first.id, edit)
            mock.resetStats()
            #expect(try await Self.sync(device, clock: clock).outcome == .synced)
            // The PUT (its answer's ETag recorded), then the check of the list: one REPORT that
            // names only that member, with the ETag already known, so no multiget.
            #expect(mock.stats.count(method: "PUT") == 1)
            #expect(mock.stats.count(method: "REPORT") == 1)
            #expect(mock.stats.total == 2)
        }
    }
}
