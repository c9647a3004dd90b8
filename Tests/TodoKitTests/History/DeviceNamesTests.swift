import Testing
import TodoModel
import TodoSyncTesting
import TodoValues

@testable import TodoKit
@testable import TodoSync
@testable import TodoText

/// Issue 34: devices by name. This device is "this device" (or its `device-name`), another one
/// its `device-alias`, else a short id; the names stay in the config file.
@Suite struct DeviceNamesTests {
    static let own = "0b1c2d3e-0000-4000-8000-000000000001"
    static let phone = "5035aa11-0000-4000-8000-000000000002"
    static let tablet = "77aa0000-0000-4000-8000-000000000003"

    @Test func eachDeviceIsShownByItsNameItsAliasOrAShortID() throws {
        var config = ConfigFile(path: "/nonexistent/config.json")
        var names = DeviceNames(ownID: Self.own, config: config)
        #expect(names.display(Self.own) == .thisDevice(name: nil))
        #expect(names.name(Self.own) == "this device")
        #expect(names.display(Self.phone) == .other(shortID: "5035"))
        #expect(names.display("Local Device") == .other(shortID: "Local De"))

        try config.set(.deviceName, "laptop")
        try config.set(.deviceAlias, "5035 phone")
        try config.set(.deviceAlias, "77AA tablet")
        // A second alias of the same prefix replaces the first.
        try config.set(.deviceAlias, "5035 my phone")
        names = DeviceNames(ownID: Self.own, config: config)
        #expect(names.name(Self.own) == "laptop")
        #expect(names.name(Self.phone) == "my phone")
        #expect(names.name(Self.tablet) == "tablet")
        #expect(names.aliases.count == 2)
    }

    @Test(arguments: ["", "abc phone", "5035", "5035 " + String(repeating: "x", count: 41), "5035 bad\u{1B}name"])
    func aBadAliasIsAUsageError(raw: String) {
        var config = ConfigFile(path: "/nonexistent/config.json")
        #expect(throws: TodoError.self) { try config.set(.deviceAlias, raw) }
        #expect(config.values.isEmpty)
    }

    @Test func aNameWithAControlCharacterIsRefusedAndANameIsEscapedOnScreen() throws {
        var config = ConfigFile(path: "/nonexistent/config.json")
        #expect(throws: TodoError.self) { try config.set(.deviceName, "lap\u{7}top") }
        // A stored file edited by hand: the name is escaped before it reaches a terminal.
        let names = DeviceNames(ownID: Self.own, ownName: "lap\u{1B}[31mtop")
        #expect(!names.name(Self.own).contains("\u{1B}"))
    }

    @Test func theConflictScreenNumbersItsRecordsAndSaysWhatDiffers() {
        var local = TodoItem.numbered(1)
        local.text = "mine"
        var remote = local
        remote.text = "theirs"
        remote.deadline = 1_800_000_000
        remote.color = "#FF0000"
        let record = ConflictRecord(
            itemID: local.id, kind: .bothEdited, winner: .remote, local: local, remote: remote, base: nil,
            detectedAt: 1_800_000_000)
        #expect(ConflictsScreen.differences(remote, local) == ["text", "due", "color"])
        #expect(ConflictsScreen.differences(remote, nil) == ["deleted"])
        // A token is a field of its own, apart from the words around it.
        var repeating = local
        repeating.text = "mine rec:+1w"
        #expect(ConflictsScreen.differences(repeating, local) == ["recur"])
        let text = ConflictsScreen.text([record, record])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines[0].hasPrefix("1  "))
        #expect(lines[4].hasPrefix("2  "))
        #expect(lines[2] == "    differs in: text, due, color")
    }
}
