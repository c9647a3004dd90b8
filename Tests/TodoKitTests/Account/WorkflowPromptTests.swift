import Foundation
import Testing
import TodoModel
import TodoValues

@testable import TodoKit
@testable import TodoStore

/// The workflows ask a person only while no store lock is held, and keep the stores' warnings.
///
/// The prompter here takes each store's lock itself, at once or not at all, whenever it is asked:
/// a workflow that asked while holding a lock is caught.
@Suite("Workflows ask with no store lock held")
struct WorkflowPromptTests {
    let root = FileManager.default.temporaryDirectory.path + "/todo-workflow-" + UUID().uuidString.lowercased()
    let server = "http://127.0.0.1:9"
    var session: Session {
        Session(server: server, username: "alice", accessToken: "a", refreshToken: "r", expiresAt: 0)
    }

    /// Answers every question with `answer`; when asked, records the stores whose lock it could
    /// not take at once.
    final class LockCheckingPrompter: Prompter, @unchecked Sendable {
        let homes: [String]
        let answer: Bool
        var asked: [Question] = []
        var notices: [Notice] = []
        var lockedWhenAsked: [String] = []

        init(homes: [String], answer: Bool = true) {
            self.homes = homes
            self.answer = answer
        }

        var canAsk: Bool { true }

        func confirm(_ question: Question) -> Bool {
            asked.append(question)
            for home in homes {
                do {
                    let cache = try FileCache(directory: home, lockTimeout: 0)
                    cache.close()
                } catch {
                    lockedWhenAsked.append(home)
                }
            }
            return answer
        }

        func password(for username: String, twice: Bool) throws(TodoError) -> String { "secret-password" }

        func tell(_ notice: Notice) { notices.append(notice) }
    }

    /// Settings of the store in `home`; with `server`, offline, so no push leaves the machine.
    func settings(_ home: String, server: String? = nil) -> Settings {
        var settings = Settings(home: home)
        settings.fixedNow = 1_741_600_000
        settings.server = server
        settings.offline = server != nil
        settings.lockTimeout = 1
        return settings
    }

    func add(_ texts: [String], to settings: Settings) throws -> [TodoItem] {
        let manager = try DataManager(settings: settings)
        defer { manager.close() }
        return try texts.map { text throws(TodoError) in try manager.add(ItemDraft(text: text)) }
    }

    /// A torn last journal line, as a crash mid-append leaves it.
    func tearJournal(of home: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: home + "/" + StoreFormat.journalFile))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"put\":{\"id\":\"TORN-0001\",\"text\":\"half writ".utf8))
        try handle.close()
    }

    @Test("clear asks with no lock held, then removes what was asked about; no removes nothing")
    func clear() async throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let settings = settings(root)
        _ = try add(["one", "two"], to: settings)
        let coordinator = Coordinator(selection: StoreSelection(settings: settings, session: nil))

        let refusing = LockCheckingPrompter(homes: [root], answer: false)
        #expect(try await coordinator.clear(doneOnly: false, ask: true, prompter: refusing) == nil)
        #expect(refusing.asked == [.clear(count: 2, doneOnly: false)])
        #expect(refusing.lockedWhenAsked.isEmpty)

        let agreeing = LockCheckingPrompter(homes: [root])
        let cleared = try await coordinator.clear(doneOnly: false, ask: true, prompter: agreeing)
        #expect(cleared?.value.map(\.text).sorted() == ["one", "two"])
        #expect(agreeing.lockedWhenAsked.isEmpty)
        #expect(try coordinator.read { stores throws(TodoError) in try stores.allItems() }.isEmpty)
    }

    @Test("rm asks with no lock held, then removes the todos confirmed")
    func remove() async throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let settings = settings(root)
        let items = try add(["one", "two"], to: settings)
        let coordinator = Coordinator(selection: StoreSelection(settings: settings, session: nil))
        let prompter = LockCheckingPrompter(homes: [root])
        let removed = try await coordinator.remove([items[0].id], ask: true, prompter: prompter)
        #expect(prompter.asked == [.remove([items[0]])])
        #expect(prompter.lockedWhenAsked.isEmpty)
        #expect(removed?.value == [items[0]])
    }

    @Test("logout asks whether to keep the account's todos with neither store locked")
    func logout() async throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let settings = settings(root, server: server)
        let selection = StoreSelection(settings: settings, session: session)
        _ = try add(["account todo"], to: selection.primary)
        let sessions = SessionStore(path: root + "/config/session.json")
        try sessions.save(session)
        let prompter = LockCheckingPrompter(homes: [selection.primary.home, selection.device.home])
        let workflow = AccountWorkflow(
            settings: settings, coordinator: Coordinator(selection: StoreSelection(settings: settings, session: nil)),
            prompter: prompter, sessions: sessions)

        let outcome = try await workflow.logout(keep: nil, force: true)
        #expect(prompter.asked == [.keepAccountTodos(count: 1, username: "alice")])
        #expect(prompter.lockedWhenAsked.isEmpty)
        #expect(outcome.loggedOut && outcome.kept == 1 && outcome.username == "alice")
        let device = Coordinator(selection: StoreSelection(settings: settings, session: nil))
        #expect(
            try device.read { stores throws(TodoError) in try stores.allItems() }.map(\.item.text) == ["account todo"])
    }

    @Test("after a login, the offer to import the device's todos waits with no lock held; store warnings are kept")
    func importOffer() async throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let settings = settings(root, server: server)
        let selection = StoreSelection(settings: settings, session: session)
        _ = try add(["written before the account"], to: selection.device)
        try tearJournal(of: selection.device.home)
        let prompter = LockCheckingPrompter(homes: [selection.primary.home, selection.device.home])
        let coordinator = Coordinator(selection: selection)
        let workflow = AccountWorkflow(
            settings: settings, coordinator: coordinator, prompter: prompter,
            sessions: SessionStore(path: root + "/config/session.json"))

        var outcome = AccountWorkflow.Login(session: session)
        try await workflow.offerImport(nil, into: &outcome)
        #expect(prompter.asked == [.importLocal(count: 1, username: "alice")])
        #expect(prompter.lockedWhenAsked.isEmpty)
        #expect(outcome.imported == 1 && outcome.localLeft == 0)
        // The torn line the device's store dropped is said, not swallowed.
        let warnings = coordinator.takeWarnings()
        #expect(warnings.count == 1 && warnings[0].description.contains("torn"), "\(warnings)")
        #expect(coordinator.takeWarnings().isEmpty)
    }
}
