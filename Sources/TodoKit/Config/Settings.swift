import FoundationEssentials
import Synchronization
import TodoNetwork
import TodoSync
import TodoValues

/// Every setting of the client, resolved: flag, then environment, then config file, then default.
public struct Settings: Sendable, Equatable {
    /// The store directory.
    public var home: String
    /// The server base URL; `nil` means local-only.
    public var server: String?
    public var token: String?
    public var minDelay: Double
    public var factor: Double
    public var jitter: Double
    public var maxDelay: Double
    /// Request timeout in seconds.
    public var timeout: Double
    /// The `X-Generate-Fails` value to send, if any.
    public var generateFails: Int?
    /// How long to wait for another process's store lock before a `.locked` error.
    public var lockTimeout: Double
    /// Never touch the network.
    public var offline: Bool
    /// Skip TLS verification.
    public var insecure: Bool
    /// The CA certificates servers are verified with.
    public var trust: TrustStore
    /// A fixed "now" in Unix seconds (`TODO_NOW`), for tests and demos.
    public var fixedNow: Int64?
    /// The mass-deletion guard: a resync may always remove up to this many local todos…
    public var maxDelete: Int
    /// …or up to this share (0–1) of the local list; more than both stops it.
    public var maxDeleteShare: Double
    /// What the server speaks: the todo contract, or CalDAV.
    public var syncProtocol: SyncProtocol
    /// The CalDAV task list to sync with (its display name or last path segment); `nil`: the first.
    public var calendar: String?

    /// The retry schedule these settings make: a `.usage` error when MaxDelay is below MinDelay or a value
    /// makes no schedule. The one place the four values are checked.
    public func retryPolicy() throws(TodoError) -> RetryPolicy {
        do {
            return try RetryPolicy(minDelay: minDelay, factor: factor, jitter: jitter, maxDelay: maxDelay)
        } catch .maxDelay where maxDelay.isFinite && minDelay.isFinite {
            throw .usage(.settingMaxBelowMin, ["max": "\(maxDelay)", "min": "\(minDelay)"])
        } catch {
            throw .usage(.retrySettings, ["reason": "\(error)"])
        }
    }

    /// The defaults (README, Configuration), for a store in `home`.
    public init(home: String) {
        self.home = home
        server = nil
        token = nil
        minDelay = RetryPolicy.standard.minDelay
        factor = RetryPolicy.standard.factor
        jitter = RetryPolicy.standard.jitter
        maxDelay = RetryPolicy.standard.maxDelay
        timeout = 10
        generateFails = nil
        lockTimeout = 10
        offline = false
        insecure = false
        trust = .system
        fixedNow = nil
        maxDelete = 10
        maxDeleteShare = 0.5
        syncProtocol = .todo
        calendar = nil
    }

    /// The current time in Unix seconds.
    public func now() -> Int64 {
        fixedNow ?? Int64(Date().timeIntervalSince1970)
    }
}

extension Settings {
    /// The environment variable that works offline when `1`, as `--offline` does.
    public static let offlineVariable = "TODO_OFFLINE"

    /// Resolves settings from flags, the environment and the config file.
    public static func resolve(
        flags: SettingFlags,
        environment: [String: String],
        config: ConfigFile
    ) throws(TodoError) -> Settings {
        func pick(_ key: SettingKey, _ flag: String?) throws(TodoError) -> String? {
            if let flag { return try key.validate(flag) }
            if let env = environment[key.environmentName], !env.isEmpty {
                do {
                    return try key.validate(env)
                } catch {
                    throw .usage(.verbatim(key.environmentName + ": ") + error.content)
                }
            }
            if let stored = config.values[key.rawValue] {
                do {
                    return try key.validate(stored)
                } catch {
                    throw .usage(.verbatim(config.path + ": ") + error.content)
                }
            }
            return nil
        }
        let home = try pick(.home, flags[.home]) ?? defaultHome(environment: environment)
        var settings = Settings(home: home)
        for key in SettingKey.resolvedOneByOne {
            if let value = try pick(key, flags[key]) { key.apply(value, to: &settings) }
        }
        _ = try settings.retryPolicy()
        settings.offline = flags.offline || environment[Self.offlineVariable] == "1"
        settings.insecure = flags.insecure
        settings.trust = try TrustStore.resolve(
            try pick(.cacert, flags[.cacert]), flag: flags[.cacert], environment: environment, config: config)
        if let raw = environment["TODO_LOCK_TIMEOUT"] {
            guard let value = Double(raw), value >= 0 else { throw .usage(.settingLockTimeout) }
            settings.lockTimeout = value
        }
        if let raw = environment["TODO_NOW"] {
            guard let value = Int64(raw) else { throw .usage(.settingNow) }
            settings.fixedNow = value
        }
        return settings
    }

    /// `$XDG_DATA_HOME/todo`, or `~/.local/share/todo`.
    public static func defaultHome(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).data
    }
}

/// Where the CA certificates that verify servers come from, as curl picks them: `--cacert`,
/// then `TODO_CA_BUNDLE`, the config's `cacert`, `CURL_CA_BUNDLE`, `SSL_CERT_FILE`, else the
/// system's bundle (libcurl's default).
public struct TrustStore: Sendable, Equatable {
    /// The PEM file of CA certificates; `nil` for libcurl's default.
    public var file: String?
    /// What chose it: `--cacert`, `TODO_CA_BUNDLE`, `config`, `CURL_CA_BUNDLE`, `SSL_CERT_FILE`
    /// or `system`.
    public var source: String

    public init(file: String?, source: String) {
        self.file = file
        self.source = source
    }

    /// libcurl's default bundle.
    public static let system = TrustStore(file: nil, source: "system")

    static func resolve(
        _ picked: String?, flag: String?, environment: [String: String], config: ConfigFile
    ) throws(TodoError) -> TrustStore {
        if let picked {
            let name = SettingKey.cacert.environmentName
            if flag != nil { return TrustStore(file: picked, source: "--cacert") }
            if let value = environment[name], !value.isEmpty { return TrustStore(file: picked, source: name) }
            return TrustStore(file: picked, source: "config")
        }
        for name in ["CURL_CA_BUNDLE", "SSL_CERT_FILE"] {
            if let value = environment[name], !value.isEmpty { return TrustStore(file: absolute(value), source: name) }
        }
        return .system
    }

    /// `path` made absolute against the current directory (a relative path in the config file
    /// would change meaning with it).
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}

extension Settings {
    /// The API's configuration for `server` under these settings (TLS, failure injection), with
    /// a timeout of `seconds`.
    func apiConfiguration(server: String, token: String?, timeout seconds: Double) -> TodoAPIConfiguration {
        TodoAPIConfiguration(
            baseURL: server,
            token: token,
            generateFails: generateFails,
            timeout: .milliseconds(Int64((seconds * 1000).rounded())),
            insecure: insecure,
            caBundle: trust.file
        )
    }

    /// These settings without `X-Generate-Fails` (for requests that are not the sync's own).
    var withoutFailureInjection: Settings {
        var settings = self
        settings.generateFails = nil
        return settings
    }
}
