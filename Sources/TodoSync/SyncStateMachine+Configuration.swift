import TodoModel

/// How a run is set up: its mode, its settings, the mass-deletion guard.
extension SyncStateMachine {
    /// How hard a run tries.
    public enum Mode: Sendable, Hashable {
        /// After a local change: at most one pass and no waiting; nothing at all while the
        /// persisted backoff window is open. Does not resync unless it has to.
        case interactive
        /// `todo sync`, typed by a person: tries at once on a fresh schedule (ignoring a backoff
        /// window an earlier run left open), then runs the retry schedule; gives up (a `.syncGaveUp` error, dirty)
        /// when retries run out.
        case sync
        /// `todo sync --recover`: waits capped at MaxDelay, never runs out before `deadline` (Unix
        /// seconds), gives up when the next attempt would come after it.
        case recover(deadline: Double)
        /// One pass of `todo watch`: like ``interactive`` (no waiting; a failure backs off and
        /// finishes ``SyncOutcome/queued``; nothing while the window is open), but ends with a
        /// resync that pulls other devices' changes, as ``sync`` does.
        case watch
    }

    /// The settings of a run.
    public struct Configuration: Sendable, Hashable {
        public var retryPolicy: RetryPolicy
        /// Whether a refresh token exists, so that a `401` can be answered with one refresh.
        public var canRefreshToken: Bool
        /// The longest outbox that is replayed operation by operation; a longer one is resynced.
        ///
        /// A resync costs two requests (`GET`, `PATCH`) whatever the number of changes, and
        /// replaying costs one round trip (and one store write) per operation. Past 8 operations
        /// the replay costs four times the round trips of a resync, while a whole list of a few
        /// thousand todos is still a body of well under a megabyte; below it, a replay keeps
        /// requests small and leaves other devices' concurrent edits alone. Either path ends in
        /// the same list, because a replay only succeeds while nobody else changed the list.
        public var resyncThreshold: Int
        /// This device's id (the `last_updated_by` of its changes), to tell whether an item it
        /// created and deleted, unacknowledged, is still as it left it on the server; `nil` takes
        /// every such item as this device's.
        public var deviceID: String?
        /// The mass-deletion guard: a resync that would remove more than this many local todos and
        /// more than this share of the local list stops instead (``SyncOutcome/blocked(deletions:)``);
        /// `nil` allows any deletion.
        public var deletionGuard: DeletionGuard?
        /// Whether a ``Mode/sync`` run that needs no resync ends by reading one todo of the base
        /// (`GET /list/{id}`, a few hundred bytes) instead of the whole list: the revision it
        /// answers with says whether anybody changed the list since this device last did.
        ///
        /// Every change bumps the revision by one and reads never do, so at the revision the
        /// base was acknowledged at, the server's list is the base. The todo read is one the
        /// server held when its list was last shown to be the base (not one the device wrote
        /// since, see ``SyncSnapshot/unchecked``: a server that lost its data and counted back up
        /// to the device's revision accepts such a write and answers with it too). A server that
        /// lost its data shows a lower revision, or lacks (or holds another version of) that
        /// todo; one that lost its data, counted back up to the same revision and holds that
        /// todo as it was (someone uploaded it again) is only caught by a whole-list resync
        /// (``Mode/recover`` and ``Mode/watch`` always do one).
        public var checksRevision: Bool

        public init(
            retryPolicy: RetryPolicy = .standard,
            canRefreshToken: Bool = false,
            resyncThreshold: Int = 8,
            deviceID: String? = nil,
            deletionGuard: DeletionGuard? = DeletionGuard(),
            checksRevision: Bool = false
        ) {
            self.retryPolicy = retryPolicy
            self.canRefreshToken = canRefreshToken
            self.resyncThreshold = resyncThreshold
            self.deviceID = deviceID
            self.deletionGuard = deletionGuard
            self.checksRevision = checksRevision
        }
    }

    /// When a resync's deletions are too many to apply without asking.
    public struct DeletionGuard: Sendable, Hashable {
        /// Up to this many deletions always pass.
        public var count: Int
        /// Deletions of at most this share of the local list always pass.
        public var share: Double

        public init(count: Int = 10, share: Double = 0.5) {
            self.count = count
            self.share = share
        }

        /// Whether removing `deletions` of `total` local todos needs the user's leave.
        public func blocks(deletions: Int, of total: Int) -> Bool {
            deletions > count && Double(deletions) > share * Double(total)
        }
    }
}
