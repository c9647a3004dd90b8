import Dispatch
import FoundationEssentials
import Glibc
import TodoFormats
import TodoModel
import TodoNetwork
import TodoStore
import TodoSync
import TodoValues

/// `todo doctor`: checks the config, the session, the stores and the server, and says what is
/// wrong and how to fix it. Changes nothing: a damaged file is reported, never touched.
public struct Doctor {
    public var environment: [String: String]
    public var flags: SettingFlags
    /// How long the store's lock is waited for (another process may hold it).
    public var lockTimeout: Double = 2

    public init(environment: [String: String], flags: SettingFlags) {
        self.environment = environment
        self.flags = flags
    }

    /// Runs every check, in order: config, session, stores, server.
    public func run() async -> [DoctorCheck] {
        var checks: [DoctorCheck] = []
        let configPath = ConfigFile.defaultPath(environment: environment)
        let config: ConfigFile
        do {
            config = try ConfigFile.load(path: configPath)
        } catch {
            let fix = Message(.doctorConfigDamagedFix, ["path": configPath])
            checks.append(DoctorCheck("config", .problem, error.content, fix: fix))
            return checks
        }
        var settings: Settings
        do {
            settings = try Settings.resolve(flags: flags, environment: environment, config: config)
            checks.append(Self.configCheck(config))
            if let check = Self.contextCheck(config) { checks.append(check) }  // Contexts (issue 35)
        } catch {
            checks.append(DoctorCheck("config", .problem, error.content, fix: Message(.doctorSettingsFix)))
            return checks
        }
        settings.lockTimeout = min(settings.lockTimeout, lockTimeout)
        let sessionStore = SessionStore.default(environment: environment)
        var session: Session?
        do {
            session = try sessionStore.load()
            checks.append(Self.sessionCheck(session, path: sessionStore.path, settings: settings))
        } catch {
            checks.append(
                DoctorCheck("session", .problem, error.content, fix: Message(.doctorSessionDamagedFix)))
            return checks
        }

        let selection = StoreSelection(settings: settings, session: session, sessions: sessionStore)
        checks.append(Self.storeCheck(selection.primary, owner: selection.owner))
        if let local = selection.local { checks.append(Self.storeCheck(local, owner: StoreSelection.localDevice)) }
        if let server = settings.server, !settings.offline,
            server.lowercased().hasPrefix("https://") || settings.insecure || settings.trust.file != nil
        {
            checks.append(Self.tlsCheck(settings))
        }
        checks.append(await Self.serverCheck(selection.primary, connection: selection.connection))
        return checks
    }

    // MARK: - The checks

    static func configCheck(_ config: ConfigFile) -> DoctorCheck {
        guard POSIXFile.exists(config.path) else {
            return DoctorCheck("config", .ok, Message(.doctorConfigNone, ["path": config.path]))
        }
        if config.values[SettingKey.token.rawValue] != nil, let mode = Self.mode(config.path), mode & 0o077 != 0 {
            let values = ["path": config.path, "mode": String(mode, radix: 8)]
            return DoctorCheck(
                "config", .warning, Message(.doctorConfigTokenOpen, values), fix: .verbatim("chmod 600 \(config.path)"))
        }
        let keys = config.values.keys.sorted().joined(separator: ", ")
        let detail =
            keys.isEmpty
            ? Message(.doctorConfigNoValues, ["path": config.path])
            : Message(.doctorConfigValues, ["path": config.path, "keys": keys])
        return DoctorCheck("config", .ok, detail)
    }

    static func sessionCheck(_ session: Session?, path: String, settings: Settings) -> DoctorCheck {
        guard let session else { return DoctorCheck("session", .ok, Message(.doctorSessionNone)) }
        if let mode = Self.mode(path), mode & 0o077 != 0 {
            return DoctorCheck(
                "session", .problem, Message(.doctorSessionOpen, ["path": path, "mode": String(mode, radix: 8)]),
                fix: Message(.doctorSessionOpenFix, ["path": path]))
        }
        guard session.belongs(to: settings.server) else {
            let values = ["username": session.username, "server": session.server]
            let configured = ["configured": settings.server.map(Message.verbatim) ?? Message(.doctorNone)]
            return DoctorCheck(
                "session", .warning, Message(.doctorSessionOtherServer, values, nested: configured),
                fix: Message(.doctorSessionOtherServerFix, values, nested: configured))
        }
        let values = ["username": session.username, "server": session.server]
        return DoctorCheck("session", .ok, Message(.doctorSessionOK, values))
    }

    static func storeCheck(_ settings: Settings, owner: String) -> DoctorCheck {
        let name = "store"
        let home = settings.home
        let shownOwner = StoreSelection.ownerMessage(owner)
        let issue = { (message: Message) in
            Message(.doctorStoreIssue, ["home": home], nested: ["owner": shownOwner, "message": message])
        }
        let manager: DataManager
        do {
            manager = try DataManager(settings: settings, readOnly: true)
        } catch {
            if error.kind == .locked {
                return DoctorCheck(
                    name, .warning, issue(error.content), fix: Message(.doctorStoreLockedFix, ["home": home]))
            }
            return DoctorCheck(
                name, .problem, issue(error.content), fix: Message(.doctorStoreUnusableFix, ["home": home]))
        }
        defer { manager.close() }
        let state: StoreState
        let conflicts: Int
        do {
            state = try manager.state()
            conflicts = (try? manager.state().conflicts.count) ?? 0
        } catch {
            return DoctorCheck(
                name, .problem, issue(error.content), fix: Message(.doctorStoreDamagedFix, ["home": home]))
        }
        var detail = Message(
            .doctorStoreSummary, ["home": home],
            nested: [
                "owner": shownOwner,
                "todos": Message.plural(state.items.count, one: .doctorTodosOne, other: .doctorTodosOther),
                "queued": Message.plural(state.outbox.count, one: .doctorQueuedOne, other: .doctorQueuedOther),
            ])
        if settings.server != nil {
            detail += Message(.doctorRevision, ["revision": String(state.sync.revision)])
        }
        if conflicts > 0 {
            detail += Message.plural(conflicts, one: .doctorConflictsOne, other: .doctorConflictsOther)
        }
        if !manager.warnings.isEmpty {
            return DoctorCheck(
                name, .warning, manager.warnings.reduce(detail) { $0 + .verbatim("; ") + $1 })
        }
        if state.sync.dirty {
            return DoctorCheck(
                name, .warning, detail + Message(.doctorDirty), fix: Message(.doctorDirtyFix))
        }
        if let next = state.sync.retry.nextAttemptAt, next > Double(settings.now()) {
            let why =
                state.sync.retry.lastFailure.map { Message(.doctorBackoffAfter, nested: ["error": .failure($0)]) }
                ?? .empty
            let time = DateInput.timestamp(Int64(next.rounded(.up)))
            return DoctorCheck(
                name, .warning, detail + Message(.doctorBackoff, ["time": time], nested: ["why": why]),
                fix: Message(.doctorBackoffFix))
        }
        return DoctorCheck(name, .ok, detail)
    }

    /// Which CA certificates verify the server, and whether verification is on at all.
    static func tlsCheck(_ settings: Settings) -> DoctorCheck {
        let name = "tls"
        if settings.insecure {
            return DoctorCheck(
                name, .warning, Message(.doctorTLSInsecure), fix: Message(.doctorTLSInsecureFix))
        }
        guard let file = settings.trust.file else { return DoctorCheck(name, .ok, Message(.doctorTLSSystem)) }
        let values = ["path": file, "source": settings.trust.source]
        guard access(file, R_OK) == 0 else {
            return DoctorCheck(
                name, .problem, Message(.doctorTLSUnreadable, values), fix: Message(.doctorTLSUnreadableFix)
            )
        }
        return DoctorCheck(name, .ok, Message(.doctorTLSFile, values))
    }

    static func serverCheck(_ settings: Settings, connection: ServerConnection) async -> DoctorCheck {
        let name = "server"
        guard let server = settings.server else { return DoctorCheck(name, .ok, Message(.doctorServerNone)) }
        guard !settings.offline else {
            return DoctorCheck(name, .ok, Message(.doctorServerOffline, ["server": server]))
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let manager: DataManager
        let api: any SyncServer
        let canRefresh: Bool
        do {
            manager = try DataManager(settings: settings, connection: connection, readOnly: true)
            (api, canRefresh) = try manager.syncServer(interactive: true)
        } catch  where error.kind == .unauthorized {
            return await Self.serverCheckWithoutCredentials(settings, server: server)
        } catch {
            return DoctorCheck(
                name, .problem, Message(.doctorServerError, ["server": server], nested: ["message": error.content]),
                fix: Self.serverFix(server))
        }
        defer { manager.close() }
        switch await Self.fetch(api, canRefresh: canRefresh) {
        case .success(let answer):
            let ms = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            let values = ["server": server, "ms": String(ms), "revision": String(answer.revision)]
            let todos = Message.plural(answer.items.count, one: .doctorTodosOne, other: .doctorTodosOther)
            return DoctorCheck(name, .ok, Message(.doctorServerOK, values, nested: ["todos": todos]))
        case .failure(let failure):
            return Self.serverProblem(failure, server: server)
        }
    }

    /// With neither a session nor a token a sync sends nothing; one `GET /list` without a token
    /// still tells an unreachable server from one that waits for a login.
    static func serverCheckWithoutCredentials(_ settings: Settings, server: String) async -> DoctorCheck {
        let client = HTTPClient()
        defer { client.shutdown() }
        let configuration = settings.withoutFailureInjection.apiConfiguration(
            server: server, token: nil, timeout: min(settings.timeout, 5))
        switch await Self.fetch(
            TodoAPISyncServer(api: TodoAPI(client: client, configuration: configuration)), canRefresh: false)
        {
        case .success, .failure(.unauthorized):
            return DoctorCheck(
                "server", .problem, Message(.doctorServerNoCredentials, ["server": server]),
                fix: Message(.doctorServerUnauthorizedFix))
        case .failure(let failure):
            return Self.serverProblem(failure, server: server)
        }
    }

    /// `GET /list`, with one token refresh when a session can be refreshed.
    static func fetch(
        _ api: any SyncServer,
        canRefresh: Bool
    ) async -> Result<(items: [TodoItem], revision: Int), SyncStateMachine.Failure> {
        do {
            return .success(try await api.fetchList())
        } catch {
            guard error == .unauthorized, canRefresh else { return .failure(error) }
        }
        do {
            try await api.refreshToken()
            return .success(try await api.fetchList())
        } catch {
            return .failure(error)
        }
    }

    static func serverProblem(_ failure: SyncStateMachine.Failure, server: String) -> DoctorCheck {
        switch failure {
        case .unauthorized:
            return DoctorCheck(
                "server", .problem, Message(.doctorServerUnauthorized, ["server": server]),
                fix: Message(.doctorServerUnauthorizedFix))
        case .retryable(let failure), .maybeApplied(let failure), .other(let failure):
            return DoctorCheck(
                "server", .problem,
                Message(.doctorServerUnreachable, ["server": server], nested: ["message": .failure(failure)]),
                fix: serverFix(server))
        case .unsynchronized, .notFound:
            let values = ["server": server, "failure": String(describing: failure)]
            return DoctorCheck("server", .warning, Message(.doctorServerOdd, values))
        }
    }

    /// How to test against the mock: on the server's port when a user may listen on it (1024 and
    /// up), else on 8080 (a port below 1024 needs privileges).
    static func serverFix(_ server: String) -> Message {
        let port = URL(string: server)?.port.flatMap { $0 >= 1024 ? $0 : nil } ?? 8080
        return Message(.doctorServerFix, ["port": String(port)])
    }

    /// The permission bits of `path`, or `nil` when it cannot be read.
    static func mode(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o777
    }
}
