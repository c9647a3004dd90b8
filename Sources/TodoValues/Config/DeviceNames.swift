import TodoModel

/// How a device id is shown (issue 34): this device as "this device" (or its `device-name`),
/// another by its local alias (`device-alias`), else by a short id. Names stay local: the contract
/// carries only the device id.
public struct DeviceNames: Sendable, Equatable {
    /// This device's id (the store's `device_id`).
    public var ownID: String
    /// `device-name`, if set.
    public var ownName: String?
    /// `device-alias` entries: an id prefix (lowercased) and its name.
    public var aliases: [Alias]

    public struct Alias: Sendable, Equatable {
        public var prefix: String
        public var name: String

        public init(prefix: String, name: String) {
            (self.prefix, self.name) = (prefix, name)
        }
    }

    /// How one device is shown.
    public enum Display: Sendable, Equatable {
        /// This device; its `device-name` when set.
        case thisDevice(name: String?)
        /// Another device with a local alias.
        case alias(String)
        /// Another device: its short id (``shortID(_:)``).
        case other(shortID: String)
    }

    /// A device's short id: the first four characters in lowercase when they are hex digits (a UUID's
    /// `5035`, what `device-alias 5035 phone` names), else the first eight.
    public static func shortID(_ id: String) -> String {
        let head = id.prefix(4)
        return head.count == 4 && head.allSatisfy(\.isHexDigit) ? head.lowercased() : String(id.prefix(8))
    }

    public init(ownID: String, ownName: String? = nil, aliases: [Alias] = []) {
        self.ownID = ownID
        self.ownName = ownName
        self.aliases = aliases
    }

    /// How `id` is shown.
    public func display(_ id: String) -> Display {
        if !ownID.isEmpty, id == ownID { return .thisDevice(name: ownName) }
        let lower = id.lowercased()
        if let alias = aliases.first(where: { lower.hasPrefix($0.prefix) }) { return .alias(alias.name) }
        return .other(shortID: Self.shortID(id))
    }

    /// The stored form of `device-alias`: `PREFIX=NAME` entries joined by newlines.
    package static func aliases(_ stored: String) -> [Alias] {
        stored.split(separator: "\n").compactMap { entry -> Alias? in
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return Alias(prefix: String(parts[0]).lowercased(), name: String(parts[1]))
        }
    }

    /// `stored` with the alias of `prefix` set to `name` (one entry per prefix).
    package static func adding(_ prefix: String, _ name: String, to stored: String) -> String {
        var entries = aliases(stored).filter { $0.prefix != prefix.lowercased() }
        entries.append(Alias(prefix: prefix.lowercased(), name: name))
        return entries.map { $0.prefix + "=" + $0.name }.joined(separator: "\n")
    }

    /// Whether `name` is a name a device may have: 1 to 40 characters, none a control character.
    package static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 40 && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
