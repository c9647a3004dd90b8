import FoundationEssentials
import Testing
import TodoModel
import TodoSync

/// Issue 35: two devices complete the same occurrence of a repeating todo offline; each makes the
/// next one (``Recurrence``). The merge sees one todo and logs nothing: created on both sides with
/// the same content (only `changed_at` and `last_updated_by` differ, which "same content" leaves
/// out), and the completed one edited alike on both.
@Suite struct ThreeWayMergeRecurrenceTests {
    static let clock = LocalTime(TimeZone(secondsFromGMT: 0))
    static let rent = TodoItem(
        id: "0D9A7C52-41B6-4E0F-9E36-5C2D8B1A7F10", text: "Pay rent rec:+1m", deadline: 1_764_547_200,
        createdAt: 1_760_000_000, lastUpdatedBy: "laptop")

    static func complete(on device: String, at now: Int64) throws -> [TodoItem] {
        var done = rent
        done.done = true
        done.changedAt = now
        done.lastUpdatedBy = device
        let next = try #require(Recurrence.successor(of: rent, completedAt: now, deviceID: device, clock: clock))
        return [done, next]
    }

    @Test func theSameNextOccurrenceFromTwoDevicesIsOneTodoAndNoConflict() throws {
        let laptop = try Self.complete(on: "laptop", at: 1_764_000_000)
        let phone = try Self.complete(on: "phone", at: 1_764_100_000)
        #expect(laptop[1] != phone[1], "the devices' versions differ in time and author")
        let result = ThreeWayMerge.merge(base: [Self.rent], local: laptop, remote: phone, detectedAt: 0)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.items.count == 2)
        #expect(result.items.filter { !$0.done }.map(\.id) == [laptop[1].id])
        #expect(result.items.first { !$0.done }?.hasSameContent(as: phone[1]) == true)
    }

    /// A next occurrence the other device changed since (here: moved) is a real conflict: logged.
    @Test func aChangedNextOccurrenceIsStillLogged() throws {
        let laptop = try Self.complete(on: "laptop", at: 1_764_000_000)
        var phone = try Self.complete(on: "phone", at: 1_764_100_000)
        phone[1].deadline = (phone[1].deadline ?? 0) + 86_400
        let result = ThreeWayMerge.merge(base: [Self.rent], local: laptop, remote: phone, detectedAt: 0)
        #expect(result.conflicts.map(\.kind) == [.bothCreated])
        #expect(result.items.count == 2)
    }
}
