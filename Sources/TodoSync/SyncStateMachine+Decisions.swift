import TodoModel

/// What to do next, how a failure is handled, and the transitions between states.
extension SyncStateMachine {
    mutating func decide(now: Double) -> Action {
        if snapshot.dirty || snapshot.outbox.count > configuration.resyncThreshold {
            return request(.fetch)
        }
        if let operation = snapshot.outbox.first {
            return request(.send(operation, revision: snapshot.revision))
        }
        if case .interactive = mode {
            return finish(.synced, now: now)
        }
        if resynced || checked { return finish(.synced, now: now) }
        if case .sync = mode, configuration.checksRevision, !baseContradicted, let probe = checkedTodo() {
            return request(.check(id: probe.id))
        }
        return request(.fetch)
    }

    /// The todo the check reads: the base's last one that this device has not written since the
    /// server's list was last shown to be the base (``SyncSnapshot/unchecked``; for a run over
    /// part of the store, the driver puts the todo last acknowledged before the run there);
    /// `nil` (a whole-list resync) when there is none, or the unchecked writes are not known.
    ///
    /// A todo the device wrote since proves nothing about the rest of the list: a server that lost
    /// its data and counted back up to the device's revision accepts the write and answers with it
    /// (chaos seed 38), in this run or in an earlier command's quick push. A todo held from before
    /// is gone from such a server unless someone uploaded it again.
    func checkedTodo() -> TodoItem? {
        guard let unchecked = snapshot.unchecked.map(Set.init) else { return nil }
        return snapshot.base.last { !unchecked.contains($0.id) }
    }

    mutating func requestFailed(_ request: Request, _ failure: Failure, now: Double) -> Action {
        if let sentCreate = writeAhead {
            writeAhead = nil
            // A definite answer means nothing was applied: the create stays a create.
            if case .maybeApplied = failure {} else { snapshot.outbox.markNotOnServer(itemID: sentCreate) }
        }
        switch (failure, request) {
        case (.maybeApplied(let failure), _):
            noteMaybeApplied(request)
            return backOff(failure, now: now)
        case (.retryable(let failure), _):
            return backOff(failure, now: now)
        case (.unauthorized, _):
            guard configuration.canRefreshToken, !refreshUsed else {
                lastFailure = .credentialsRefused
                return finish(.unauthorized, now: now)
            }
            requests += 1
            state = .refreshingToken(retrying: request)
            return .refreshToken
        case (.unsynchronized, .send):
            snapshot.dirty = true
            return decide(now: now)
        case (.unsynchronized, .patch):
            snapshot.dirty = true
            return backOff(.listChangedDuringResync, now: now)
        case (.notFound, .send(.delete(let id), _)):
            if snapshot.base.contains(where: { $0.id == id }) { baseContradicted = true }
            acknowledge(.delete(id: id))
            return decide(now: now)
        case (.notFound, .send(.create(let item), _)):
            // Not an answer the contract gives a POST; the create was not applied.
            snapshot.outbox.markNotOnServer(itemID: item.id)
            snapshot.dirty = true
            return decide(now: now)
        case (.notFound, .send(.update(let item), _)) where !snapshot.base.contains(where: { $0.id == item.id }):
            // A create kept as an update (see ``noteMaybeApplied(_:)``) that never reached the
            // server: the revision matched, so nobody changed the list; send it as a create.
            snapshot.outbox.markNotOnServer(itemID: item.id)
            return decide(now: now)
        case (.notFound, .send):
            snapshot.dirty = true
            return decide(now: now)
        case (.notFound, .check):
            // Deleted since: the list moved on.
            return self.request(.fetch)
        case (.unsynchronized, .fetch), (.notFound, .fetch), (.notFound, .patch), (.unsynchronized, .check):
            return fail(.unexpectedAnswer(failure.unexpectedAnswer, request: request.method), now: now)
        case (.other(let failure), _):
            return fail(failure, now: now)
        }
    }

    /// Records a retryable failure and schedules the next attempt, or ends the run.
    mutating func backOff(_ failure: SyncFailure, now: Double) -> Action {
        lastFailure = failure
        snapshot.retry.attempt += 1
        snapshot.retry.lastFailure = failure
        let policy = configuration.retryPolicy
        let attempt = snapshot.retry.attempt
        let delay: Double?
        if case .recover = mode {
            delay = policy.cappedDelay(forAttempt: attempt, random: &random)
        } else {
            delay = policy.delay(forAttempt: attempt, random: &random)
        }
        if let delay {
            snapshot.retry.nextAttemptAt = now + policy.wait(delay, retryAfter: failure.retryAfter)
        } else {
            // Retries ran out; later runs still keep away from the server for a capped delay.
            snapshot.dirty = true
            let capped = policy.cappedDelay(forAttempt: attempt, random: &random)
            snapshot.retry.nextAttemptAt = now + policy.wait(capped, retryAfter: failure.retryAfter)
        }
        switch mode {
        case .interactive, .watch:
            return finish(.queued, now: now)
        case .sync:
            guard delay != nil, let until = snapshot.retry.nextAttemptAt else { return giveUp(now: now) }
            return wait(until: until)
        case .recover(let deadline):
            guard let until = snapshot.retry.nextAttemptAt, until <= deadline else { return giveUp(now: now) }
            return wait(until: until)
        }
    }

    /// The report an interactive run finishes with at once, with no request, because the persisted
    /// backoff window is open: what ``start(now:)`` returns for a store whose queue holds `pending`
    /// operations, decided from the store's counts and sync metadata alone, so that a command can
    /// skip loading the list. `nil` when the run would do more (or record a sync).
    public static func windowReport(
        mode: Mode, pending: Int, dirty: Bool, retry: RetryState, now: Double
    ) -> SyncReport? {
        guard case .interactive = mode, pending > 0 || dirty, retry.isWindowOpen(now: now) else { return nil }
        return .notRun(pending: pending, dirty: dirty, reason: nil, at: now)
    }

    /// The action that honours a backoff window still open at `now`, or `nil` when it is closed.
    mutating func openWindow(now: Double) -> Action? {
        guard snapshot.retry.isWindowOpen(now: now), let until = snapshot.retry.nextAttemptAt else { return nil }
        switch mode {
        case .interactive, .watch:
            return finish(.queued, now: now)
        case .sync:
            return wait(until: until)
        case .recover(let deadline):
            return until <= deadline ? wait(until: until) : giveUp(now: now)
        }
    }

    mutating func request(_ request: Request) -> Action {
        requests += 1
        if !triedSinceWait {
            attempts += 1
            triedSinceWait = true
        }
        state = .requesting(request)
        if case .send(.create(let item), _) = request, case .create = snapshot.outbox.operation(for: item.id) {
            // Write-ahead: until a definite answer, the create may be applied; persisted before it
            // goes out, so that a crash or a later `rm` still sends a DELETE.
            snapshot.outbox.markPossiblyOnServer(itemID: item.id)
            writeAhead = item.id
        }
        switch request {
        case .send(let operation, let revision): return .send(operation, revision: revision)
        case .fetch: return .fetchList
        case .check(let id): return .fetchItem(id: id)
        case .patch(let result, let revision): return .patchList(result.items, revision: revision)
        }
    }

    mutating func wait(until: Double) -> Action {
        keepUnheardCreatesAsUpdates()
        triedSinceWait = false
        state = .waiting(until: until)
        return .wait(until: until)
    }

    mutating func giveUp(now: Double) -> Action {
        snapshot.dirty = true
        return finish(.gaveUp, now: now)
    }

    mutating func fail(_ failure: SyncFailure, now: Double) -> Action {
        lastFailure = failure
        return finish(.failed(failure), now: now)
    }

    mutating func finish(_ outcome: SyncOutcome, now: Double) -> Action {
        keepUnheardCreatesAsUpdates()
        var report = SyncReport(
            outcome: outcome,
            pushed: pushed,
            merged: merged,
            conflicts: conflicts,
            requests: requests,
            resynced: resynced,
            pending: snapshot.outbox.count,
            dirty: snapshot.dirty,
            lastFailure: lastFailure,
            startedAt: startedAt,
            finishedAt: now
        )
        report.attempts = attempts
        report.serverReset = serverReset
        report.restored = restored
        report.incoming = incoming
        state = .finished(report)
        return .finish(report)
    }

    /// The server applied `operation` (or, for a delete, no longer has the item): drop it from the
    /// outbox and apply it to the base, which stays the server's list at the known revision.
    mutating func acknowledge(_ operation: PendingOperation) {
        // The entry may have changed since it was sent (a local change while the request was out).
        switch (operation, snapshot.outbox.operation(for: operation.itemID)) {
        case (_, let current?) where current == operation:
            snapshot.outbox.remove(itemID: operation.itemID)
        case (.create(let sent), .update(let current)?) where current == sent:
            snapshot.outbox.remove(itemID: operation.itemID)
        case (.create, .create(let newer)?):
            snapshot.outbox.set(itemID: newer.id, .update(newer))
        default:
            break
        }
        let index = snapshot.base.firstIndex { $0.id == operation.itemID }
        switch (operation, index) {
        case (.create(let item), let index?), (.update(let item), let index?):
            snapshot.base[index] = item
            noteUnchecked(item.id)
        case (.create(let item), nil), (.update(let item), nil):
            snapshot.base.append(item)
            noteUnchecked(item.id)
        case (.delete, let index?):
            snapshot.base.remove(at: index)
        case (.delete, nil):
            break
        }
        pushed += 1
        snapshot.retry = RetryState()
    }

    /// Adds a todo this run wrote to ``SyncSnapshot/unchecked`` (which forgets them all, `nil`,
    /// past ``SyncSnapshot/uncheckedLimit``).
    mutating func noteUnchecked(_ id: String) {
        guard let unchecked = snapshot.unchecked, !unchecked.contains(id) else { return }
        snapshot.unchecked = unchecked.count < SyncSnapshot.uncheckedLimit ? unchecked + [id] : nil
    }
}
