import Testing
import TodoKit
import TodoModel
import TodoSync
import TodoSyncTesting
import TodoText
import TodoValues

/// The lines of the todos a sync took from elsewhere (issue 34, point 5) and the one function that
/// names a device on them.
@Suite struct IncomingLinesTests {
    @Test func aDeviceIsNamedByItsShortID() {
        #expect(Self.names.name("5035ABCD-1111-4000-8000-000000000000") == "5035")
        #expect(Self.names.name("aad5cdcb-a460-4360-a7a9-caabc565f9ea") == "aad5")
        // Not a UUID: its first eight characters, escaped.
        #expect(Self.names.name("phone") == "phone")
        #expect(Self.names.name("ph\u{1B}[2Jone-and-more") == "ph\\x1b[2Jon")
    }

    /// This device and no names set: every other device by its short id.
    static let names = DeviceNames(ownID: "0000AAAA-0000-4000-8000-000000000000")

    @Test func anAliasNamesTheDeviceInTheLine() {
        let item = TodoItem.fixture("a", text: "milk", by: "5035ABCD-1111-4000-8000-000000000000")
        let names = DeviceNames(ownID: "x", aliases: [.init(prefix: "5035", name: "phone")])
        #expect(
            IncomingLines.text(IncomingChange(kind: .updated, item: item), names: names) == "updated by phone: milk")
    }

    @Test func oneLinePerChangeWithTheTextEscaped() {
        let item = TodoItem.fixture("a", text: "milk \u{1B}]52;c;QUFB\u{07}", by: "5035ABCD")
        #expect(
            IncomingLines.text(IncomingChange(kind: .updated, item: item), names: Self.names)
                == "updated by 5035: milk \\x1b]52;c;QUFB\\x07")
        #expect(
            IncomingLines.text(IncomingChange(kind: .created, item: item), names: Self.names).hasPrefix(
                "created by 5035: "))
        #expect(
            IncomingLines.text(IncomingChange(kind: .deleted, item: item), names: Self.names).hasPrefix(
                "deleted elsewhere: milk "))
        let empty = TodoItem.fixture("b", text: "", by: "5035ABCD")
        #expect(
            IncomingLines.text(IncomingChange(kind: .created, item: empty), names: Self.names)
                == "created by 5035: (no text)")
    }
}
