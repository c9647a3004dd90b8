import Foundation
import TodoStore

/// `todo logout`'s work on the stores: push what is queued, then keep the account's todos as
/// Local Device copies or wipe them.
public enum AccountLogout {
    /// What logout did to the account's store.
    public struct Outcome: Sendable, Equatable {
        public init() {}
        public var kept = 0
        public var removed = 0
        public var queuedKept = 0
        public var queuedLost = 0
    }

    /// Pushes what is queued, then keeps the account's todos as local copies or wipes them, and
    /// removes the account's store unless forced changes must wait in it for the next login.
    ///
    /// `keep` is asked, with the number of the account's todos, whether to keep them as local
    /// copies (`--keep-local`) or remove them (`--wipe`); it is called with no store open, so a
    /// question it asks never holds a lock.
    public static func leave(
        _ settings: Settings,
        session: Session,
        force: Bool,
        progress: any ProgressReporter = SilentProgress(),
        keep: (Int) throws(TodoError) -> Bool
    ) async throws(TodoError) -> Outcome {
        let selection = StoreSelection(settings: settings, session: session)
        guard selection.local != nil else { return Outcome() }
        let account = selection.primary
        guard POSIXFile.exists(account.home) else { return Outcome() }
        var outcome = Outcome()
        let asked: Int
        do {
            let stores = try StoreSet(selection)
            defer { stores.close() }
            if !force { try await pushQueued(stores.primary, session: session, progress: progress) }
            asked = try stores.primary.allItems().count
        }
        // The question waits for a person with no store lock held (a sync meanwhile goes on).
        let keep = try keep(asked)
        let stores = try StoreSet(selection)
        var closed = false
        defer { if !closed { stores.close() } }
        let items = try stores.primary.allItems().count
        let queued = try stores.primary.state().outbox.count
        if keep, let local = stores.local {
            outcome.kept = try stores.primary.keepAsLocal(into: local)
        } else {
            outcome.removed = items
        }
        if queued > 0 && !keep {
            outcome.queuedLost = queued
        } else if queued > 0 {
            // Forced with changes the account has not seen: they wait in its store.
            outcome.queuedKept = queued
            return outcome
        }
        stores.close()
        closed = true
        do {
            try FileManager.default.removeItem(atPath: account.home)
        } catch {
            throw .other(.logoutCannotRemoveStore, ["home": account.home, "reason": error.localizedDescription])
        }
        return outcome
    }

    /// Pushes the store's queued changes with the session (one quick attempt); exit 69 when some
    /// are left.
    public static func pushQueued(
        _ manager: DataManager,
        session: Session,
        progress: any ProgressReporter = SilentProgress()
    ) async throws(TodoError) {
        // The store syncs with the session only when it is configured for the session's server.
        guard manager.settings.server == session.server, try !manager.state().outbox.isEmpty else { return }
        let result = await manager.pushAfterChange(progress: progress)
        let left = try manager.state().outbox.count
        guard left > 0 else { return }
        var why = Message(.logoutOffline)
        switch result {
        case .success(let report): why = .verbatim(report.lastError ?? report.outcome.name)
        case .failure(let error): why = error.content
        case nil: break
        }
        throw .syncGaveUp(
            Message.plural(
                left, one: .logoutRefusedOne, other: .logoutRefusedOther, ["username": session.username],
                nested: ["reason": why]))
    }
}
