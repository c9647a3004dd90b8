import Foundation
import Testing
import TodoCalDAV
import TodoICalendar
import TodoModel
import TodoNetwork
import TodoTesting

/// The CalDAV requests against real Radicale and Xandikos, started on loopback by the test
/// (issue 43, point 4): discovery, a task list made, a todo created once (a second create of the
/// same name is refused, never a duplicate), read back as the same todo through a sync, an edit
/// guarded by its ETag, a stale token refused.
@Suite struct CalDAVServerTests {
    /// Sends `request` to `server`, with Basic credentials for Radicale.
    static func send(
        _ request: DAVRequest, to server: CalDAVServerProcess, client: HTTPClient = shared
    ) async throws -> HTTPResponse {
        var headers = HTTPHeaders()
        for header in request.headers { headers.add(name: header.name, value: header.value) }
        if server.kind == .radicale {
            let credentials = Data("\(CalDAVServerProcess.username):\(CalDAVServerProcess.password)".utf8)
            headers.add(name: "Authorization", value: "Basic " + credentials.base64EncodedString())
        }
        return try await client.execute(
            HTTPRequest(
                method: HTTPMethod(rawValue: request.method), url: server.baseURL + request.path, headers: headers,
                body: request.body.isEmpty ? nil : Data(request.body)))
    }

    /// One client for every request of the suite.
    static let shared = HTTPClient()

    static func multistatus(_ response: HTTPResponse) throws -> Multistatus {
        #expect(response.status == 207)
        return try Multistatus(Array(response.body))
    }

    /// An href as a path: Xandikos may write it absolute.
    static func path(_ href: String) -> String {
        guard let scheme = href.range(of: "://") else { return href }
        let rest = href[scheme.upperBound...]
        return rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
    }

    @Test(arguments: CalDAVServerProcess.Kind.allCases)
    func discoveryCreateReadAndGuards(kind: CalDAVServerProcess.Kind) async throws {
        let server = try await CalDAVServerProcess(kind)
        let dav = DAVNamespace.dav
        // Discovery: the principal, then its calendar home.
        let root = try Self.multistatus(try await Self.send(.currentUserPrincipal(), to: server))
        let principal = try #require(
            root.responses.first?.property(dav, "current-user-principal")?.child(dav, "href")?.text)
        let homes = try Self.multistatus(try await Self.send(.calendarHomeSet(principal), to: server))
        let home = try #require(
            homes.responses.first?.property(DAVNamespace.caldav, "calendar-home-set")?.child(dav, "href")?.text)
        let collection = Self.path(home) + (home.hasSuffix("/") ? "" : "/") + "todo-tasks/"
        // A task list of our own.
        let made = try await Self.send(.makeCalendar(collection, name: "Tasks"), to: server)
        #expect(made.status == 201)
        let listed = try Self.multistatus(try await Self.send(.collections(Self.path(home)), to: server))
        #expect(listed.responses.contains { Self.path($0.href) == collection })

        // A todo, created once.
        let mapping = VTodoMapping(local: LocalTime(zoneNamed: "UTC"))
        let item = TodoItem(
            id: "7f0e4f0a-1111-4222-8333-444455556666", text: "Buy milk, eggs +home", importance: .important,
            deadline: 1_796_112_000, createdAt: 1_796_000_000, changedAt: 1_796_000_100, lastUpdatedBy: "dev-a")
        let object = ICalendar.serialize(mapping.calendar(for: item, over: nil, now: 1_796_000_100))
        let path = collection + item.id + ".ics"
        let created = try await Self.send(.put(path, object, ifMatch: nil), to: server)
        #expect(created.status == 201)
        let again = try await Self.send(.put(path, object, ifMatch: nil), to: server)
        #expect(again.status == 412)

        // A first sync lists it with its ETag and a token; read back, it is the same todo.
        let first = try Self.multistatus(try await Self.send(.syncCollection(collection, token: nil), to: server))
        let token = try #require(first.syncToken)
        let member = try #require(first.responses.first { Self.path($0.href) == path })
        let etag = try #require(member.property(dav, "getetag")?.text)
        let got = try Self.multistatus(try await Self.send(.multiget(collection, hrefs: [path]), to: server))
        let data = try #require(got.responses.first?.property(DAVNamespace.caldav, "calendar-data")?.text)
        let read = try #require(mapping.item(from: try ICalendar.parse(Array(data.utf8)), device: "server"))
        #expect(read == item)

        // An edit over a stale ETag is refused; over the current one it goes, and the next sync
        // names the member again.
        var edited = item
        edited.done = true
        let newer = ICalendar.serialize(
            mapping.calendar(for: edited, over: try ICalendar.parse(Array(data.utf8)), now: 1_796_000_200))
        let stale = try await Self.send(.put(path, newer, ifMatch: "\"not-the-etag\""), to: server)
        #expect(stale.status == 412)
        let fresh = try await Self.send(.put(path, newer, ifMatch: etag), to: server)
        #expect((200..<300).contains(fresh.status))
        let next = try Self.multistatus(try await Self.send(.syncCollection(collection, token: token), to: server))
        #expect(next.responses.map { Self.path($0.href) } == [path])
        #expect(next.syncToken != token)

        // A token the server never gave is refused (Radicale 403, Xandikos 0.2.8 500): a resync.
        let bogus = try await Self.send(.syncCollection(collection, token: token + "0"), to: server)
        #expect(!(200..<300).contains(bogus.status))
    }
}
