import Testing
import TodoFormats
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoKit

/// What the commands ask of TodoKit, as typed (issue 33: moved out of the executable): the words
/// of `todo context`, the list's query, the deletion guard's options, an edit, `todo log`.
@Suite struct CommandRequestsTests {
    /// A store in a new directory at a fixed time.
    func withStore<T>(_ body: (DataManager) throws -> T) throws -> T {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var settings = Settings(home: directory.path)
        settings.fixedNow = 1_800_000_000
        let manager = try DataManager(settings: settings)
        defer { manager.close() }
        return try body(manager)
    }

    /// The exit code `body` fails with (-1 for an error that is not a ``TodoError``); `nil` when
    /// it does not fail.
    func exitCode(_ body: () throws -> Void) -> Int32? {
        do {
            try body()
            return nil
        } catch {
            return (error as? TodoError)?.exitCode ?? -1
        }
    }

    @Test func contextWords() {
        #expect(ContextAction(words: []) == .list)
        #expect(
            ContextAction(words: ["set", "work", "+work", "@office"]) == .set(name: "work", filter: "+work @office"))
        #expect(ContextAction(words: ["rm", "work"]) == .remove("work"))
        #expect(ContextAction(words: ["none"]) == .clear)
        #expect(ContextAction(words: ["work"]) == .activate("work"))
        for bad in [["set", "work"], ["rm"], ["rm", "a", "b"], ["none", "x"], ["work", "home"]] {
            #expect(ContextAction(words: bad) == nil, "\(bad)")
        }
    }

    @Test func contextCompletions() {
        let names = ["home", "work"]
        func offered(_ arguments: [String], _ index: Int, _ prefix: String = "") -> [String] {
            ContextAction.completions(saved: names, arguments: arguments, index: index, prefix: prefix)
        }
        #expect(offered(["todo", "context", ""], 2) == ["home", "work", "none", "set", "rm"])
        #expect(offered(["todo", "context", "w"], 2, "w") == ["work"])
        #expect(offered(["todo", "context", "rm", ""], 3) == ["home", "work"])
        #expect(offered(["todo", "context", "set", "x", ""], 4) == [])
        #expect(offered(["todo", "list", "--context", "h"], 3, "h") == ["home"])
    }

    @Test func listRequestMakesTheQuery() throws {
        var request = ListRequest(
            filter: nil, sort: .due, search: ["milk"], overdue: false, without: ["+someday"],
            filters: ["+home", "bread", "@phone"], waiting: false, due: nil, dueBefore: nil, dueAfter: nil)
        #expect(request.tags == ["+home", "@phone"])
        #expect(request.words == ["milk", "bread"])
        #expect(request.asked == ["milk", "bread", "+home", "@phone", "-+someday"])
        #expect(!request.overdueAsked)
        let context = try ContextFilter("+work -+later office")
        let query = try request.query(context: context, now: 1_800_000_000)
        #expect(query.filter == .all && query.sort == .due)
        #expect(query.tags == ["+home", "@phone", "+work"])
        #expect(query.withoutTags == ["+someday", "+later"])
        #expect(query.search == ["milk", "bread", "office"])
        #expect(query.waiting == .hidden && query.dueRange == nil && !query.overdueOnly)
        request.filter = .all
        #expect(try request.query(context: nil, now: 0).waiting == .shown)
        request.waiting = true
        #expect(try request.query(context: nil, now: 0).waiting == .only)
        request.dueAsked.due = " Overdue"
        #expect(request.overdueAsked)
        #expect(try request.query(context: nil, now: 1_800_000_000).overdueOnly)
        request.dueAsked.due = "someday"
        #expect(exitCode { _ = try request.query(context: nil, now: 0) } == 64)
    }

    @Test func deletionLimits() throws {
        #expect(try DeletionLimits().share() == nil)
        #expect(try DeletionLimits(maxDeleteShare: "25%").share() == 0.25)
        #expect(exitCode { try DeletionLimits(maxDelete: 3, maxDeleteShare: "100").check() } == nil)
        #expect(exitCode { try DeletionLimits(maxDelete: -1).check() } == 64)
        #expect(exitCode { try DeletionLimits(maxDeleteShare: "150").check() } == 64)
        #expect(exitCode { _ = try DeletionLimits(maxDeleteShare: "x").share() } == 64)
    }

    @Test func dueWords() throws {
        #expect(try DateInput.due("none", now: 0) == nil)
        #expect(try DateInput.due(" None ", now: 0) == nil)
        #expect(try DateInput.due("2026-12-01", now: 0) != nil)
        #expect(exitCode { _ = try DateInput.due("whenever", now: 0) } == 64)
    }

    @Test func editRequestMakesTheEdit() throws {
        let item = TodoItem.numbered(1)
        func edit(
            text: String? = nil, due: String? = nil, noDue: Bool = false, color: String? = nil, clearColor: Bool = false
        ) throws -> ItemEdit {
            try EditRequest(
                text: text, importance: nil, due: due, noDue: noDue, color: color, clearColor: clearColor,
                recurrence: .none
            ).edit(of: item, now: 1_800_000_000)
        }
        #expect(try edit(noDue: true).deadline == .clear)
        #expect(try edit(due: "none").deadline == .clear)
        if case .set = try edit(due: "2026-12-01").deadline {} else { Issue.record("no deadline set") }
        #expect(try edit(color: "#FF0000").color == .set("#FF0000"))
        #expect(try edit(clearColor: true).color == .clear)
        #expect(try edit(text: "Oat milk").text == "Oat milk")
        #expect(try edit(color: "#FF0000").text == nil)
    }

    @Test func addRequestTakesTheContextsTags() throws {
        let request = AddRequest(
            text: "Call +home", importance: .basic, due: nil, color: nil, local: false,
            context: try ContextFilter("+home @phone"), recurrence: .none)
        #expect(request.text == "Call +home @phone")
    }

    @Test func logShowsWhatWasAsked() throws {
        try withStore { manager in
            let item = try manager.add(ItemDraft(text: "A"))
            _ = try manager.edit(item.id, ItemEdit(text: "B"))
            let id = String(item.id.prefix(8))
            guard case .activity(let records) = try manager.log(id: nil, version: nil, deleted: false) else {
                Issue.record("not the activity")
                return
            }
            #expect(records.count == 2)
            guard case .deleted(let deleted) = try manager.log(id: nil, version: nil, deleted: true) else {
                Issue.record("not the deleted todos")
                return
            }
            #expect(deleted.isEmpty)
            guard case .todo(let history) = try manager.log(id: id, version: nil, deleted: false) else {
                Issue.record("not the todo's history")
                return
            }
            #expect(history.entries.count == 2)
            // Issue 41: versions are numbered from the oldest, 1 the one `add` made.
            guard case .version(let record, let number) = try manager.log(id: id, version: 1, deleted: false) else {
                Issue.record("not a version")
                return
            }
            #expect(number == 1 && record.item?.text == "A")
            #expect(exitCode { _ = try manager.log(id: id, version: 3, deleted: false) } == 64)
        }
    }

    @Test func restoreSaysWhetherItPushes() throws {
        try withStore { manager in
            let item = try manager.add(ItemDraft(text: "A"))
            _ = try manager.edit(item.id, ItemEdit(text: "B"))
            let id = String(item.id.prefix(8))
            let back = try manager.restore(id: id, version: 1, conflict: nil, force: false)
            #expect(back.pushes && back.value.item.text == "A")
            let again = try manager.restore(id: id, version: 1, conflict: nil, force: false)
            #expect(!again.pushes)
            #expect(exitCode { _ = try manager.restore(id: nil, version: nil, conflict: 1, force: false) } == 64)
            let conflicts = try manager.conflicts(clear: true)
            let deviceID = try manager.deviceID()
            #expect(conflicts.records.isEmpty && conflicts.deviceID == deviceID)
        }
    }

    @Test func aWatchNeedsAServerAndTheNetwork() throws {
        var settings = Settings(home: "/nonexistent")
        #expect(exitCode { _ = try StoreSelection(settings: settings, session: nil).watched() } == 64)
        settings.server = "http://todo.invalid"
        settings.offline = true
        #expect(exitCode { _ = try StoreSelection(settings: settings, session: nil).watched() } == 64)
        settings.offline = false
        #expect(try StoreSelection(settings: settings, session: nil).watched().server == "http://todo.invalid")
    }

    @Test func theQueueIsCountedWhenTheStoreIsFree() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var settings = Settings(home: directory.path)
        settings.server = "http://todo.invalid"
        let manager = try DataManager(settings: settings)
        _ = try manager.add(ItemDraft(text: "A"))
        manager.close()
        #expect(DataManager.queuedCount(settings: settings) == 1)
        #expect(CompletionStore.state(settings: settings)?.items.count == 1)
    }
}
