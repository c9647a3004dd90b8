import TodoModel

/// The events a driver hands the machine: answers, failures, the end of a wait, local changes.
extension SyncStateMachine {
    /// Starts the run.
    public mutating func start(now: Double) -> Action {
        guard case .initial = state else { preconditionFailure("start in state \(state)") }
        startedAt = now
        if case .interactive = mode, snapshot.outbox.isEmpty, !snapshot.dirty {
            return finish(.synced, now: now)
        }
        if case .sync = mode {
            // Typed by a person, who is waiting for it: no stored window delays the first try.
            snapshot.retry = RetryState(lastFailure: snapshot.retry.lastFailure)
        } else if let window = openWindow(now: now) {
            return window
        }
        return decide(now: now)
    }

    /// The server accepted the operation of ``Action/send(_:revision:)`` and is now at `revision`.
    public mutating func sendSucceeded(revision: Int, now: Double) -> Action {
        guard case .requesting(.send(let operation, _)) = state else {
            preconditionFailure("sendSucceeded in state \(state)")
        }
        writeAhead = nil
        acknowledge(operation)
        snapshot.revision = revision
        return decide(now: now)
    }

    /// `GET /list` answered with the server's list at `revision`.
    public mutating func listReceived(_ items: [TodoItem], revision: Int, now: Double) -> Action {
        guard case .requesting(.fetch) = state else { preconditionFailure("listReceived in state \(state)") }
        let result = resyncMerge(items, revision: revision, now: now)
        if let deletionGuard = configuration.deletionGuard {
            let deletions = localDeletions(in: result)
            if deletionGuard.blocks(deletions: deletions, of: snapshot.items.count) {
                lastFailure = .deletionGuard(deletions: deletions, of: snapshot.items.count)
                return finish(.blocked(deletions: deletions), now: now)
            }
        }
        guard result.matchesRemote else {
            // Durable before the PATCH goes out: confirmed or dropped once its outcome is known.
            snapshot.pendingConflicts = result.conflicts
            return request(.patch(result, revision: revision))
        }
        completeResync(list: result.items, revision: revision, merge: result)
        return decide(now: now)
    }

    /// `GET /list/{id}` of ``Action/fetchItem(id:)`` answered with the server's version of the todo
    /// at `revision`: when that is the revision the base stands at and the todo is the base's, nobody
    /// changed the list since, and the run is over; otherwise it resyncs.
    public mutating func itemReceived(_ item: TodoItem, revision: Int, now: Double) -> Action {
        guard case .requesting(.check(let id)) = state else { preconditionFailure("itemReceived in state \(state)") }
        let base = snapshot.base.last { $0.id == id }
        if revision == snapshot.revision, item.id == id, let base, base.hasSameContent(as: item) {
            checked = true
            snapshot.unchecked = []
            return decide(now: now)
        }
        return request(.fetch)
    }

    /// Puts in the same store state read whole, for a driver that began the run over part of it
    /// (the todos of the outbox and their base versions, enough to replay operations) and now
    /// needs the rest: before a resync, or to take in what other commands changed meanwhile.
    public mutating func widen(to whole: SyncSnapshot) {
        guard !isFinished else { preconditionFailure("widen in state \(state)") }
        snapshot = whole
    }

    /// `PATCH /list` answered with the server's new list (or, if the answer has none, the list
    /// sent) at `revision`.
    public mutating func patchSucceeded(_ items: [TodoItem], revision: Int, now: Double) -> Action {
        guard case .requesting(.patch(let result, _)) = state else {
            preconditionFailure("patchSucceeded in state \(state)")
        }
        completeResync(list: items.sorted(by: ThreeWayMerge.isOrderedBefore), revision: revision, merge: result)
        return decide(now: now)
    }

    /// The token was refreshed; the request that got the `401` is repeated.
    public mutating func tokenRefreshed(now: Double) -> Action {
        guard case .refreshingToken(let retrying) = state else {
            preconditionFailure("tokenRefreshed in state \(state)")
        }
        refreshUsed = true
        return request(retrying)
    }

    /// The outstanding request (or token refresh) failed.
    public mutating func requestFailed(_ failure: Failure, now: Double) -> Action {
        switch state {
        case .requesting(let request):
            return requestFailed(request, failure, now: now)
        case .refreshingToken:
            switch failure {
            case .retryable(let cause), .maybeApplied(let cause):
                return backOff(cause, now: now)
            case .unauthorized:
                lastFailure = .refreshRefused
                return finish(.unauthorized, now: now)
            case .other(let cause):
                return fail(.tokenRefresh(cause), now: now)
            case .unsynchronized, .notFound:
                return fail(.unexpectedAnswer(failure.unexpectedAnswer, request: nil), now: now)
            }
        case .initial, .waiting, .finished:
            preconditionFailure("requestFailed in state \(state)")
        }
    }

    /// The wait of ``Action/wait(until:)`` is over.
    ///
    /// A driver that lets go of the store during the wait passes what it reads back as
    /// `reloaded`: changes made meanwhile by other processes, and their retry state, are taken
    /// into account.
    public mutating func waitFinished(now: Double, reloaded: SyncSnapshot? = nil) -> Action {
        guard case .waiting = state else { preconditionFailure("waitFinished in state \(state)") }
        if let reloaded { snapshot = reloaded }
        if let window = openWindow(now: now) { return window }
        return decide(now: now)
    }

    /// The wait ended early: a person asked for an attempt now (a typed `todo sync` nudged this
    /// run). The backoff window closes; the failure count stays, so a failure now waits as long
    /// as the schedule says for the attempt after it.
    public mutating func waitCutShort(now: Double, reloaded: SyncSnapshot? = nil) -> Action {
        guard case .waiting = state else { preconditionFailure("waitCutShort in state \(state)") }
        if let reloaded { snapshot = reloaded }
        snapshot.retry.nextAttemptAt = nil
        return decide(now: now)
    }

    /// One todo that another command changed while the run let go of the store.
    public struct LocalChange: Sendable, Hashable {
        public var id: String
        /// The todo now; `nil` when it was removed.
        public var item: TodoItem?
        /// Its outbox entry in the store now.
        public var operation: PendingOperation?

        public init(id: String, item: TodoItem?, operation: PendingOperation?) {
            self.id = id
            self.item = item
            self.operation = operation
        }
    }

    /// Applies changes other commands made while the run let go of the store (during a request or
    /// a wait), so the run neither loses nor overwrites them.
    ///
    /// Each todo takes its new local version; its outbox entry is what takes the server from what
    /// the run knows of it to that version: a delete when it may be on the server, a create when it
    /// cannot be, else an update. Call it before ``listReceived(_:revision:now:)`` (so the merge
    /// sees the changes) and after the other events.
    public mutating func applyLocalChanges(_ changes: [LocalChange]) {
        guard !changes.isEmpty else { return }
        let baseIDs = Set(snapshot.base.map(\.id))
        for change in changes {
            func isOnServerSide(_ operation: PendingOperation?) -> Bool {
                switch operation {
                case .update, .delete: true
                case .create, nil: false
                }
            }
            let mayBeOnServer =
                baseIDs.contains(change.id) || isOnServerSide(snapshot.outbox.operation(for: change.id))
                || isOnServerSide(change.operation) || unheard.contains(change.id)
            if let item = change.item {
                let base = snapshot.base.first { $0.id == change.id }
                if base == item {
                    snapshot.outbox.set(itemID: change.id, nil)
                } else {
                    snapshot.outbox.set(itemID: change.id, mayBeOnServer ? .update(item) : .create(item))
                }
            } else {
                snapshot.outbox.set(itemID: change.id, mayBeOnServer ? .delete(id: change.id) : nil)
            }
        }
        snapshot.items.apply(changes)
    }

    /// The caller cancelled the run (for example, `CancellationError` during a request or a wait).
    public mutating func cancel(now: Double) -> Action {
        guard !isFinished else { preconditionFailure("cancel in state \(state)") }
        return finish(.cancelled, now: now)
    }
}

extension [TodoItem] {
    /// Each change's version in place of the todo with its id (appended when new), or the todo
    /// removed: the list as the store holds it after them.
    mutating func apply(_ changes: [SyncStateMachine.LocalChange]) {
        var index: [String: Int] = [:]
        for (position, item) in enumerated() { index[item.id] = position }
        var removed = Set<String>()
        for change in changes {
            if let item = change.item {
                if let position = index[change.id] {
                    self[position] = item
                } else {
                    index[change.id] = count
                    append(item)
                }
                removed.remove(change.id)
            } else if index[change.id] != nil {
                removed.insert(change.id)
            }
        }
        if !removed.isEmpty { removeAll { removed.contains($0.id) } }
    }
}
