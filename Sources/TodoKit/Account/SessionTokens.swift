import FoundationEssentials
import Synchronization
import TodoNetwork
import TodoSync
import TodoValues

/// The session a sync run uses: the current access token, and the one refresh that replaces it.
///
/// Shared by the copies of a ``TodoAPISyncServer``; a refresh saves the new tokens to the session
/// file before they are used, so a crash never leaves a spent refresh token on disk.
public final class SessionTokens: Sendable {
    private let current: Mutex<Session>
    /// Where a refresh saves the new tokens.
    public let store: SessionStore
    private let clock: @Sendable () -> Int64

    public init(
        session: Session,
        store: SessionStore,
        clock: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }
    ) {
        current = Mutex(session)
        self.store = store
        self.clock = clock
    }

    /// The session as it is now.
    public var session: Session { current.withLock { $0 } }

    /// The access token to send.
    public var accessToken: String { current.withLock { $0.accessToken } }

    /// Spends the refresh token with `api` (`POST /auth/refresh`), saves the new tokens to the
    /// session file and uses them from the next request on.
    ///
    /// When another `todo` process refreshed the same account's tokens meanwhile (the session file
    /// holds other tokens), those are taken instead: refreshing again would spend a refresh token
    /// that is already spent.
    public func refresh(using api: TodoAPI) async throws(SyncStateMachine.Failure) {
        let old = session
        if let stored = try? store.load(), stored.isSameAccount(as: old), stored.refreshToken != old.refreshToken {
            current.withLock { $0 = stored }
            return
        }
        let tokens: AuthTokens
        do {
            tokens = try await api.refresh(refreshToken: old.refreshToken)
        } catch {
            throw TodoAPISyncServer.classify(error)
        }
        let renewed = old.replacingTokens(tokens, now: clock())
        do {
            try store.save(renewed)
        } catch {
            throw .other(.sessionNotSaved(SyncFailure.Detail(error.description)))
        }
        current.withLock { $0 = renewed }
    }
}
