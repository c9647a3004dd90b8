import Foundation

#if canImport(Glibc)
import Glibc
#endif

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
            checks.append(
                DoctorCheck(
                    "config", .problem, error.message,
                    fix: "correct the JSON object in \(configPath), or move it aside (`mv \(configPath) "
                        + "\(configPath).broken`) and set the values again with `todo config set`"))
            return checks
        }
        var settings: Settings
        do {
            settings = try Settings.resolve(flags: flags, environment: environment, config: config)
            checks.append(Self.configCheck(config))
        } catch {
            checks.append(
                DoctorCheck(
                    "config", .problem, error.message,
                    fix: "correct the flag, the TODO_* environment variable or `todo config set` value named"))
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
                DoctorCheck(
                    "session", .problem, error.message,
                    fix: "`todo logout` removes the damaged session file; then `todo login --username NAME`"))
            return checks
        }

        let selection = StoreSelection(settings: settings, session: session)
        checks.append(Self.storeCheck(selection.primary, owner: selection.owner))
        if let local = selection.local { checks.append(Self.storeCheck(local, owner: StoreSelection.localDevice)) }
        checks.append(await Self.serverCheck(selection.primary))
        return checks
    }

    // MARK: - The checks

    static func configCheck(_ config: ConfigFile) -> DoctorCheck {
        guard POSIXFile.exists(config.path) else {
            return DoctorCheck("config", .ok, "no config file (\(config.path)): defaults, environment and flags apply")
        }
        let keys = config.values.keys.sorted().joined(separator: ", ")
        if config.values[SettingKey.token.rawValue] != nil, let mode = Self.mode(config.path), mode & 0o077 != 0 {
            return DoctorCheck(
                "config", .warning,
                "\(config.path) holds a token but others can read it (mode \(String(mode, radix: 8)))",
                fix: "chmod 600 \(config.path)")
        }
        return DoctorCheck("config", .ok, "\(config.path): \(keys.isEmpty ? "no values" : keys)")
    }

    static func sessionCheck(_ session: Session?, path: String, settings: Settings) -> DoctorCheck {
        guard let session else {
            return DoctorCheck("session", .ok, "not logged in: todos belong to this device (Local Device)")
        }
        if let mode = Self.mode(path), mode & 0o077 != 0 {
            return DoctorCheck(
                "session", .problem, "the session file \(path) is readable by others (mode \(String(mode, radix: 8)))",
                fix: "chmod 600 \(path), then `todo logout` and `todo login` if others may have read it")
        }
        guard session.server == settings.server else {
            let configured = settings.server ?? "none"
            return DoctorCheck(
                "session", .warning,
                "logged in as \(session.username) on \(session.server), but the configured server is \(configured): "
                    + "the session is not used",
                fix: "`todo config set server \(session.server)`, or `todo logout`")
        }
        return DoctorCheck("session", .ok, "logged in as \(session.username) on \(session.server)")
    }

    static func storeCheck(_ settings: Settings, owner: String) -> DoctorCheck {
        let name = "store"
        let manager: DataManager
        do {
            manager = try DataManager(settings: settings)
        } catch {
            if error.exitCode == ExitStatus.locked {
                return DoctorCheck(
                    name, .warning, "\(settings.home) (\(owner)): \(error.message)",
                    fix: "wait for the other todo command to finish (`fuser -v \(settings.home)/lock` shows it)")
            }
            return DoctorCheck(
                name, .problem, "\(settings.home) (\(owner)): \(error.message)",
                fix: "make \(settings.home) a writable directory, or choose another with --home / TODO_HOME")
        }
        defer { manager.close() }
        let state: StoreState
        let conflicts: Int
        do {
            state = try manager.state()
            conflicts = (try? manager.cache.loadConflicts().count) ?? 0
        } catch {
            return DoctorCheck(
                name, .problem, "\(settings.home) (\(owner)): \(error.message)",
                fix: "nothing was changed: restore the file named from a backup, or move the store aside "
                    + "(`mv \(settings.home) \(settings.home).broken`) to start an empty list there")
        }
        let pending = state.outbox.count
        var detail =
            "\(settings.home) (\(owner)): \(state.items.count) todo\(state.items.count == 1 ? "" : "s"), "
            + "\(pending) queued change\(pending == 1 ? "" : "s")"
        if settings.server != nil { detail += ", revision \(state.sync.revision)" }
        if conflicts > 0 { detail += ", \(conflicts) conflict record\(conflicts == 1 ? "" : "s") (`todo conflicts`)" }
        if !manager.warnings.isEmpty {
            return DoctorCheck(name, .warning, detail + "; " + manager.warnings.joined(separator: "; "))
        }
        if state.sync.dirty {
            return DoctorCheck(
                name, .warning, detail + "; marked dirty: a full resync is due",
                fix: "`todo sync` (or `todo sync --recover --deadline 600` unattended)")
        }
        if let next = state.sync.nextRetryAt, next > Double(settings.now()) {
            let why = state.sync.lastError.map { " after: \($0)" } ?? ""
            return DoctorCheck(
                name, .warning,
                detail + "; backing off until \(ListRenderer.timestamp(Int64(next.rounded(.up))))\(why)",
                fix: "`todo sync` waits for the retry schedule; `todo sync --recover` keeps going past it")
        }
        return DoctorCheck(name, .ok, detail)
    }

    static func serverCheck(_ settings: Settings) async -> DoctorCheck {
        let name = "server"
        guard let server = settings.server else {
            return DoctorCheck(name, .ok, "none configured: local-only (`todo config set server URL` to sync)")
        }
        guard !settings.offline else { return DoctorCheck(name, .ok, "\(server): not checked (--offline)") }
        let started = DispatchTime.now().uptimeNanoseconds
        let manager: DataManager
        let api: TodoAPISyncServer
        let canRefresh: Bool
        do {
            manager = try DataManager(settings: settings)
            (api, canRefresh) = try manager.syncServer(interactive: true)
        } catch {
            return DoctorCheck(name, .problem, "\(server): \(error.message)", fix: Self.serverFix(server))
        }
        defer { manager.close() }
        let result = await Self.fetch(api, canRefresh: canRefresh)
        switch result {
        case .success(let answer):
            let ms = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            return DoctorCheck(
                name, .ok, "\(server) answered in \(ms) ms: \(answer.items.count) todos at revision \(answer.revision)")
        case .failure(let failure):
            return Self.serverProblem(failure, server: server)
        }
    }

    /// `GET /list`, with one token refresh when a session can be refreshed.
    static func fetch(
        _ api: TodoAPISyncServer,
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
                "server", .problem, "\(server) refused the credentials (401)",
                fix: "`todo login --username NAME`, or a valid fixed token (`todo config set token TOKEN`)")
        case .retryable(let message), .maybeApplied(let message), .other(let message):
            return DoctorCheck("server", .problem, "\(server) is not reachable: \(message)", fix: serverFix(server))
        case .unsynchronized, .notFound:
            return DoctorCheck("server", .warning, "\(server) answered GET /list unexpectedly (\(failure))")
        }
    }

    static func serverFix(_ server: String) -> String {
        "check the address (`todo config get server`) and the network; changes stay queued meanwhile. "
            + "To test against the mock: `todo-mock-server --port \(URL(string: server)?.port ?? 8080)`"
    }

    /// The permission bits of `path`, or `nil` when it cannot be read.
    static func mode(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o777
    }
}
