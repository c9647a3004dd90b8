import FoundationEssentials
import Synchronization
import TodoCalDAV
import TodoICalendar
import TodoModel
import TodoNetwork
import TodoStore
import TodoSync

/// ``SyncServer`` over a CalDAV task list (issue 43): the same sync driver and state machine as the
/// todo contract, with each todo a `VTODO` resource guarded by its ETag.
///
/// - The list: an RFC 6578 `sync-collection` REPORT from the stored token (with nothing changed, that
///   one request is the whole exchange), then a `calendar-multiget` of the members whose ETag
///   changed, in batches; the rest comes from ``CalDAVState``. A server without RFC 6578 is
///   listed with `PROPFIND` (depth 1) instead, every run.
/// - A token the server no longer accepts (Radicale `403` once its `.Radicale.cache` is gone,
///   Xandikos `412` or, in 0.2.8, `500`) is the contract's `400`: the collection is listed whole
///   and merged with the base per field, as any full resync (a refused token says nothing about
///   lost data, so what another client deleted meanwhile stays deleted).
/// - A create is `PUT` with `If-None-Match: *`; a `412` then is "already applied" when the server
///   holds the same todo (a retry after a lost answer), never a duplicate; otherwise the list is
///   out of sync.
/// - An update or delete is `PUT` or `DELETE` with `If-Match`; a `412` (another client's edit) is
///   the contract's `400`: the list is dirty, and the resync merges per field and writes again.
///   Without a known ETag (a member never listed, or a `PUT` answered without one, as sabre/dav
///   does when it rewrites the body) nothing is written blind: a resync reads it first.
/// - The whole-list write of a resync (``replaceList(_:lastKnownRevision:)``) writes only the
///   todos that differ from the server's, four requests at a time.
/// - Revisions are this client's count of changes (``CalDAVState/revision``), which is what the
///   engine compares; `lastKnownRevision` is not sent, the ETags guard each write.
/// - `401` ends the run (Basic credentials cannot be refreshed); `429` and `503` carry their
///   `Retry-After` to the backoff, as on the contract.
public final class CalDAVSyncServer: SyncServer {
    /// Requests to the server's origin, with the account's Basic credentials as its token.
    let api: TodoAPI
    /// The store directory, where ``CalDAVState`` is kept.
    let home: String
    /// The configured URL's path: where discovery starts.
    let startPath: String
    /// The task list to use (`todo config set calendar NAME`); `nil`: the first.
    let calendarName: String?
    let mapping: VTodoMapping
    let now: @Sendable () -> Int64
    /// Keeps what it learns in memory only: a dry run or `todo doctor` writes nothing.
    let readOnly: Bool
    private let state: Mutex<CalDAVState>

    /// How many requests of a whole-list write are in flight at once.
    static let parallelRequests = 4
    /// How many members one `calendar-multiget` asks for.
    static let multigetBatch = 100
    /// The last writer a task of another client gets when it names none.
    public static let otherClient = "caldav"

    /// - Parameters:
    ///   - api: Requests to `server`'s origin; its token is the encoded `name:password`.
    ///   - server: The configured URL (`https://dav.example.com/alice/`).
    public init(
        api: TodoAPI, server: String, username: String, home: String, calendar: String?,
        local: LocalTime = LocalTime(), readOnly: Bool = false, now: @escaping @Sendable () -> Int64
    ) {
        let (origin, path) = Self.split(server)
        var api = api
        api.configuration.baseURL = origin
        self.api = api
        self.home = home
        self.startPath = path
        self.calendarName = calendar
        self.mapping = VTodoMapping(local: local)
        self.now = now
        self.readOnly = readOnly
        self.state = Mutex(CalDAVState.load(home: home, server: server, username: username, readOnly: readOnly))
    }

    /// `https://host:8443/dav/alice` as its origin and path (`/dav/alice/`).
    static func split(_ url: String) -> (origin: String, path: String) {
        guard let scheme = url.firstRange(of: "://") else { return (url, "/") }
        let rest = url[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return (url, "/") }
        var path = String(rest[slash...])
        if !path.hasSuffix("/") { path += "/" }
        return (String(url[..<slash]), path)
    }

    /// An href as a path: servers may write it absolute.
    static func path(_ href: String) -> String {
        guard let scheme = href.firstRange(of: "://") else { return href }
        let rest = href[scheme.upperBound...]
        return rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
    }

    // MARK: SyncServer

    public func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        let current = try await refreshed()
        return (items(of: current), current.revision)
    }

    /// The todo `id` after the same incremental sync as ``fetchList()``: only its member is read,
    /// so the engine's check of a list in step costs the one REPORT and no parse of the others.
    public func fetchItem(id: String) async throws(SyncStateMachine.Failure) -> (item: TodoItem, revision: Int) {
        let current = try await refreshed()
        for (href, resource) in current.resources.sorted(by: { $0.key < $1.key }) where resource.uid == id {
            guard let member = member(href: href, resource) else { continue }
            return (member.item, current.revision)
        }
        throw .notFound
    }

    /// The state after the server's changes since the stored token (every member when there is
    /// none, or when the server refuses it), kept on disk when anything moved.
    private func refreshed() async throws(SyncStateMachine.Failure) -> CalDAVState {
        var current = state.withLock { $0 }
        let collection = try await collection(&current)
        var reset = false
        var changed = false
        var listing: Multistatus
        switch current.withoutSyncCollection == true
            ? await exchange(.members(collection)) : await exchange(.syncCollection(collection, token: current.token))
        {
        case .success(let response):
            listing = try multistatus(response, of: "REPORT \(collection)")
        case .failure(let error) where current.token != nil && Self.refusesToken(error):
            reset = true
            current.token = nil
            listing = try await wholeListing(collection)
        case .failure(let error)
        where current.token == nil && current.withoutSyncCollection != true && Self.lacksSyncCollection(error):
            listing = try multistatus(try await require(.members(collection)), of: "PROPFIND")
            current.withoutSyncCollection = true
            changed = true
        case .failure(let error):
            throw TodoAPISyncServer.classify(error)
        }
        changed = changed || reset
        if reset || current.token == nil {
            // A listing of every member: what it lacks is gone.
            let listed = Set(listing.responses.filter { $0.status != 404 }.map { Self.path($0.href) })
            let before = current.resources.count
            current.resources = current.resources.filter { listed.contains($0.key) }
            changed = changed || current.resources.count != before
        }
        var wanted: [String] = []
        for response in listing.responses {
            let href = Self.path(response.href)
            // Only the collection's own members: a server that names another path never gets
            // a request for it (nor a write with these credentials).
            guard Self.isMember(href, of: collection) else { continue }
            if response.status == 404 || response.propstats.allSatisfy({ $0.status == 404 }) {
                if current.resources.removeValue(forKey: href) != nil { changed = true }
                continue
            }
            let etag = response.property(DAVNamespace.dav, "getetag")?.text
            if let known = current.resources[href], known.etag != nil, known.etag == etag, known.data != nil {
                continue
            }
            wanted.append(href)
        }
        var start = 0
        while start < wanted.count {
            let batch = Array(wanted[start..<min(start + Self.multigetBatch, wanted.count)])
            start += batch.count
            let got = try multistatus(try await require(.multiget(collection, hrefs: batch)), of: "REPORT")
            for response in got.responses {
                let href = Self.path(response.href)
                guard batch.contains(href) else { continue }
                guard let data = response.property(DAVNamespace.caldav, "calendar-data")?.text else {
                    if response.status == 404 || response.propstats.allSatisfy({ $0.status == 404 }) {
                        current.resources.removeValue(forKey: href)
                    }
                    continue
                }
                let uid = (try? ICalendar.parse(Array(data.utf8)))?.component("VTODO")?.property("UID")?.text
                current.resources[href] = CalDAVState.Resource(
                    uid: uid, etag: response.property(DAVNamespace.dav, "getetag")?.text, data: data)
                changed = true
            }
        }
        let token = listing.syncToken ?? current.token
        guard changed || token != current.token else { return current }
        current.token = token
        if changed { current.revision += 1 }
        try commit(current)
        return current
    }

    public func send(
        _ operation: PendingOperation, lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> Int {
        var current = state.withLock { $0 }
        let collection = try await collection(&current)
        switch operation {
        case .create(let item):
            if let href = current.href(of: item.id) {
                try await write(item, at: href, over: current.resources[href], into: &current)
            } else {
                try await create(item, in: collection, into: &current)
            }
        case .update(let item):
            // Never written blind: a todo whose member and ETag are not known is read by a resync.
            guard let href = current.href(of: item.id) else { throw .unsynchronized }
            try await write(item, at: href, over: current.resources[href], into: &current)
        case .delete(let id):
            guard let href = current.href(of: id) else {
                // Listed and absent: the server lacks it (a 404); never listed: read it first.
                throw current.token == nil ? .unsynchronized : .notFound
            }
            guard let etag = current.resources[href]?.etag else { throw .unsynchronized }
            switch await exchange(.delete(href, ifMatch: etag)) {
            case .success:
                current.resources.removeValue(forKey: href)
            case .failure(let error) where error.status == 404:
                current.resources.removeValue(forKey: href)
                current.revision += 1
                try commit(current)
                throw .notFound
            case .failure(let error) where error.status == 412:
                throw .unsynchronized
            case .failure(let error):
                throw TodoAPISyncServer.classify(error)
            }
        }
        current.revision += 1
        try commit(current)
        return current.revision
    }

    public func replaceList(
        _ items: [TodoItem], lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        var current = state.withLock { $0 }
        let collection = try await collection(&current)
        let remote = members(of: current)
        var requests: [(uid: String, href: String, request: DAVRequest, body: String?)] = []
        let wanted = Set(items.map(\.id))
        for item in items {
            if let member = remote[item.id] {
                if member.item == item { continue }
                guard let etag = member.resource.etag else { throw .unsynchronized }
                let object = ICalendar.serialize(
                    mapping.calendar(for: item, over: member.calendar, now: now()))
                requests.append(
                    (
                        item.id, member.href, .put(member.href, object, ifMatch: etag),
                        String(decoding: object, as: UTF8.self)
                    ))
            } else {
                let href = collection + Self.resourceName(item.id)
                let object = ICalendar.serialize(mapping.calendar(for: item, over: nil, now: now()))
                requests.append(
                    (item.id, href, .put(href, object, ifMatch: nil), String(decoding: object, as: UTF8.self)))
            }
        }
        for (uid, member) in remote.sorted(by: { $0.key < $1.key }) where !wanted.contains(uid) {
            guard let etag = member.resource.etag else { throw .unsynchronized }
            requests.append((uid, member.href, .delete(member.href, ifMatch: etag), nil))
        }
        let results = await run(requests.map(\.request))
        var outOfSync = false
        var failure: TodoAPIError?
        for (index, result) in results.enumerated() {
            let request = requests[index]
            switch result {
            case .success(let response):
                if let body = request.body {
                    current.resources[request.href] = CalDAVState.Resource(
                        uid: request.uid, etag: response.headers["ETag"], data: body)
                } else {
                    current.resources.removeValue(forKey: request.href)
                }
            case .failure(let error) where error.status == 404 && request.body == nil:
                current.resources.removeValue(forKey: request.href)
            case .failure(let error) where error.status == 412 || error.status == 404:
                outOfSync = true
            case .failure(let error):
                if failure == nil { failure = error }
            }
        }
        if !requests.isEmpty { current.revision += 1 }
        try commit(current)
        if let failure { throw TodoAPISyncServer.classify(failure) }
        if outOfSync { throw .unsynchronized }
        return (items, current.revision)
    }

    /// Basic credentials cannot be refreshed: a `401` ends the run, never retried blind.
    public func refreshToken() async throws(SyncStateMachine.Failure) {
        throw .unauthorized
    }

    // MARK: Writes

    /// `PUT` of a new member; a `412` is "already applied" when the server's member is this todo.
    private func create(
        _ item: TodoItem, in collection: String, into current: inout CalDAVState
    ) async throws(SyncStateMachine.Failure) {
        let href = collection + Self.resourceName(item.id)
        let object = ICalendar.serialize(mapping.calendar(for: item, over: nil, now: now()))
        switch await exchange(.put(href, object, ifMatch: nil)) {
        case .success(let response):
            current.resources[href] = CalDAVState.Resource(
                uid: item.id, etag: response.headers["ETag"], data: String(decoding: object, as: UTF8.self))
        case .failure(let error) where error.status == 412:
            // Something is there: this todo, when an earlier try's answer was lost.
            let got = try await require(.get(href))
            let data = String(decoding: got.body, as: UTF8.self)
            guard let calendar = try? ICalendar.parse(Array(got.body)),
                let theirs = mapping.item(from: calendar, device: Self.otherClient), theirs.hasSameContent(as: item)
            else { throw .unsynchronized }
            current.resources[href] = CalDAVState.Resource(uid: item.id, etag: got.headers["ETag"], data: data)
        case .failure(let error):
            throw TodoAPISyncServer.classify(error)
        }
    }

    /// `PUT` over the member's known version.
    private func write(
        _ item: TodoItem, at href: String, over resource: CalDAVState.Resource?, into current: inout CalDAVState
    ) async throws(SyncStateMachine.Failure) {
        guard let resource, let etag = resource.etag else { throw .unsynchronized }
        let base = resource.data.flatMap { try? ICalendar.parse(Array($0.utf8)) }
        let object = ICalendar.serialize(mapping.calendar(for: item, over: base, now: now()))
        switch await exchange(.put(href, object, ifMatch: etag)) {
        case .success(let response):
            current.resources[href] = CalDAVState.Resource(
                uid: item.id, etag: response.headers["ETag"], data: String(decoding: object, as: UTF8.self))
        case .failure(let error) where error.status == 412:
            throw .unsynchronized
        case .failure(let error) where error.status == 404:
            current.resources.removeValue(forKey: href)
            current.revision += 1
            try commit(current)
            throw .notFound
        case .failure(let error):
            throw TodoAPISyncServer.classify(error)
        }
    }

    // MARK: The collection

    /// The collection's path: stored, or found (current-user-principal → calendar-home-set → the
    /// collections that take `VTODO`: the one named ``calendarName``, else the first), or made
    /// with MKCALENDAR when there is none.
    private func collection(_ current: inout CalDAVState) async throws(SyncStateMachine.Failure) -> String {
        if let collection = current.collection { return collection }
        let dav = DAVNamespace.dav
        let root = try multistatus(try await require(.currentUserPrincipal(startPath)), of: "PROPFIND")
        let principal =
            (root.responses.first?.property(dav, "current-user-principal")?.child(dav, "href")?.text)
            .map(Self.path) ?? startPath
        let homes = try multistatus(try await require(.calendarHomeSet(principal)), of: "PROPFIND")
        var home =
            (homes.responses.first?.property(DAVNamespace.caldav, "calendar-home-set")?.child(dav, "href")?.text)
            .map(Self.path) ?? principal
        if !home.hasSuffix("/") { home += "/" }
        let listed = try multistatus(try await require(.collections(home)), of: "PROPFIND")
        var lists: [(href: String, name: String)] = []
        for response in listed.responses {
            guard response.property(dav, "resourcetype")?.child(DAVNamespace.caldav, "calendar") != nil else {
                continue
            }
            if let set = response.property(DAVNamespace.caldav, "supported-calendar-component-set"),
                !set.children(DAVNamespace.caldav, "comp").contains(where: { $0.attributes["name"] == "VTODO" })
            {
                continue
            }
            var href = Self.path(response.href)
            if !href.hasSuffix("/") { href += "/" }
            let name = response.property(dav, "displayname")?.text ?? ""
            lists.append((href, name))
        }
        lists.sort { $0.href < $1.href }
        let picked: String
        if let calendarName {
            let slug = calendarName.lowercased()
            if let found = lists.first(where: {
                $0.name == calendarName || $0.href.split(separator: "/").last.map(String.init) == calendarName
            }) {
                picked = found.href
            } else {
                picked = try await makeCollection(in: home, name: calendarName, slug: TodoAPI.percentEncoded(slug))
            }
        } else if let first = lists.first {
            picked = first.href
        } else {
            picked = try await makeCollection(in: home, name: "Tasks", slug: "tasks")
        }
        current.collection = picked
        current.token = nil
        current.resources = [:]
        try commit(current)
        return picked
    }

    private func makeCollection(
        in home: String, name: String, slug: String
    ) async throws(SyncStateMachine.Failure) -> String {
        let path = home + slug + "/"
        _ = try await require(.makeCalendar(path, name: name))
        return path
    }

    // MARK: Helpers

    /// The todos the members hold, each id once (the first member by href), in the engine's order.
    private func items(of current: CalDAVState) -> [TodoItem] {
        members(of: current).values.map(\.item).sorted(by: ThreeWayMerge.isOrderedBefore)
    }

    private struct Member {
        var href: String
        var resource: CalDAVState.Resource
        var calendar: ICalComponent
        var item: TodoItem
    }

    /// The members holding a task this client reads, by the task's id.
    private func members(of current: CalDAVState) -> [String: Member] {
        var members: [String: Member] = [:]
        for (href, resource) in current.resources.sorted(by: { $0.key < $1.key }) {
            guard let member = member(href: href, resource), members[member.item.id] == nil else { continue }
            members[member.item.id] = member
        }
        return members
    }

    /// The member at `href`, when it holds a task this client reads.
    private func member(href: String, _ resource: CalDAVState.Resource) -> Member? {
        guard let data = resource.data, let calendar = try? ICalendar.parse(Array(data.utf8)),
            let item = mapping.item(from: calendar, device: Self.otherClient)
        else { return nil }
        return Member(href: href, resource: resource, calendar: calendar, item: item)
    }

    /// Every member of `collection` with its ETag: a `sync-collection` without a token, or, on a
    /// server without RFC 6578, a `PROPFIND` of depth 1.
    private func wholeListing(_ collection: String) async throws(SyncStateMachine.Failure) -> Multistatus {
        switch await exchange(.syncCollection(collection, token: nil)) {
        case .success(let response):
            return try multistatus(response, of: "REPORT")
        case .failure(let error) where Self.lacksSyncCollection(error):
            return try multistatus(try await require(.members(collection)), of: "PROPFIND")
        case .failure(let error):
            throw TodoAPISyncServer.classify(error)
        }
    }

    /// Whether an answer to a `sync-collection` without a token says the server has no such
    /// report (a plain WebDAV collection): its members are then listed with `PROPFIND`.
    static func lacksSyncCollection(_ error: TodoAPIError) -> Bool {
        guard let status = error.status else { return false }
        return [400, 403, 405, 409, 412, 415, 422, 501].contains(status)
    }

    /// Whether `href` names a member of `collection` (`/alice/tasks/a.ics` of `/alice/tasks/`):
    /// right below it, not the collection itself, no `..`.
    static func isMember(_ href: String, of collection: String) -> Bool {
        guard href.hasPrefix(collection) else { return false }
        let name = href.dropFirst(collection.count)
        return !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }

    /// Whether an answer to a `sync-collection` says the token is no longer good.
    static func refusesToken(_ error: TodoAPIError) -> Bool {
        guard let status = error.status else { return false }
        return status == 403 || status == 409 || status == 412 || status == 500
            || (status == 400 && (error.body ?? "").contains("sync-token"))
    }

    /// The member name for a todo id: the id as one path segment (``TodoAPI/percentEncoded(_:)``).
    static func resourceName(_ id: String) -> String { TodoAPI.percentEncoded(id) + ".ics" }

    private func exchange(_ request: DAVRequest) async -> Result<HTTPResponse, TodoAPIError> {
        do {
            return .success(
                try await api.dav(request.method, path: request.path, headers: request.headers, body: request.body))
        } catch {
            return .failure(error)
        }
    }

    /// The answer to `request`, or its failure as the engine's.
    private func require(_ request: DAVRequest) async throws(SyncStateMachine.Failure) -> HTTPResponse {
        switch await exchange(request) {
        case .success(let response): return response
        case .failure(let error): throw TodoAPISyncServer.classify(error)
        }
    }

    /// `requests`, ``parallelRequests`` at a time; their answers in their order.
    private func run(_ requests: [DAVRequest]) async -> [Result<HTTPResponse, TodoAPIError>] {
        var results = [Result<HTTPResponse, TodoAPIError>?](repeating: nil, count: requests.count)
        await withTaskGroup(of: (Int, Result<HTTPResponse, TodoAPIError>).self) { group in
            var next = 0
            func add() {
                guard next < requests.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await self.exchange(requests[index])) }
            }
            for _ in 0..<Self.parallelRequests { add() }
            while let (index, result) = await group.next() {
                results[index] = result
                add()
            }
        }
        return results.map { $0! }
    }

    private func multistatus(_ response: HTTPResponse, of request: String) throws(SyncStateMachine.Failure)
        -> Multistatus
    {
        do {
            return try Multistatus(Array(response.body))
        } catch {
            throw .maybeApplied(
                .badAnswer(
                    endpoint: SyncFailure.Endpoint(request), status: response.status,
                    detail: SyncFailure.Detail("\(error)")))
        }
    }

    /// Keeps `current` as the state, on disk first.
    private func commit(_ current: CalDAVState) throws(SyncStateMachine.Failure) {
        do {
            if !readOnly { try current.save(home: home) }
        } catch {
            throw .other(.sessionNotSaved(SyncFailure.Detail("\(CalDAVState.path(home: home)): \(error.message)")))
        }
        state.withLock { $0 = current }
    }
}
