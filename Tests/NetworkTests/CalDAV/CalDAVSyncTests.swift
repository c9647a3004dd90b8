import Foundation
import Testing
import TodoCalDAV
import TodoICalendar
import TodoKit
import TodoModel
import TodoNetwork
import TodoSync
import TodoTesting

/// The CalDAV backend behind the sync driver, against real Radicale and Xandikos started on
/// loopback (issue 43, points 1, 2 and 4): discovery and creation of the task list, push and pull,
/// another client's edit merged per field with its unknown properties kept, creation and
/// deletion by raw WebDAV requests, a lost answer on create, a stale token, two devices.
@Suite struct CalDAVSyncTests {
    static let now: Int64 = 1_796_000_000

    /// One device: its store and its backend.
    struct Device {
        let home: String
        let manager: DataManager
        let server: CalDAVSyncServer

        func sync(seed: UInt64 = 1) async throws -> SyncReport {
            try await manager.sync(
                mode: .sync, server: server, clock: ManualWallClock(now: Double(CalDAVSyncTests.now)), seed: seed)
        }

        var items: [TodoItem] { get throws { Array(try manager.state().items.values) } }
    }

    static func device(_ server: CalDAVServerProcess, client: HTTPClient, name: String = "a") throws -> Device {
        let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-\(name)-" + UUID().uuidString
        var settings = Settings(home: home)
        settings.server = server.baseURL
        settings.syncProtocol = .caldav
        settings.fixedNow = now
        settings.jitter = 0
        return Device(
            home: home, manager: try DataManager(settings: settings, httpClient: client),
            server: backend(server, client: client, home: home))
    }

    static func backend(
        _ server: CalDAVServerProcess, client: HTTPClient, home: String, calendar: String? = nil
    ) -> CalDAVSyncServer {
        let credentials = Data("\(CalDAVServerProcess.username):\(CalDAVServerProcess.password)".utf8)
            .base64EncodedString()
        let api = TodoAPI(
            client: client,
            configuration: TodoAPIConfiguration(baseURL: server.baseURL, token: credentials, timeout: .seconds(10)))
        return CalDAVSyncServer(
            api: api, server: server.baseURL, username: CalDAVServerProcess.username, home: home, calendar: calendar,
            local: LocalTime(zoneNamed: "UTC"), now: { CalDAVSyncTests.now })
    }

    /// Runs `body` with a `kind` server, one HTTP client and a device syncing with the server;
    /// everything is stopped and removed after.
    static func withDevice(
        _ kind: CalDAVServerProcess.Kind,
        _ body: (CalDAVServerProcess, HTTPClient, Device) async throws -> Void
    ) async throws {
        let server = try await CalDAVServerProcess(kind)
        let client = HTTPClient()
        defer { client.shutdown() }
        let device = try Self.device(server, client: client)
        defer { try? FileManager.default.removeItem(atPath: device.home) }
        try await body(server, client, device)
    }

    /// The collection the device synced with, read from its state file.
    static func collection(of device: Device) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: device.home + "/caldav.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["collection"] as? String)
    }

    /// The collection's members as the server lists them: href → (ETag, object).
    static func members(
        _ collection: String, on server: CalDAVServerProcess
    ) async throws -> [String: (etag: String, object: ICalComponent)] {
        let listed = try CalDAVServerTests.multistatus(
            try await CalDAVServerTests.send(.syncCollection(collection, token: nil), to: server))
        // A deleted member is listed as 404, in the response or in its only propstat (Radicale).
        let hrefs = listed.responses.filter { $0.status != 404 && !$0.propstats.allSatisfy { $0.status == 404 } }
            .map { CalDAVServerTests.path($0.href) }
            .filter { $0 != collection }
        guard !hrefs.isEmpty else { return [:] }
        let got = try CalDAVServerTests.multistatus(
            try await CalDAVServerTests.send(.multiget(collection, hrefs: hrefs), to: server))
        var members: [String: (etag: String, object: ICalComponent)] = [:]
        for response in got.responses {
            guard let data = response.property(DAVNamespace.caldav, "calendar-data")?.text,
                let etag = response.property(DAVNamespace.dav, "getetag")?.text
            else { continue }
            members[CalDAVServerTests.path(response.href)] = (etag, try ICalendar.parse(Array(data.utf8)))
        }
        return members
    }

    static func member(
        uid: String, in members: [String: (etag: String, object: ICalComponent)]
    ) -> (href: String, etag: String, object: ICalComponent)? {
        members.first { $0.value.object.component("VTODO")?.property("UID")?.text == uid }
            .map { ($0.key, $0.value.etag, $0.value.object) }
    }

    @Test(arguments: CalDAVServerProcess.Kind.allCases)
    func pushPullAndAnotherClientsEdit(kind: CalDAVServerProcess.Kind) async throws {
        try await Self.withDevice(kind) { server, client, device in
            let milk = try device.manager.add(ItemDraft(text: "Buy milk +home"))
            let call = try device.manager.add(ItemDraft(text: "Call mom"))

            // Discovery finds (or makes) a task list; both todos go up.
            #expect(try await device.sync().outcome == .synced)
            let collection = try Self.collection(of: device)
            var members = try await Self.members(collection, on: server)
            #expect(members.count == 2)
            let pushed = try #require(Self.member(uid: milk.id, in: members))
            // The trailing tag is a category, as other clients show it.
            #expect(pushed.object.component("VTODO")?.property("SUMMARY")?.text == "Buy milk")
            #expect(pushed.object.component("VTODO")?.property("CATEGORIES")?.text == "home")

            // Another client renames it and adds a property of its own; here it is marked done.
            var theirs = pushed.object
            theirs.update("VTODO") { todo in
                todo.set(ICalProperty("SUMMARY", text: "Buy oat milk"))
                todo.set(ICalProperty("X-PHONE-APP", parameters: [ICalParameter("X-FLAG", "blue")], text: "kept as is"))
            }
            let edited = try await CalDAVServerTests.send(
                .put(pushed.href, ICalendar.serialize(theirs), ifMatch: pushed.etag), to: server)
            #expect((200..<300).contains(edited.status))
            _ = try device.manager.setDone([milk.id], done: true, command: .done)

            // A task made and one deleted by raw WebDAV requests.
            let phone = "phone-made-4a1c"
            let made = try await CalDAVServerTests.send(
                .put(
                    collection + "from-phone.ics",
                    Array(
                        ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:\(phone)\r\n"
                            + "DTSTAMP:20261128T120000Z\r\nSUMMARY:From the phone\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
                            .utf8),
                    ifMatch: nil), to: server)
            #expect(made.status == 201)
            let gone = try #require(Self.member(uid: call.id, in: members))
            let deleted = try await CalDAVServerTests.send(.delete(gone.href, ifMatch: gone.etag), to: server)
            #expect((200..<300).contains(deleted.status))

            // The stale ETag makes a resync that merges per field: both changes kept, no conflict.
            let merging = try await device.sync()
            #expect(merging.outcome == .synced)
            #expect(merging.conflicts.isEmpty)
            let items = try device.items
            #expect(items.map(\.text).sorted() == ["Buy oat milk +home", "From the phone"])
            let merged = try #require(items.first { $0.id == milk.id })
            #expect(merged.done)
            members = try await Self.members(collection, on: server)
            #expect(members.count == 2)
            let after = try #require(Self.member(uid: milk.id, in: members)?.object.component("VTODO"))
            #expect(after.property("SUMMARY")?.text == "Buy oat milk")
            #expect(after.property("STATUS")?.text == "COMPLETED")
            #expect(after.property("X-PHONE-APP")?.parameters.first?.values == ["blue"])
            #expect(after.property("X-PHONE-APP")?.text == "kept as is")
        }
    }

    @Test(arguments: CalDAVServerProcess.Kind.allCases)
    func aLostAnswerOnCreateIsAlreadyApplied(kind: CalDAVServerProcess.Kind) async throws {
        let server = try await CalDAVServerProcess(kind)
        let client = HTTPClient()
        defer { client.shutdown() }
        let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-lost-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let item = TodoItem(
            id: "0b7d2c9e-5555-4666-8777-888899990000", text: "Pay rent", createdAt: Self.now, changedAt: Self.now,
            lastUpdatedBy: "dev-a")
        _ = try await Self.backend(server, client: client, home: home).send(.create(item), lastKnownRevision: 0)
        // The answer was lost: the state holds nothing of it, and the create goes again.
        try FileManager.default.removeItem(atPath: home + "/caldav.json")
        let again = Self.backend(server, client: client, home: home)
        _ = try await again.send(.create(item), lastKnownRevision: 0)
        let listed = try await again.fetchList()
        #expect(listed.items == [item])

        // Another todo under the same UID is not this one: the list is out of sync, nothing is written.
        try FileManager.default.removeItem(atPath: home + "/caldav.json")
        var other = item
        other.text = "Pay rent twice"
        await #expect(throws: SyncStateMachine.Failure.unsynchronized) {
            _ = try await Self.backend(server, client: client, home: home).send(.create(other), lastKnownRevision: 0)
        }
        #expect(try await Self.backend(server, client: client, home: home).fetchList().items == [item])
    }

    @Test(arguments: CalDAVServerProcess.Kind.allCases)
    func twoDevicesAndARefusedToken(kind: CalDAVServerProcess.Kind) async throws {
        let server = try await CalDAVServerProcess(kind)
        let client = HTTPClient()
        defer { client.shutdown() }
        let laptop = try Self.device(server, client: client, name: "laptop")
        let phone = try Self.device(server, client: client, name: "phone")
        defer {
            try? FileManager.default.removeItem(atPath: laptop.home)
            try? FileManager.default.removeItem(atPath: phone.home)
        }
        let bread = try laptop.manager.add(ItemDraft(text: "Bake bread"))
        #expect(try await laptop.sync().outcome == .synced)
        #expect(try await phone.sync().outcome == .synced)
        #expect(try phone.items.map(\.text) == ["Bake bread"])
        var rename = ItemEdit()
        rename.text = "Bake rye bread"
        try phone.manager.edit(bread.id, rename)
        _ = try phone.manager.add(ItemDraft(text: "Eggs"))
        #expect(try await phone.sync().outcome == .synced)
        #expect(try await laptop.sync().outcome == .synced)
        #expect(try laptop.items.map(\.text).sorted() == ["Bake rye bread", "Eggs"])

        // The server no longer takes the laptop's token (Radicale 403, Xandikos 500): the
        // collection is listed whole, and nothing is lost or doubled.
        let path = laptop.home + "/caldav.json"
        var state = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        state["token"] = "http://radicale.org/ns/sync/not-a-token-it-gave"
        try JSONSerialization.data(withJSONObject: state).write(to: URL(fileURLWithPath: path))
        _ = try laptop.manager.setDone([bread.id], done: true, command: .done)
        let fresh = CalDAVSyncTests.Device(
            home: laptop.home, manager: laptop.manager,
            server: Self.backend(server, client: client, home: laptop.home))
        #expect(try await fresh.sync().outcome == .synced)
        #expect(try await phone.sync().outcome == .synced)
        #expect(try phone.items.map(\.text).sorted() == ["Bake rye bread", "Eggs"])
        #expect(try phone.items.first { $0.id == bread.id }?.done == true)
        #expect(try await Self.members(try Self.collection(of: phone), on: server).count == 2)
    }

    /// Radicale restarted without its `.Radicale.cache` refuses every token it gave (`403`): the
    /// next sync lists the collection whole and merges per field; what another device deleted
    /// meanwhile stays deleted, the edit made here goes up, nothing is doubled.
    @Test func aTokenLostWithRadicalesCacheIsAFullResync() async throws {
        let server = try await CalDAVServerProcess(.radicale)
        let client = HTTPClient()
        defer { client.shutdown() }
        let laptop = try Self.device(server, client: client, name: "laptop")
        let phone = try Self.device(server, client: client, name: "phone")
        defer {
            try? FileManager.default.removeItem(atPath: laptop.home)
            try? FileManager.default.removeItem(atPath: phone.home)
        }
        let keys = try laptop.manager.add(ItemDraft(text: "Copy the keys"))
        let stamps = try laptop.manager.add(ItemDraft(text: "Buy stamps"))
        #expect(try await laptop.sync().outcome == .synced)
        #expect(try await phone.sync().outcome == .synced)
        _ = try phone.manager.remove(stamps.id)
        #expect(try await phone.sync().outcome == .synced)

        server.stop()
        try server.removeRadicaleCaches()
        try await server.start()
        let collection = try Self.collection(of: laptop)
        let state = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: laptop.home + "/caldav.json")))
                as? [String: Any])
        let token = try #require(state["token"] as? String)
        let refused = try await CalDAVServerTests.send(.syncCollection(collection, token: token), to: server)
        #expect(refused.status == 403)

        _ = try laptop.manager.setDone([keys.id], done: true, command: .done)
        let report = try await laptop.sync()
        #expect(report.outcome == .synced)
        #expect(report.conflicts.isEmpty)
        #expect(try laptop.items.map(\.text) == ["Copy the keys"])
        #expect(try laptop.items.first?.done == true)
        let members = try await Self.members(collection, on: server)
        #expect(members.count == 1)
        #expect(
            Self.member(uid: keys.id, in: members)?.object.component("VTODO")?.property("STATUS")?.text == "COMPLETED")
    }

    /// An outage (Radicale stopped): the changes stay queued and a recovery run gives up with the
    /// list dirty; once Radicale is back, `sync --recover` drains the queue.
    @Test func anOutageThenRecovery() async throws {
        try await Self.withDevice(.radicale) { server, client, device in
            _ = try device.manager.add(ItemDraft(text: "Before the outage"))
            #expect(try await device.sync().outcome == .synced)

            server.stop()
            _ = try device.manager.add(ItemDraft(text: "During the outage"))
            let clock = ManualWallClock(now: Double(Self.now))
            let gaveUp = try await device.manager.sync(
                mode: .recover(deadline: Double(Self.now) + 30), server: device.server, clock: clock, seed: 5)
            #expect(gaveUp.outcome != .synced)
            #expect(gaveUp.pending == 1)
            #expect(!clock.sleeps.isEmpty)

            try await server.start()
            let recovered = try await device.manager.sync(
                mode: .recover(deadline: Double(Self.now) + 3_600), server: device.server,
                clock: ManualWallClock(now: Double(Self.now) + 60), seed: 6)
            #expect(recovered.outcome == .synced)
            #expect(recovered.pending == 0)
            let members = try await Self.members(try Self.collection(of: device), on: server)
            #expect(
                Set(members.values.compactMap { $0.object.component("VTODO")?.property("SUMMARY")?.text })
                    == ["Before the outage", "During the outage"])
        }
    }

    /// A repeating todo completed elsewhere: todoman completes it and makes the next one under a
    /// new UID; tasks.org moves the dates of the same UID. Neither gives a duplicate here, and the
    /// completed one does not come back.
    @Test func aRepeatingTodoCompletedByOtherClients() async throws {
        try await Self.withDevice(.radicale) { server, client, device in
            // 2026-12-01 and 2027-01-01, midnight UTC (the device's clock is UTC here).
            let (december, january): (Int64, Int64) = (1_796_083_200, 1_798_761_600)
            var draft = ItemDraft(text: "Pay rent rec:+1m")
            draft.deadline = december
            let rent = try device.manager.add(draft)
            draft.text = "Water the plants rec:+1m"
            let plants = try device.manager.add(draft)
            #expect(try await device.sync().outcome == .synced)
            let collection = try Self.collection(of: device)
            let members = try await Self.members(collection, on: server)
            let rentThere = try #require(Self.member(uid: rent.id, in: members))
            #expect(rentThere.object.component("VTODO")?.property("RRULE")?.value == "FREQ=MONTHLY")

            // todoman: the task completed, its next one a new task.
            var done = rentThere.object
            done.update("VTODO") { todo in
                todo.set(ICalProperty("STATUS", value: "COMPLETED"))
                todo.set(ICalProperty("COMPLETED", value: "20261201T100000Z"))
                todo.set(ICalProperty("LAST-MODIFIED", value: "20261201T100000Z"))
            }
            var next = rentThere.object
            next.update("VTODO") { todo in
                todo.set(ICalProperty("UID", text: "todoman-next-rent"))
                todo.set(ICalProperty("DUE", parameters: [ICalParameter("VALUE", "DATE")], value: "20270101"))
                todo.remove("X-TODO-DEVICE")
            }
            for (href, object, etag) in [
                (rentThere.href, done, Optional(rentThere.etag)), (collection + "todoman-next-rent.ics", next, nil),
            ] {
                let put = try await CalDAVServerTests.send(
                    .put(href, ICalendar.serialize(object), ifMatch: etag), to: server)
                #expect((200..<300).contains(put.status))
            }
            // tasks.org: the same task, due a month later.
            let plantsThere = try #require(Self.member(uid: plants.id, in: members))
            var moved = plantsThere.object
            moved.update("VTODO") { todo in
                todo.set(ICalProperty("DUE", parameters: [ICalParameter("VALUE", "DATE")], value: "20270101"))
                todo.set(ICalProperty("LAST-MODIFIED", value: "20261201T100000Z"))
            }
            let put = try await CalDAVServerTests.send(
                .put(plantsThere.href, ICalendar.serialize(moved), ifMatch: plantsThere.etag), to: server)
            #expect((200..<300).contains(put.status))

            #expect(try await device.sync().outcome == .synced)
            #expect(try await device.sync().outcome == .synced)
            let items = try device.items
            let pending = items.filter { !$0.done }
            #expect(Set(pending.map(\.text)) == ["Pay rent rec:+1m", "Water the plants rec:+1m"])
            #expect(Set(pending.map(\.deadline)) == [january])
            #expect(items.first { $0.id == rent.id }?.done == true)
            #expect(items.count == 3)
            #expect(try await Self.members(collection, on: server).count == 3)
        }
    }

    /// A todo another client deleted, edited here meanwhile: the `PUT` finds no member (`404`),
    /// the list is dirty, and the resync follows the delete-versus-edit rule: the edit is kept and
    /// made again on the server, and the deletion it overrode is in the conflict log.
    @Test(arguments: CalDAVServerProcess.Kind.allCases)
    func anEditOfATodoDeletedElsewhere(kind: CalDAVServerProcess.Kind) async throws {
        try await Self.withDevice(kind) { server, client, device in
            let item = try device.manager.add(ItemDraft(text: "Return the library books"))
            #expect(try await device.sync().outcome == .synced)
            let collection = try Self.collection(of: device)
            let there = try #require(Self.member(uid: item.id, in: try await Self.members(collection, on: server)))
            let deleted = try await CalDAVServerTests.send(.delete(there.href, ifMatch: there.etag), to: server)
            #expect((200..<300).contains(deleted.status))
            var edit = ItemEdit()
            edit.text = "Return the library books by Friday"
            try device.manager.edit(item.id, edit)

            let report = try await device.sync()

            #expect(report.outcome == .synced)
            #expect(report.conflicts.map(\.kind) == [.remoteDeletedLocalEdited])
            #expect(try device.items.map(\.text) == ["Return the library books by Friday"])
            let member = try #require(Self.member(uid: item.id, in: try await Self.members(collection, on: server)))
            #expect(member.object.component("VTODO")?.property("SUMMARY")?.text == "Return the library books by Friday")
        }
    }

    /// `todo config set calendar NAME` picks the task list by its name; a name no list has makes
    /// one; without a name, the first list (by path) is used.
    @Test func theCalendarSettingPicksTheTaskList() async throws {
        let server = try await CalDAVServerProcess(.radicale)
        let client = HTTPClient()
        defer { client.shutdown() }
        for (path, name) in [("/alice/work/", "Work"), ("/alice/home/", "Home")] {
            let made = try await CalDAVServerTests.send(.makeCalendar(path, name: name), to: server)
            #expect(made.status == 201)
        }
        func collection(calendar: String?) async throws -> String {
            let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-pick-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: home) }
            _ = try await Self.backend(server, client: client, home: home, calendar: calendar).fetchList()
            let object = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: home + "/caldav.json")))
            return try #require((object as? [String: Any])?["collection"] as? String)
        }
        #expect(try await collection(calendar: "Home") == "/alice/home/")
        #expect(try await collection(calendar: "work") == "/alice/work/")
        #expect(try await collection(calendar: nil) == "/alice/home/")
        #expect(try await collection(calendar: "Groceries") == "/alice/groceries/")
        let listed = try CalDAVServerTests.multistatus(
            try await CalDAVServerTests.send(.collections("/alice/"), to: server))
        let groceries = listed.responses.first { CalDAVServerTests.path($0.href) == "/alice/groceries/" }
        #expect(groceries?.property(DAVNamespace.dav, "displayname")?.text == "Groceries")
    }

    /// Another client deletes most of the list: the mass-deletion guard stops the sync before a
    /// todo is removed here, as with the todo server; allowed, the deletions go through.
    @Test func theMassDeletionGuardHoldsOverCalDAV() async throws {
        try await Self.withDevice(.radicale) { server, client, device in
            for index in 0..<12 { _ = try device.manager.add(ItemDraft(text: "todo \(index)")) }
            #expect(try await device.sync().outcome == .synced)
            let members = try await Self.members(try Self.collection(of: device), on: server)
            for (href, member) in members.sorted(by: { $0.key < $1.key }).prefix(11) {
                let deleted = try await CalDAVServerTests.send(.delete(href, ifMatch: member.etag), to: server)
                #expect((200..<300).contains(deleted.status))
            }

            let blocked = try await device.sync()
            #expect(blocked.outcome == .blocked(deletions: 11))
            #expect(try device.items.count == 12)

            let allowed = try await device.manager.sync(
                mode: .sync, server: device.server, clock: ManualWallClock(now: Double(Self.now)), seed: 2,
                allowDeletions: true)
            #expect(allowed.outcome == .synced)
            #expect(try device.items.count == 1)
        }
    }

    /// A task another client deleted is in the history as deleted elsewhere; `todo restore`
    /// brings it back here and the next sync makes it again on the server.
    @Test func aTaskDeletedElsewhereIsRestored() async throws {
        try await Self.withDevice(.radicale) { server, client, device in
            let item = try device.manager.add(ItemDraft(text: "Renew the insurance"))
            #expect(try await device.sync().outcome == .synced)
            let collection = try Self.collection(of: device)
            let there = try #require(Self.member(uid: item.id, in: try await Self.members(collection, on: server)))
            let deleted = try await CalDAVServerTests.send(.delete(there.href, ifMatch: there.etag), to: server)
            #expect((200..<300).contains(deleted.status))

            let report = try await device.sync()
            #expect(report.incoming.map(\.kind) == [.deleted])
            #expect(try device.items.isEmpty)
            #expect(try device.manager.deletedElsewhere().map(\.id) == [item.id])

            let restored = try device.manager.restore(item.id, version: nil, force: false)
            #expect(restored.item.text == "Renew the insurance")
            #expect(try await device.sync().outcome == .synced)
            let back = try #require(Self.member(uid: item.id, in: try await Self.members(collection, on: server)))
            #expect(back.object.component("VTODO")?.property("SUMMARY")?.text == "Renew the insurance")
        }
    }

    /// A `caldav.json` that cannot be read is kept beside (`caldav.json.damaged`), never
    /// rewritten in place; the sync lists the task list again and nothing is lost or doubled.
    @Test func aDamagedCacheIsKeptAndTheListReadAgain() async throws {
        try await Self.withDevice(.radicale) { server, client, device in
            _ = try device.manager.add(ItemDraft(text: "Oil the hinges"))
            #expect(try await device.sync().outcome == .synced)
            let path = device.home + "/caldav.json"
            let damaged = Data("{ not json".utf8)
            try damaged.write(to: URL(fileURLWithPath: path))
            _ = try device.manager.add(ItemDraft(text: "Sweep the yard"))
            let again = Device(
                home: device.home, manager: device.manager,
                server: Self.backend(server, client: client, home: device.home))
            #expect(try await again.sync().outcome == .synced)
            #expect(FileManager.default.contents(atPath: path + ".damaged") == damaged)
            let members = try await Self.members(try Self.collection(of: again), on: server)
            #expect(
                members.values.compactMap { $0.object.component("VTODO")?.property("SUMMARY")?.text }.sorted()
                    == ["Oil the hinges", "Sweep the yard"])
        }
    }

    /// Restoring an old version over one another client wrote (a sync brought it) is refused;
    /// with force it goes ahead, the overridden version logged, and reaches the server.
    @Test func aRestoreOverAnotherClientsVersionIsRefusedThenLogged() async throws {
        try await Self.withDevice(.radicale) { server, client, device in
            let item = try device.manager.add(ItemDraft(text: "Book the dentist"))
            #expect(try await device.sync().outcome == .synced)
            let collection = try Self.collection(of: device)
            let there = try #require(Self.member(uid: item.id, in: try await Self.members(collection, on: server)))
            var theirs = there.object
            theirs.update("VTODO") { todo in
                todo.set(ICalProperty("SUMMARY", text: "Book the dentist for Tuesday"))
                todo.set(ICalProperty("LAST-MODIFIED", value: "20261201T000000Z"))
            }
            let put = try await CalDAVServerTests.send(
                .put(there.href, ICalendar.serialize(theirs), ifMatch: there.etag), to: server)
            #expect((200..<300).contains(put.status))
            #expect(try await device.sync().outcome == .synced)
            #expect(try device.items.map(\.text) == ["Book the dentist for Tuesday"])

            let refused = try device.manager.restore(item.id, version: 1, force: false)
            #expect(refused.refused)
            #expect(try device.items.map(\.text) == ["Book the dentist for Tuesday"])

            let forced = try device.manager.restore(item.id, version: 1, force: true)
            #expect(forced.overrode)
            #expect(try device.manager.state().conflicts.map(\.kind).contains(.restoreOverrode))
            #expect(try await device.sync().outcome == .synced)
            let back = try #require(Self.member(uid: item.id, in: try await Self.members(collection, on: server)))
            #expect(back.object.component("VTODO")?.property("SUMMARY")?.text == "Book the dentist")
        }
    }
}
