import Testing
import TodoModel
import TodoStore
import TodoSyncTesting
import TodoValues

@testable import TodoKit
@testable import TodoText

/// `todo log` in words (issue 34): relative times on a terminal, absolute otherwise, text escaped,
/// devices by name, a sync's line.
@Suite struct HistoryScreenTests {
    static let own = "0b1c2d3e-0000-4000-8000-000000000001"
    static let phone = "5035aa11-0000-4000-8000-000000000002"

    static var records: [VersionRecord] {
        var hostile = TodoItem.numbered(1)
        hostile.text = "evil \u{1B}]0;title\u{7} text"
        var theirs = TodoItem.numbered(2)
        theirs.text = "theirs"
        var merged = VersionRecord(id: theirs.id, at: 1_800_000_200, source: .merged, device: phone, item: theirs)
        merged.number = 2
        return [
            .sync(at: 1_800_000_300, pushed: 3, received: 2, deleted: 0, conflicts: 1),
            merged,
            VersionRecord(id: hostile.id, at: 1_800_000_100, source: .created, command: "add", item: hostile),
        ]
    }

    @Test func theActivityIsOneLinePerEntryWithRelativeTimesOnATerminal() {
        let names = DeviceNames(ownID: Self.own, aliases: [.init(prefix: "5035", name: "phone")])
        let relative = HistoryScreen.activity(
            Self.records, names: names, clock: .init(now: 1_800_000_400, relative: true))
        let lines = relative.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("sync: pushed 3, 2 from another device, 1 conflict"), "\(lines[0])")
        #expect(lines[0].contains("ago"), "\(lines[0])")
        #expect(lines[1].contains("from phone  \"theirs\""), "\(lines[1])")
        #expect(lines[2].contains("created (add)"), "\(lines[2])")
        #expect(!relative.contains("\u{1B}") && !relative.contains("\u{7}"), "escaped: \(relative)")
        let absolute = HistoryScreen.activity(
            Self.records, names: names, clock: .init(now: 1_800_000_400, relative: false))
        #expect(!absolute.contains("ago"))
        #expect(absolute.hasPrefix(ListRenderer.timestamp(1_800_000_300)))
    }

    @Test func aCommandOnSeveralTodosIsOneLineOfTheActivity() {
        let names = DeviceNames(ownID: Self.own)
        let rm = (1...3).map { n in
            VersionRecord(id: TodoItem.numberedID(n), at: 50, source: .deletedHere, command: "rm", item: .numbered(n))
        }
        let add = VersionRecord(
            id: TodoItem.numberedID(9), at: 40, source: .created, command: "add", item: .numbered(9))
        let text = HistoryScreen.activity(rm + [add], names: names, clock: .init(now: 100, relative: false))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2, "\(text)")
        // Issue 41: the command's ids, a few of them.
        #expect(lines[0].hasSuffix("deleted here (rm): 3 todos (00000001, 00000002, 00000003)"), "\(text)")
        #expect(lines[1].contains("created (add)"), "\(text)")
        let capped = HistoryScreen.activity(
            [add, rm[0], add], names: names, clock: .init(now: 100, relative: false), lines: 2)
        #expect(capped.split(separator: "\n").count == 2)
    }

    @Test func theJSONHasStableKeysAndTheDevicesName() throws {
        let names = DeviceNames(ownID: Self.own, aliases: [.init(prefix: "5035", name: "phone")])
        let json = HistoryJSON.string(Self.records, numbered: true, names: names)
        #expect(json.contains(#""device":"\#(Self.phone)","device_name":"phone""#), "\(json)")
        #expect(json.contains(#""pushed":3"#) && json.contains(#""received":2"#) && json.contains(#""conflicts":1"#))
        #expect(json.contains(#""source":"merged""#) && json.contains(#""version":2"#))
        #expect(json.contains(#""source":"sync""#))
    }
}
