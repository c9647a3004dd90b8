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

    /// Issue 41's weekly todo; the laptop's completion of it (and the next occurrence it made);
    /// the phone's rename of it, both offline.
    static let review = TodoItem(
        id: "5B0C7A9E-2D3F-4C1B-8E6A-9F0D1C2B3A4E", text: "Weekly review rec:+1w", deadline: 1_764_547_200,
        createdAt: 1_760_000_000, lastUpdatedBy: "laptop")

    static func completedAndRenamed() throws -> (done: TodoItem, next: TodoItem, renamed: TodoItem) {
        var done = review
        done.done = true
        done.changedAt = 1_764_000_000
        let next = try #require(
            Recurrence.successor(of: review, completedAt: 1_764_000_000, deviceID: "laptop", clock: clock))
        var renamed = review
        renamed.text = "Weekly team review rec:+1w"
        renamed.changedAt = 1_764_100_000
        renamed.lastUpdatedBy = "phone"
        return (done, next, renamed)
    }

    /// Issue 41: the laptop completes the weekly todo, the phone renames it, both offline. One
    /// open occurrence, the completion kept, and the next occurrence carries the phone's text.
    @Test func completedHereRenamedThereIsOneSeriesWithTheNewText() throws {
        let (done, next, renamed) = try Self.completedAndRenamed()
        for (local, remote) in [([done, next], [renamed]), ([renamed], [done, next])] {
            let result = ThreeWayMerge.merge(base: [Self.review], local: local, remote: remote, detectedAt: 0)
            #expect(result.conflicts.isEmpty, "\(result.conflicts)")
            let open = result.items.filter { !$0.done }
            #expect(open.count == 1)
            #expect(open.first?.id == next.id)
            #expect(open.first?.text == "Weekly team review rec:+1w")
            #expect(open.first?.deadline == next.deadline)
            let completed = try #require(result.items.first { $0.id == Self.review.id })
            #expect(completed.done && completed.text == "Weekly team review rec:+1w")
            #expect(result.remoteUpdates > 0 && result.localUpdates > 0)
        }
    }

    /// A next occurrence edited since the completion made it keeps its own text.
    @Test func anEditedNextOccurrenceKeepsItsText() throws {
        var (done, next, renamed) = try Self.completedAndRenamed()
        next.text = "Weekly review with Ann rec:+1w"
        let result = ThreeWayMerge.merge(base: [Self.review], local: [done, next], remote: [renamed], detectedAt: 0)
        #expect(result.items.filter { !$0.done }.map(\.text) == ["Weekly review with Ann rec:+1w"])
    }
}
