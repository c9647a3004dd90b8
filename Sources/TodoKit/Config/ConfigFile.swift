import Foundation
import TodoStore

#if canImport(Glibc)
import Glibc
#endif

/// The user's config file, `$XDG_CONFIG_HOME/todo/config.json`: a flat JSON object of strings.
///
/// Written with mode 0600 (it may hold a token), atomically.
public struct ConfigFile: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// Stored values by ``SettingKey`` raw value.
    public private(set) var values: [String: String]

    /// `$XDG_CONFIG_HOME/todo/config.json`, or `~/.config/todo/config.json`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).config + "/config.json"
    }

    /// An empty config at `path` (nothing read).
    public init(path: String, values: [String: String] = [:]) {
        self.path = path
        self.values = values
    }

    /// Reads the file; a missing file is an empty config, an unreadable one is exit 65.
    public static func load(path: String) throws(TodoError) -> ConfigFile {
        guard POSIXFile.exists(path) else { return ConfigFile(path: path) }
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            throw .badData(.configUnreadable, ["path": path, "reason": error.message])
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw .badData(.configNotObject, ["path": path])
        }
        var values: [String: String] = [:]
        for (key, value) in object {
            switch value {
            case let string as String: values[key] = string
            case let number as NSNumber: values[key] = number.stringValue
            default: throw .badData(.configNonString, ["path": path, "key": key])
            }
        }
        return ConfigFile(path: path, values: values)
    }

    /// Sets a validated value.
    public mutating func set(_ key: SettingKey, _ raw: String) throws(TodoError) {
        var changed = values
        changed[key.rawValue] = try key.validate(raw)
        // A MaxDelay below the MinDelay (the stored ones, else the defaults) would stop every
        // command that reads the config; refuse it here, where it is typed.
        var settings = Settings(home: "")
        settings.minDelay = changed[SettingKey.minDelay.rawValue].flatMap(Double.init) ?? settings.minDelay
        settings.maxDelay = changed[SettingKey.maxDelay.rawValue].flatMap(Double.init) ?? settings.maxDelay
        _ = try settings.retryPolicy()
        values = changed
    }

    /// Removes a value.
    public mutating func unset(_ key: SettingKey) {
        values.removeValue(forKey: key.rawValue)
    }

    /// Writes the file (mode 0600), creating its directory; exit 73 when it cannot be created,
    /// 74 on an I/O error.
    public func save() throws(TodoError) {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try POSIXFile.makeDirectories(directory)
            let data = try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys, .prettyPrinted])
            try POSIXFile.atomicWrite(Array(data) + [0x0A], to: path, directory: directory)
        } catch let error as POSIXFile.Failure {
            let message = Message(.configWriteFailed, ["reason": error.message])
            switch error.code {
            case EIO, ENOSPC, EDQUOT: throw .ioError(message)
            default: throw .cannotCreate(message)
            }
        } catch {
            throw .other(.configEncodeFailed, ["reason": "\(error)"])
        }
    }
}
