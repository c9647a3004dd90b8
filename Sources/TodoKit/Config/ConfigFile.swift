import FoundationEssentials
import Glibc
import TodoModel
import TodoStore
import TodoValues

/// The user's config file, `$XDG_CONFIG_HOME/todo/config.json`: a flat JSON object of strings.
///
/// Written with mode 0600 (it may hold a token), atomically.
public struct ConfigFile: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// Stored values by ``SettingKey`` raw value.
    public internal(set) var values: [String: String]

    /// `$XDG_CONFIG_HOME/todo/config.json`, or `~/.config/todo/config.json`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).config + "/config.json"
    }

    /// An empty config at `path` (nothing read).
    public init(path: String, values: [String: String] = [:]) {
        self.path = path
        self.values = values
    }

    /// Reads the file; a missing file is an empty config, an unreadable one is a `.badData` error.
    public static func load(path: String) throws(TodoError) -> ConfigFile {
        guard POSIXFile.exists(path) else { return ConfigFile(path: path) }
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            throw .badData(.configUnreadable, ["path": path, "reason": error.message])
        }
        guard let object = Self.object(bytes) else {
            throw .badData(.configNotObject, ["path": path])
        }
        var values: [String: String] = [:]
        for (key, value) in object {
            guard let value else { throw .badData(.configNonString, ["path": path, "key": key]) }
            values[key] = value
        }
        return ConfigFile(path: path, values: values)
    }

    /// Sets a validated value.
    public mutating func set(_ key: SettingKey, _ raw: String) throws(TodoError) {
        var changed = values
        changed[key.rawValue] = try key.validate(raw)
        // An alias is added to the others (issue 34): `device-alias ID NAME` names one device.
        if key == .deviceAlias, let entry = changed[key.rawValue], let stored = values[key.rawValue],
            let alias = DeviceNames.aliases(entry).first, DeviceNames.aliases(entry).count == 1
        {
            changed[key.rawValue] = DeviceNames.adding(alias.prefix, alias.name, to: stored)
        }
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

    /// Writes the file (mode 0600), creating its directory; a `.cannotCreate` error when it
    /// cannot be created, `.ioError` on an I/O error.
    public func save() throws(TodoError) {
        let directory = deletingLastPathComponent(path)
        do {
            try POSIXFile.makeDirectories(directory)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let data = try encoder.encode(values)
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

    /// The members of a JSON object, as `JSONSerialization` read them: a string as it is, a number as
    /// `NSNumber.stringValue` gave it (`30`, `1.5`, `1000.0` for `1e3`), `true` and `false` as `1` and `0`, and
    /// anything else (`null`, an array, an object) `nil`. `nil` when the bytes are not one JSON object; of a
    /// repeated key the last counts.
    static func object(_ bytes: [UInt8]) -> [String: String?]? {
        bytes.withUnsafeBytes { buffer -> [String: String?]? in
            var reader = FastJSONReader(buffer)
            var members: [String: String?] = [:]
            do throws(FastJSONReader.Failure) {
                var malformed = false
                try reader.object { reader, key throws(FastJSONReader.Failure) in
                    let name = String(decoding: key, as: UTF8.self)
                    let start = reader.index
                    switch buffer[start] {
                    case UInt8(ascii: "\""): members[name] = .some(try reader.string())
                    case UInt8(ascii: "t"), UInt8(ascii: "f"): members[name] = .some(try reader.bool() ? "1" : "0")
                    case UInt8(ascii: "-"), 0x30...0x39:
                        try reader.skipValue()
                        let text = String(decoding: buffer[start..<reader.index], as: UTF8.self)
                        guard let number = Self.number(text) else {
                            malformed = true
                            return
                        }
                        members[name] = .some(number)
                    default:
                        try reader.skipValue()
                        members[name] = .some(nil)
                    }
                }
                try reader.end()
                return malformed ? nil : members
            } catch {
                return nil
            }
        }
    }

    /// A JSON number as `NSNumber.stringValue`: whole (no `.`, `e` or `E`) as an integer, else as a `Double`;
    /// `nil` when `text` is not a JSON number (`01`, `1.`, `.5`) or is out of `Double`'s range.
    private static func number(_ text: String) -> String? {
        var rest = Substring(text)
        func digits() -> Substring {
            let run = rest.prefix(while: { $0.isASCII && $0.isNumber })
            rest = rest.dropFirst(run.count)
            return run
        }
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = digits()
        guard !whole.isEmpty, whole.count == 1 || whole.first != "0" else { return nil }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard !digits().isEmpty else { return nil }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard !digits().isEmpty else { return nil }
        }
        guard rest.isEmpty else { return nil }
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            if let whole = Int64(text) { return String(whole) }
            if let whole = UInt64(text) { return String(whole) }
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value.description
    }
}
