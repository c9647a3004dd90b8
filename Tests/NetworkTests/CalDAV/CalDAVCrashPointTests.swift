import Foundation
import Testing
import TodoICalendar
import TodoKit
import TodoModel
import TodoNetwork
import TodoStore
import TodoSync
import TodoTesting

/// Every durable write of a CalDAV sync is a crash point (issue 43; the guide's crash-safety
/// rule): the store's commits and the backend's `caldav.json` alike, each lost whole and torn.
/// After the crash the next process opens the store and the backend's file again and syncs; then
/// the device and Radicale hold the same todos, each once, with every change.
///
/// The script, against one Radicale (a task list of its own per run): three todos added offline
/// and pushed; another client renames B and adds W; this device edits A and removes C; a sync;
/// then, after any crash, a recovery sync.
@Suite struct CalDAVCrashPointTests {
    @Test func everyWriteOfACalDAVSyncIsACrashPointThatLosesNothing() async throws {
        let server = try await CalDAVServerProcess(.radicale)
        let client = HTTPClient()
        defer { client.shutdown() }
        let reference = try await Self.run(crashAt: nil, torn: false, server: server, client: client, list: "ref")
        #expect(reference.violations.isEmpty, "without a crash: \(reference.violations)")
        #expect(reference.writes >= 6)
        var points = 0
        for torn in [false, true] {
            for point in 1...reference.writes {
                let run = try await Self.run(
                    crashAt: point, torn: torn, server: server, client: client, list: "p\(point)\(torn ? "t" : "")")
                #expect(run.crashed, "crash point \(point) (torn: \(torn)) was not reached")
                #expect(run.violations.isEmpty, "crash at write \(point) (torn: \(torn)): \(run.violations)")
                points += 1
            }
        }
        print("CalDAV crash points enumerated: \(points) (\(reference.writes) writes, each lost whole and torn)")
    }

    struct Run {
        var writes = 0
        var crashed = false
        var violations: [String] = []
    }

    static func run(
        crashAt: Int?, torn: Bool, server: CalDAVServerProcess, client: HTTPClient, list: String
    ) async throws -> Run {
        let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-crash-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        var settings = Settings(home: home)
        settings.server = server.baseURL
        settings.syncProtocol = .caldav
        settings.fixedNow = CalDAVSyncTests.now
        settings.jitter = 0
        settings.lockTimeout = 2
        // A new process: a new store handle and a backend that reads caldav.json again.
        func process() throws -> (DataManager, CalDAVSyncServer) {
            (
                try DataManager(settings: settings, httpClient: client),
                CalDAVSyncTests.backend(server, client: client, home: home, calendar: list)
            )
        }
        var (manager, backend) = try process()
        let clock = ManualWallClock(now: Double(CalDAVSyncTests.now))
        var run = Run()
        func crashableSync() async throws {
            CrashPoint.arm(directory: home, at: crashAt.map { $0 - run.writes }, torn: torn)
            var failed: (any Error)?
            do {
                _ = try await manager.sync(mode: .sync, server: backend, clock: clock, seed: 7)
            } catch {
                failed = error
            }
            let (writes, crashed) = CrashPoint.disarm(directory: home)
            run.writes += writes
            if let failed, !crashed { throw failed }
            if crashed {
                run.crashed = true
                manager.close()
                (manager, backend) = try process()
            }
        }

        let a = try manager.add(ItemDraft(text: "A"))
        let b = try manager.add(ItemDraft(text: "B"))
        let c = try manager.add(ItemDraft(text: "C"))
        try await crashableSync()

        // Another client renames B (if it reached the server) and adds W (making the task list
        // when the crash came before this device made it).
        let collection = "/\(CalDAVServerProcess.username)/\(list)/"
        let probe = try await CalDAVServerTests.send(.syncCollection(collection, token: nil), to: server)
        if probe.status == 404 {
            let made = try await CalDAVServerTests.send(.makeCalendar(collection, name: list), to: server)
            #expect(made.status == 201)
        }
        let members = try await CalDAVSyncTests.members(collection, on: server)
        var phoneEdited = false
        if let there = CalDAVSyncTests.member(uid: b.id, in: members) {
            var renamed = there.object
            renamed.update("VTODO") { todo in
                todo.set(ICalProperty("SUMMARY", text: "B from the phone"))
                todo.set(ICalProperty("LAST-MODIFIED", value: "20261201T000000Z"))
            }
            let put = try await CalDAVServerTests.send(
                .put(there.href, ICalendar.serialize(renamed), ifMatch: there.etag), to: server)
            phoneEdited = (200..<300).contains(put.status)
        }
        let w = Array(
            ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:W-\(list)\r\n"
                + "DTSTAMP:20261201T000000Z\r\nSUMMARY:W from the phone\r\nEND:VTODO\r\nEND:VCALENDAR\r\n").utf8)
        _ = try await CalDAVServerTests.send(.put(collection + "w.ics", w, ifMatch: nil), to: server)

        // This device edits A and removes C, then syncs.
        var edit = ItemEdit()
        edit.text = "A edited"
        try manager.edit(a.id, edit)
        try manager.remove(c.id)
        try await crashableSync()

        // Recovery, as the next `todo sync`.
        manager.close()
        (manager, backend) = try process()
        let report = try await manager.sync(mode: .sync, server: backend, clock: clock, seed: 8)
        if report.outcome != .synced { run.violations.append("recovery ended \(report.outcome)") }

        // The oracle.
        let local = try manager.state().items.values.map { ($0.id, $0.text) }
        manager.close()
        let remote = try await CalDAVSyncTests.members(collection, on: server).values.compactMap {
            member -> (String, String)? in
            guard let todo = member.object.component("VTODO"), let uid = todo.property("UID")?.text else { return nil }
            return (uid, todo.property("SUMMARY")?.text ?? "")
        }
        if Set(remote.map(\.0)).count != remote.count { run.violations.append("a UID twice on the server") }
        let remoteTexts = Dictionary(remote, uniquingKeysWith: { first, _ in first })
        let localTexts = Dictionary(local, uniquingKeysWith: { first, _ in first })
        if localTexts != remoteTexts { run.violations.append("device \(localTexts) ≠ server \(remoteTexts)") }
        let expected = [
            a.id: "A edited", b.id: phoneEdited ? "B from the phone" : "B", "W-\(list)": "W from the phone",
        ]
        if remoteTexts != expected { run.violations.append("server \(remoteTexts), expected \(expected)") }
        return run
    }
}
