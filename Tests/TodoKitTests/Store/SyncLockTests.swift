import Foundation
import Testing
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync
@testable import TodoText

/// `sync.lock`: one sync run per store, its note, the lock order, and the nudge.
@Suite struct SyncLockTests {
    @Test func theHolderNotesWhoItIsAndWhenItTriesNext() throws {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path)
        let lock = try #require(try SyncLock.tryAcquire(layout: layout, now: 1_000))
        #expect(SyncLock.holder(layout: layout) == .init(pid: getpid(), startedAt: 1_000))
        lock.noteWaiting(until: 1_040.5)
        #expect(SyncLock.holder(layout: layout) == .init(pid: getpid(), startedAt: 1_000, nextTryAt: 1_040.5))
        lock.noteWaiting(until: nil)
        #expect(SyncLock.holder(layout: layout)?.nextTryAt == nil)
        // A second run finds it held, and gets it once it is let go.
        #expect(try SyncLock.tryAcquire(layout: layout, now: 1_001) == nil)
        lock.release()
        let next = try #require(try SyncLock.tryAcquire(layout: layout, now: 1_002))
        #expect(SyncLock.holder(layout: layout)?.startedAt == 1_002)
        next.release()
    }

    @Test func theLockIsTakenBeforeTheStoreExistsAndNotInAnUnsafeDirectory() throws {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path + "/new/store")
        let lock = try #require(try SyncLock.tryAcquire(layout: layout, now: 0))
        lock.release()
        #expect(FileManager.default.fileExists(atPath: layout.syncLock))
        let open = dir.path + "/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
        chmod(open, 0o777)
        #expect(throws: StoreError(.unsafeMode(mode: 0o777), path: open)) {
            _ = try SyncLock.tryAcquire(layout: StoreLayout(directory: open), now: 0)
        }
        #expect(!FileManager.default.fileExists(atPath: open + "/sync.lock"))
    }

    @Test func aNoteThatIsNotOneReadsAsUnknown() {
        #expect(SyncLock.Holder(text: "") == nil)
        #expect(SyncLock.Holder(text: "12") == nil)
        #expect(SyncLock.Holder(text: "x 1") == nil)
        #expect(SyncLock.Holder(text: "-3 1") == nil)
        #expect(SyncLock.Holder(text: "7 1 2 3") == nil)
        #expect(SyncLock.Holder(text: "7 1.5\n") == .init(pid: 7, startedAt: 1.5))
    }

    @Test func aWaitPastItsLimitNamesTheRunningSync() async throws {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path)
        let held = try #require(try SyncLock.tryAcquire(layout: layout, now: 100))
        defer { held.release() }
        var heard: [SyncLock.Holder?] = []
        do {
            _ = try await SyncLock.wait(
                layout: layout, limit: 0.2, nudge: false, now: { 140 }, onWait: { heard.append($0) })
            Issue.record("the wait took a held lock")
        } catch {
            #expect(error.reason == .syncRunning(pid: getpid(), seconds: 40, waited: 0.2))
            #expect(TodoError(error).exitCode == 75)
            let words = error.message.text(in: .english)
            #expect(words.hasPrefix("another sync of this store is running (pid \(getpid()), for 40 s)"))
        }
        #expect(heard.first == .some(.init(pid: getpid(), startedAt: 100)))
    }

    @Test func waitingForTheSyncLockWhileHoldingTheStoresLockIsRefused() async throws {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        await #expect(throws: StoreError(.lockOrder, path: layout.syncLock)) {
            _ = try await SyncLock.wait(layout: layout, limit: nil, nudge: false, now: { 0 })
        }
        cache.close()
        #expect(!FileCache.holdsLock(of: dir.path))
        let lock = try await SyncLock.wait(layout: layout, limit: nil, nudge: false, now: { 0 })
        lock.release()
    }

    @Test func aWaiterThatNudgesEndsTheHoldersBackoffWait() async throws {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path)
        let held = try #require(try SyncLock.tryAcquire(layout: layout, now: 0))
        let clock = SystemWallClock()
        held.noteWaiting(until: clock.now + 600)
        let holder = Task {
            await DataManager.wait(
                until: clock.now + 600, clock: clock, nudgeFile: layout.syncNudge,
                since: SyncLock.NudgeMark(path: layout.syncNudge))
        }
        // A waiter that does not nudge leaves the wait alone.
        await #expect(throws: StoreError.self) {
            _ = try await SyncLock.wait(layout: layout, limit: 0.3, nudge: false, now: { clock.now })
        }
        // One that nudges ends it; the holder then finishes and lets go, and the waiter gets the lock.
        let waiter = Task {
            try await SyncLock.wait(layout: layout, limit: nil, nudge: true, now: { clock.now }).release()
        }
        #expect(await holder.value == .nudged)
        held.release()
        try await waiter.value
    }

    @Test func everyNudgeChangesTheMarkEvenWithinOneTickOfTheFilesClock() {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path)
        var marks = [SyncLock.NudgeMark(path: layout.syncNudge)]
        for _ in 0..<20 {
            SyncLock.nudge(layout: layout)
            marks.append(SyncLock.NudgeMark(path: layout.syncNudge))
        }
        for (before, after) in zip(marks, marks.dropFirst()) { #expect(before != after) }
    }

    @Test func aCancelledWaitSaysSo() async throws {
        let dir = TemporaryDirectory()
        let layout = StoreLayout(directory: dir.path)
        let held = try #require(try SyncLock.tryAcquire(layout: layout, now: 0))
        defer { held.release() }
        let clock = SystemWallClock()
        let holder = Task {
            await DataManager.wait(
                until: clock.now + 600, clock: clock, nudgeFile: layout.syncNudge,
                since: SyncLock.NudgeMark(path: layout.syncNudge))
        }
        holder.cancel()
        #expect(await holder.value == .cancelled)
    }

    @Test func aCommitWithoutTheStoresLockFails() throws {
        let dir = TemporaryDirectory()
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        let item = TodoItem.numbered(1)
        state.apply(.put(item, .create(item)))
        cache.close()
        let notLocked = StoreError(.notLocked, path: cache.layout.lock)
        #expect(throws: notLocked) { try cache.commit([.put(item, .create(item))], state: state) }
        #expect(throws: notLocked) { try cache.commit(snapshotOf: state) }
        #expect(throws: notLocked) { try cache.writeSnapshot(state) }
        // Nothing was written: the store opens as it was.
        try cache.reopen()
        #expect(try cache.load().items.isEmpty)
        try cache.commit([.put(item, .create(item))], state: state)
        #expect(try cache.load().items[item.id] == item)
        cache.close()
    }
}
