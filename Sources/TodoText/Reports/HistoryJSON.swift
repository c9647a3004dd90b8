import TodoModel
import TodoStore
import TodoSync
import TodoValues

/// One entry of `todo log --json` (issue 34): the stored entry, the device's local name, and its
/// number in a todo's history (1: the newest). Keys in snake case, sorted (``ReportJSON``); the
/// todo is in the contract's wire format.
public struct HistoryJSON: Encodable {
    /// The todo's id; absent for a sync's line.
    public var id: String?
    public var at: Int64
    public var source: String
    public var command: String?
    public var device: String?
    public var deviceName: String?
    public var winner: String?
    public var item: WireItem?
    public var version: Int?
    public var pushed: Int?
    public var received: Int?
    public var conflicts: Int?

    /// A todo as the contract writes it.
    public struct WireItem: Encodable {
        let item: TodoItem
        public func encode(to encoder: any Encoder) throws { try item.encode(to: encoder) }
    }

    /// The entry `record`, numbered `version` in its todo's history (`nil`: not numbered).
    public init(_ record: VersionRecord, version: Int?, names: DeviceNames) {
        id = record.id.isEmpty ? nil : record.id
        at = record.at
        source = record.source.rawValue
        command = record.command
        device = record.device
        deviceName = record.device.map { id -> String in
            switch names.display(id) {
            case .thisDevice(let name): name ?? "this device"
            case .alias(let name): name
            case .other(let shortID): shortID
            }
        }
        winner = record.winner?.rawValue
        item = record.item.map(WireItem.init)
        self.version = version
        pushed = record.pushed
        received = record.received
        conflicts = record.conflicts
    }

    /// The entries as one JSON array; `numbered`: each gets its version number.
    public static func string(_ records: [VersionRecord], numbered: Bool, names: DeviceNames) -> String {
        ReportJSON.string(
            records.map { HistoryJSON($0, version: numbered ? $0.number : nil, names: names) })
    }
}
