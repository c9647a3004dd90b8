import Foundation
import Synchronization
import Testing
import TodoKit
import TodoModel
import TodoNetwork
import TodoSync

/// A CalDAV server that names paths outside the task list (issue 43, hostile input): the client
/// never reads or writes them, and a garbled answer is a lost answer, not a crash.
@Suite struct CalDAVHostileServerTests {
    /// A server whose task list `/alice/tasks/` holds `a.ics` and whose listings also name
    /// `/bob/tasks/secret.ics` and `/alice/tasks/../other.ics`; every request is recorded.
    static func hostile(requests: RequestLog) throws -> RawTCPServer {
        let task = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:a\r\nDTSTAMP:20261128T120000Z\r\n\
            SUMMARY:Mine\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
            """
        @Sendable func member(_ href: String, data: Bool) -> String {
            "<d:response><d:href>\(href)</d:href><d:propstat><d:prop><d:getetag>\"1\"</d:getetag>"
                + (data ? "<c:calendar-data>\(task)</c:calendar-data>" : "")
                + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
        }
        let open = #"<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
        let foreign = ["/bob/tasks/secret.ics", "/alice/tasks/../other.ics", "/alice/tasks/"]
        return try RawTCPServer(
            .http { request in
                requests.append("\(request.method) \(request.target)")
                let body: String
                let text = String(decoding: request.body, as: UTF8.self)
                switch (request.method, request.target) {
                case ("PROPFIND", "/"):
                    body =
                        "<d:response><d:href>/</d:href><d:propstat><d:prop><d:current-user-principal>"
                        + "<d:href>/alice/</d:href></d:current-user-principal></d:prop>"
                        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
                case ("PROPFIND", "/alice/") where text.contains("calendar-home-set"):
                    body =
                        "<d:response><d:href>/alice/</d:href><d:propstat><d:prop><c:calendar-home-set>"
                        + "<d:href>/alice/</d:href></c:calendar-home-set></d:prop>"
                        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
                case ("PROPFIND", "/alice/"):
                    body =
                        "<d:response><d:href>/alice/tasks/</d:href><d:propstat><d:prop><d:resourcetype>"
                        + "<d:collection/><c:calendar/></d:resourcetype></d:prop>"
                        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
                case ("REPORT", "/alice/tasks/") where text.contains("sync-collection"):
                    body =
                        ([member("/alice/tasks/a.ics", data: false)] + foreign.map { member($0, data: false) })
                        .joined() + "<d:sync-token>t1</d:sync-token>"
                case ("REPORT", "/alice/tasks/"):
                    // The multiget answers for members it was not asked about, too.
                    body = ([member("/alice/tasks/a.ics", data: true)] + foreign.map { member($0, data: true) })
                        .joined()
                default:
                    return RawReply(status: 403)
                }
                return RawReply(
                    status: 207, headers: [("Content-Type", "application/xml")],
                    body: Array((open + body + "</d:multistatus>").utf8))
            })
    }

    @Test func pathsOutsideTheTaskListAreNeverTouched() async throws {
        let requests = RequestLog()
        let server = try Self.hostile(requests: requests)
        let url = "http://127.0.0.1:\(server.port)"
        let client = HTTPClient()
        defer { client.shutdown() }
        let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let backend = CalDAVSyncServer(
            api: TodoAPI(client: client, configuration: TodoAPIConfiguration(baseURL: url, token: "eA==")),
            server: url, username: "alice", home: home, calendar: nil, local: LocalTime(zoneNamed: "UTC"),
            now: { 1_796_000_000 })

        let listed = try await backend.fetchList()
        #expect(listed.items.map { $0.text } == ["Mine"])
        // Replacing the list with nothing deletes only the list's own member.
        await #expect(throws: SyncStateMachine.Failure.self) {
            _ = try await backend.replaceList([], lastKnownRevision: listed.revision)
        }
        let seen = requests.all
        #expect(!seen.contains { $0.contains("bob") || $0.contains("..") || $0.contains("other") })
        #expect(seen.filter { $0.hasPrefix("DELETE") } == ["DELETE /alice/tasks/a.ics"])
    }

    /// A CalDAV server without RFC 6578 (`sync-collection` answered 501): the list is read with
    /// `PROPFIND` of depth 1 and a multiget, and from then on without trying the report again.
    @Test func aServerWithoutSyncCollectionIsListedWithPropfind() async throws {
        let requests = RequestLog()
        let task =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:a\r\n"
            + "DTSTAMP:20261128T120000Z\r\nSUMMARY:Plain\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let open = #"<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
        let ok = "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
        let server = try RawTCPServer(
            .http { request in
                let text = String(decoding: request.body, as: UTF8.self)
                requests.append("\(request.method) \(request.target)\(text.contains("sync-collection") ? " sync" : "")")
                let body: String
                switch (request.method, request.target) {
                case ("PROPFIND", "/"):
                    body =
                        "<d:response><d:href>/</d:href><d:propstat><d:prop><d:current-user-principal>"
                        + "<d:href>/u/</d:href></d:current-user-principal></d:prop>" + ok
                case ("PROPFIND", "/u/") where text.contains("calendar-home-set"):
                    body =
                        "<d:response><d:href>/u/</d:href><d:propstat><d:prop><c:calendar-home-set>"
                        + "<d:href>/u/</d:href></c:calendar-home-set></d:prop>" + ok
                case ("PROPFIND", "/u/"):
                    body =
                        "<d:response><d:href>/u/tasks/</d:href><d:propstat><d:prop><d:resourcetype>"
                        + "<d:collection/><c:calendar/></d:resourcetype></d:prop>" + ok
                case ("PROPFIND", "/u/tasks/"):
                    body =
                        "<d:response><d:href>/u/tasks/</d:href><d:propstat><d:prop><d:resourcetype>"
                        + "<d:collection/><c:calendar/></d:resourcetype></d:prop>" + ok
                        + "<d:response><d:href>/u/tasks/a.ics</d:href><d:propstat><d:prop>"
                        + "<d:getetag>\"1\"</d:getetag></d:prop>" + ok
                case ("REPORT", "/u/tasks/") where text.contains("sync-collection"):
                    return RawReply(status: 501)
                case ("REPORT", "/u/tasks/"):
                    body =
                        "<d:response><d:href>/u/tasks/a.ics</d:href><d:propstat><d:prop>"
                        + "<d:getetag>\"1\"</d:getetag><c:calendar-data>\(task)</c:calendar-data></d:prop>" + ok
                default:
                    return RawReply(status: 403)
                }
                return RawReply(
                    status: 207, headers: [("Content-Type", "application/xml")],
                    body: Array((open + body + "</d:multistatus>").utf8))
            })
        let url = "http://127.0.0.1:\(server.port)"
        let client = HTTPClient()
        defer { client.shutdown() }
        let home = FileManager.default.temporaryDirectory.path + "/todo-caldav-plain-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        func backend() -> CalDAVSyncServer {
            CalDAVSyncServer(
                api: TodoAPI(client: client, configuration: TodoAPIConfiguration(baseURL: url, token: "eA==")),
                server: url, username: "u", home: home, calendar: nil, local: LocalTime(zoneNamed: "UTC"),
                now: { 1_796_000_000 })
        }

        #expect(try await backend().fetchList().items.map { $0.text } == ["Plain"])
        let before = requests.all.count
        // The next process lists with PROPFIND at once, and reads nothing whose ETag stayed.
        #expect(try await backend().fetchList().items.map { $0.text } == ["Plain"])
        #expect(Array(requests.all.dropFirst(before)) == ["PROPFIND /u/tasks/"])
        #expect(requests.all.filter { $0.hasSuffix(" sync") } == ["REPORT /u/tasks/ sync"])
    }
}

/// The requests a test server saw, in order.
final class RequestLog: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
