import FoundationEssentials
import Glibc
import TodoStore
import TodoValues

/// The account workflows: signup and login (then the account's list downloaded and the device's
/// todos offered for import), and logout (queued changes pushed, the account's todos kept as local
/// copies or wiped).
///
/// Stores are opened through the ``Coordinator``, which keeps their warnings; the ``Prompter`` is
/// asked only while no store lock is held.
public struct AccountWorkflow {
    /// What a signup or login did (``TodoValues/Login``).
    public typealias Login = TodoValues.Login
    /// What `logout` did (``TodoValues/Logout``).
    public typealias Logout = TodoValues.Logout

    /// The resolved settings (flags, environment, config), before any account is chosen.
    public let settings: Settings
    public let coordinator: Coordinator
    public let prompter: any Prompter
    public let sessions: SessionStore
    /// Where a long download or push reports.
    public let progress: any ProgressReporter

    public init(
        settings: Settings,
        coordinator: Coordinator,
        prompter: any Prompter,
        sessions: SessionStore = .default(),
        progress: any ProgressReporter = SilentProgress()
    ) {
        self.settings = settings
        self.coordinator = coordinator
        self.prompter = prompter
        self.sessions = sessions
        self.progress = progress
    }

    // MARK: Signup and login

    /// Signup or login: authenticates (a login of an unknown user is offered signup with the same
    /// password), then downloads the account's list into its own store, replaces the copies an
    /// earlier `logout --keep-local` left, and imports the device's todos: with `importLocal`
    /// true, or when the person agrees (nil: ask).
    public func login(signup: Bool, username: String, importLocal: Bool?) async throws(TodoError) -> Login {
        let client = AccountClient(settings: settings, store: sessions)
        _ = try client.server()
        try AccountClient.validate(username: username)
        // CalDAV accounts are made on the server: a signup is refused before any password is read.
        if settings.syncProtocol == .caldav, signup { throw .usage(.caldavNoSignup) }
        let password = try prompter.password(for: username, twice: signup)
        let session: Session
        if settings.syncProtocol == .caldav {
            session = try await client.caldavLogin(username: username, password: password)
        } else if signup {
            session = try await client.signup(username: username, password: password)
        } else {
            switch try await client.login(username: username, password: password) {
            case .loggedIn(let loggedIn):
                session = loggedIn
            case .unknownUser:
                guard prompter.canAsk, prompter.confirm(.signupUnknownUser(username: username)) else {
                    throw .unauthorized(AccountClient.unknownUserMessage(username))
                }
                session = try await client.signup(username: username, password: password)
            }
        }
        coordinator.select(StoreSelection(settings: settings, session: session, sessions: sessions))
        try coordinator.withPrimary { manager throws(TodoError) in try manager.claim(for: StoreOwner(session)) }
        var outcome = Login(session: session)
        outcome.downloaded = await download()
        if outcome.downloaded {
            outcome.replacedCopies = try coordinator.read { stores throws(TodoError) in
                try stores.local.map { local throws(TodoError) in try stores.primary.dropKeptCopies(in: local) } ?? 0
            }
        }
        try await offerImport(importLocal, into: &outcome)
        return outcome
    }

    /// After a login: a `todo sync` of the account's store, so its list is downloaded and merged;
    /// a failure is a notice (the session is saved, the store kept). Returns whether it synced.
    func download() async -> Bool {
        do {
            let report = try await coordinator.sync(mode: .sync) { _ in progress }
            if report.outcome != .synced { prompter.tell(.notDownloaded(report.outcome)) }
            return report.outcome == .synced
        } catch {
            prompter.tell(.notDownloadedError(error))
            return false
        }
    }

    /// The device's todos go into the account with `choice` true, or when the person agrees;
    /// otherwise they stay the device's, and a notice says so when nobody could be asked.
    func offerImport(_ choice: Bool?, into outcome: inout Login) async throws(TodoError) {
        let selection = coordinator.selection
        let count = try coordinator.withStore(selection.device) { manager throws(TodoError) in
            try manager.allItems().count
        }
        outcome.localLeft = count
        guard count > 0, choice != false else { return }
        if choice == nil {
            guard prompter.canAsk else {
                prompter.tell(.localTodosLeft(count: count, username: selection.owner))
                return
            }
            guard prompter.confirm(.importLocal(count: count, username: selection.owner)) else { return }
        }
        // Moved as queued creates, then pushed like any change.
        let moved = try await coordinator.change(progress: progress) { stores throws(TodoError) -> (Int, Bool) in
            guard let local = stores.local else { return (0, false) }
            return (try stores.primary.importLocal(from: local), true)
        }
        outcome.imported = moved.value
        outcome.localLeft = count - moved.value
        outcome.importPush = moved.push
    }

    // MARK: Logout

    /// Logs out: pushes what is queued (unless `force`), keeps the account's todos as local copies
    /// (`keep` true) or wipes them (false; nil: the person's answer, else keep), and removes the
    /// session file. A damaged session file is removed too: that is how one gets rid of it.
    public func logout(keep: Bool?, force: Bool) async throws(TodoError) -> Logout {
        let session = try? sessions.load()
        var outcome = Logout()
        if let session {
            outcome = try await leave(session, force: force) { count throws(TodoError) in
                if let keep { return keep }
                guard count > 0, prompter.canAsk else { return true }
                return prompter.confirm(.keepAccountTodos(count: count, username: session.username))
            }
        }
        outcome.username = session?.username
        outcome.loggedOut = try sessions.remove()
        return outcome
    }

    /// Pushes what is queued, then keeps the account's todos as local copies or wipes them, and
    /// removes the account's store unless forced changes must wait in it for the next login.
    ///
    /// `keep` is asked, with the number of the account's todos, whether to keep them as local
    /// copies; it is called with no store open, so a question it asks never holds a lock.
    func leave(
        _ session: Session,
        force: Bool,
        keep: (Int) throws(TodoError) -> Bool
    ) async throws(TodoError) -> Logout {
        let selection = StoreSelection(settings: settings, session: session, sessions: sessions)
        guard selection.local != nil else { return Logout() }
        let account = selection.primary
        guard POSIXFile.exists(account.home) else { return Logout() }
        coordinator.select(selection)
        var outcome = Logout()
        if !force { try await pushQueued(session) }
        let asked = try coordinator.withPrimary { manager throws(TodoError) in try manager.allItems().count }
        // The question waits for a person with no store lock held (a sync meanwhile goes on).
        let keep = try keep(asked)
        let stores = try coordinator.open()
        var closed = false
        defer { if !closed { coordinator.close(stores) } }
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
        coordinator.close(stores)
        closed = true
        do {
            try FileManager.default.removeItem(atPath: account.home)
        } catch {
            throw .other(.logoutCannotRemoveStore, ["home": account.home, "reason": Self.removalReason(error)])
        }
        return outcome
    }

    /// Pushes the account store's queued changes with the session (one quick attempt); a `.syncGaveUp` error
    /// when some are left.
    func pushQueued(_ session: Session) async throws(TodoError) {
        let manager = try coordinator.open(primaryOnly: true)
        defer { coordinator.close(manager) }
        let primary = manager.primary
        // The store syncs with the session only when it is configured for the session's server.
        guard session.belongs(to: primary.settings.server), try !primary.state().outbox.isEmpty else { return }
        let result = await primary.pushAfterChange(progress: progress)
        let left = try primary.state().outbox.count
        guard left > 0 else { return }
        var why = Message(.logoutOffline)
        switch result {
        case .success(let report):
            let failure = report.lastError == nil ? nil : report.lastFailure
            why = failure.map(Message.failure) ?? .verbatim(report.outcome.name)
        case .failure(let error): why = error.content
        case nil: break
        }
        throw .syncGaveUp(
            Message.plural(
                left, one: .logoutRefusedOne, other: .logoutRefusedOther, ["username": session.username],
                nested: ["reason": why]))
    }

    /// Why `FileManager.removeItem` failed, in the words Foundation's `localizedDescription` used.
    static func removalReason(_ error: any Error) -> String {
        let prefix = "The operation could not be completed."
        guard let error = error as? CocoaError else { return "\(prefix) (\(error))" }
        switch error.code {
        case .fileNoSuchFile: return prefix + " The file doesn’t exist."
        case .fileWriteNoPermission, .fileReadNoPermission: return prefix + " You don’t have permission."
        default:
            if let posix = error.userInfo["NSUnderlyingError"] as? POSIXError {
                return prefix + " " + String(cString: strerror(posix.code.rawValue))
            }
            return "\(prefix) (NSCocoaErrorDomain error \(error.code.rawValue).)"
        }
    }
}
