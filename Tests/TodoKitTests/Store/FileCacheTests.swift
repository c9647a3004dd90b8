import Foundation
import Testing
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync
@testable import TodoText

@Suite("FileCache")
struct FileCacheTests {
    /// Opens a store, applies `changes` through the journal and returns the resulting state.
    @discardableResult
    func write(_ dir: TemporaryDirectory, _ changes: [StoreChange]) throws -> StoreState {
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        for change in changes { state.apply(change) }
        try cache.commit(changes, state: state)
        return state
    }

    func load(_ dir: TemporaryDirectory) throws -> StoreState {
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        return try cache.load()
    }

    @Test func newStoreIsEmptyWithADeviceID() throws {
        let dir = TemporaryDirectory()
        let state = try load(dir)
        #expect(state.items.isEmpty && state.outbox.isEmpty)
        #expect(state.deviceID.count == 36)
        #expect(try load(dir).deviceID == state.deviceID)
    }

    @Test func changesSurviveReopening() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        let b = TodoItem.numbered(2)
        var edited = a
        edited.text = "edited"
        let written = try write(
            dir,
            [
                .put(a, .create(a)), .put(b, .create(b)), .put(edited, .update(edited)),
                .remove(id: b.id, .delete(id: b.id)),
            ]
        )
        let loaded = try load(dir)
        #expect(loaded == written)
        #expect(Array(loaded.items.values) == [edited])
        #expect(loaded.outbox.operations == [.create(edited)])
    }

    @Test func appendWithoutLoadingIsReplayed() throws {
        let dir = TemporaryDirectory()
        try write(dir, [])
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let device = try cache.prepareAppend()
        let item = TodoItem.numbered(7, by: device)
        try cache.commit([.put(item, .create(item))], state: nil)
        cache.close()
        let loaded = try load(dir)
        #expect(loaded.items[item.id] == item)
        #expect(loaded.deviceID == device)
    }

    @Test func metadataAndBulkChangesArePersisted() throws {
        let dir = TemporaryDirectory()
        let items = (0..<600).map { TodoItem.numbered($0) }
        var changes: [StoreChange] = items.map { .put($0, .create($0)) }
        changes.append(
            .meta(
                SyncMetadata(
                    revision: 42, dirty: true, lastSync: 99, retry: RetryState(attempt: 3, nextAttemptAt: 12.5))))
        let written = try write(dir, changes)
        let loaded = try load(dir)
        #expect(loaded == written)
        #expect(loaded.items.count == 600)
        #expect(loaded.sync.revision == 42 && loaded.sync.dirty && loaded.sync.retry.nextAttemptAt == 12.5)
    }

    @Test func journalIsCompactedIntoANewSnapshot() throws {
        let dir = TemporaryDirectory()
        var expected: StoreState?
        for round in 0..<30 {
            let changes: [StoreChange] = (0..<100).map { n in
                var item = TodoItem.numbered(n)
                item.text = String(repeating: "x", count: 40) + " round \(round)"
                return .put(item, .update(item))
            }
            expected = try write(dir, changes)
        }
        let snapshotHeader = String(decoding: dir.bytes(StoreFormat.snapshotFile).prefix(400), as: UTF8.self)
        #expect(!snapshotHeader.contains("\"generation\":1,"))
        #expect(dir.bytes(StoreFormat.journalFile).count < 2 * FileCache.minimumCompactionBytes)
        #expect(try load(dir) == expected)
    }

    /// How a command reads the store before its work: `list`, `status`/`show`/`done`
    /// (through the index), `add`.
    enum ReadPath: String, CaseIterable {
        case listing, view, prepareAppend

        func read(_ cache: FileCache) throws {
            switch self {
            case .listing: _ = try cache.listing()
            case .view: _ = try cache.view()
            case .prepareAppend: _ = try cache.prepareAppend()
            }
        }
    }

    /// A store found broken while read (its journal gone) is left with no file written, not even
    /// the stamp that vouches for the snapshot whose hash was checked; read whole, it is written.
    @Test(arguments: ReadPath.allCases)
    func aReadThatFailsWritesNoStamp(_ path: ReadPath) throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        try write(dir, [.put(a, .create(a))])
        // Past the stamp's margin: the snapshot's check would be remembered.
        Thread.sleep(forTimeInterval: 0.05)
        let journal = dir.bytes(StoreFormat.journalFile)
        try FileManager.default.removeItem(atPath: dir.path + "/" + StoreFormat.journalFile)
        // `write` itself may have stamped the snapshot when it took longer than the stamp's margin
        // (a loaded machine): only the failed read is under test.
        try? FileManager.default.removeItem(atPath: dir.path + "/" + StoreFormat.verifiedFile)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        #expect(throws: StoreError.self) { try path.read(cache) }
        cache.close()
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/" + StoreFormat.verifiedFile))
        try Data(journal).write(to: URL(fileURLWithPath: dir.path + "/" + StoreFormat.journalFile))
        let again = try FileCache(directory: dir.path, lockTimeout: 1)
        try path.read(again)
        again.close()
        #expect(FileManager.default.fileExists(atPath: dir.path + "/" + StoreFormat.verifiedFile))
    }

    @Test func tornLastJournalLineIsDroppedWithAWarning() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        try write(dir, [.put(a, .create(a))])
        try dir.append(StoreFormat.journalFile, #"{"put":{"id":"half"#)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let state = try cache.load()
        #expect(Array(state.items.values) == [a])
        #expect(cache.warnings.count == 1 && cache.warnings[0].message.description.contains("torn"))
        cache.close()
        #expect(dir.bytes(StoreFormat.journalFile).last == 0x0A)
        #expect(try load(dir).items.count == 1)
    }

    @Test func tornLineIsRepairedBeforeAnAppend() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        try write(dir, [.put(a, .create(a))])
        try dir.append(StoreFormat.journalFile, #"{"put":{"id":"half"#)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        _ = try cache.prepareAppend()
        let b = TodoItem.numbered(2)
        try cache.commit([.put(b, .create(b))], state: nil)
        #expect(cache.warnings.count == 1)
        cache.close()
        #expect(Array(try load(dir).items.keys) == [a.id, b.id])
    }

    @Test func leftoverTempFileFromACrashBeforeRenameIsIgnored() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        let written = try write(dir, [.put(a, .create(a))])
        try dir.write(StoreFormat.snapshotFile + ".tmp-99999", Array("{\"format\":2,\"gar".utf8))
        #expect(try load(dir) == written)
    }

    @Test func staleJournalAfterACrashBetweenRenamesIsNotReplayedTwice() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        try write(dir, [.put(a, .create(a)), .remove(id: a.id, .delete(id: a.id))])
        let b = TodoItem.numbered(2)
        try write(dir, [.put(a, .create(a))])
        let oldJournal = dir.bytes(StoreFormat.journalFile)
        // Compact (snapshot generation + 1, journal reset), then put the old journal back as if
        // the crash came after the snapshot's rename and before the journal's.
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        state.apply(.put(b, .create(b)))
        try cache.writeSnapshot(state)
        cache.close()
        try dir.write(StoreFormat.journalFile, oldJournal)
        let loaded = try load(dir)
        #expect(loaded == state)
        #expect(loaded.outbox.operations == [.create(a), .create(b)])
    }

    @Test func lockHeldByAnotherOpenerTimesOutWithExit75() throws {
        let dir = TemporaryDirectory()
        let holder = try FileCache(directory: dir.path, lockTimeout: 1)
        #expect {
            _ = try FileCache(directory: dir.path, lockTimeout: 0.1)
        } throws: { error in
            (error as? StoreError)?.reason == .locked(timeout: 0.1) && TodoError(error as! StoreError).exitCode == 75
        }
        holder.close()
        let next = try FileCache(directory: dir.path, lockTimeout: 0.1)
        next.close()
    }

    enum Damage: String, CaseIterable, Sendable {
        case flippedBodyByte
        case truncated
        case garbageHeader
        case appendedJunk

        func apply(_ bytes: inout [UInt8]) {
            switch self {
            case .flippedBodyByte: bytes[bytes.count - 20] ^= 0x01
            case .truncated: bytes.removeLast(30)
            case .garbageHeader: bytes.replaceSubrange(0..<5, with: Array("xxxxx".utf8))
            case .appendedJunk: bytes.append(contentsOf: Array("junk\n".utf8))
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func corruptSnapshotIsRefusedAndLeftAsItIs(_ damage: Damage) throws {
        let dir = TemporaryDirectory()
        let items = (0..<20).map { TodoItem.numbered($0) }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        for item in items { state.apply(.put(item, .create(item))) }
        try cache.writeSnapshot(state)
        cache.close()
        var bytes = dir.bytes(StoreFormat.snapshotFile)
        damage.apply(&bytes)
        try dir.write(StoreFormat.snapshotFile, bytes)

        for fastPath in [false, true] {
            let reopened = try FileCache(directory: dir.path, lockTimeout: 1)
            #expect(Comment(rawValue: damage.rawValue)) {
                if fastPath { _ = try reopened.prepareAppend() } else { _ = try reopened.load() }
            } throws: { error in
                guard let error = error as? StoreError else { return false }
                let message = TodoError(error).message
                return TodoError(error).exitCode == 65 && error.path.hasSuffix(StoreFormat.snapshotFile)
                    && message.contains(StoreFormat.snapshotFile) && !message.contains("\n")
            }
            reopened.close()
        }
        #expect(dir.bytes(StoreFormat.snapshotFile) == bytes)
    }

    @Test func corruptJournalLineIsRefusedAndLeftAsItIs() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        try write(dir, [.put(a, .create(a))])
        try dir.append(StoreFormat.journalFile, "not json at all\n")
        let b = TodoItem.numbered(2)
        let bLine = String(decoding: try JSONEncoder().encode(StoreChange.put(b, nil)), as: UTF8.self)
        try dir.append(StoreFormat.journalFile, bLine + "\n")
        let before = dir.bytes(StoreFormat.journalFile)
        #expect {
            try load(dir)
        } throws: { error in
            (error as? StoreError)?.reason == .corrupt(.lineUnreadable(line: 3))
                && (error as? StoreError).map { TodoError($0).exitCode } == 65
        }
        #expect(dir.bytes(StoreFormat.journalFile) == before)
    }

    @Test func newerFormatIsRefusedAndLeftAsItIs() throws {
        let dir = TemporaryDirectory()
        try write(dir, [])
        var bytes = dir.bytes(StoreFormat.snapshotFile)
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: "\"format\":\(StoreFormat.current)", with: "\"format\":9")
        bytes = Array(text.utf8)
        try dir.write(StoreFormat.snapshotFile, bytes)
        #expect {
            try load(dir)
        } throws: { error in
            (error as? StoreError)?.reason == .newerFormat(format: 9, current: StoreFormat.current)
                && (error as? StoreError).map { TodoError($0).message.contains("newer") } == true
        }
        #expect(dir.bytes(StoreFormat.snapshotFile) == bytes)
    }

    @Test func formatOneStoreIsMigratedAndKept() throws {
        let dir = TemporaryDirectory()
        let items = (1...3).map { TodoItem.numbered($0) }
        let legacy = try JSONEncoder().encode(items)
        try dir.write(StoreFormat.legacyItemsFile, Array(legacy))
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let state = try cache.load()
        #expect(cache.warnings.contains { $0.message.description.contains("migrated") })
        cache.close()
        #expect(Array(state.items.values) == items)
        #expect(state.outbox.operations == items.map { .create($0) })
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.legacyItemsFile)))
        #expect(dir.bytes(StoreFormat.legacyItemsFile + ".migrated") == Array(legacy))
        #expect(try load(dir) == state)
    }

    @Test func unreadableFormatOneStoreIsRefusedAndKept() throws {
        let dir = TemporaryDirectory()
        let junk = Array("{\"not\":\"an array\"}".utf8)
        try dir.write(StoreFormat.legacyItemsFile, junk)
        #expect {
            try load(dir)
        } throws: { error in
            (error as? StoreError)?.reason == .legacyNotArray
                && (error as? StoreError).map { TodoError($0).exitCode } == 65
        }
        #expect(dir.bytes(StoreFormat.legacyItemsFile) == junk)
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.snapshotFile)))
    }

    @Test func baseAndConflictsChangeWithTheItemsInOneUnit() throws {
        let dir = TemporaryDirectory()
        let items = (0..<5).map { TodoItem.numbered($0) }
        var edited = items[1]
        edited.text = "edited locally"
        let record = ConflictRecord(
            itemID: items[2].id, kind: .bothEdited, winner: .remote, local: items[2], remote: items[2], base: nil,
            detectedAt: 1)
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            var state = try cache.load()
            let synced: StoreChange = .replaceAll(
                items: items, outbox: Outbox(), sync: SyncMetadata(revision: 3), base: nil)
            state.apply(synced)
            try cache.commit([synced], state: state)
            // One transaction: a local edit, and a conflict record.
            let changes: [StoreChange] = [.put(edited, .update(edited)), .logConflicts([record])]
            for change in changes { state.apply(change) }
            try cache.commit(changes, state: state)
            cache.close()
        }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let state = try cache.load()
        #expect(state.items[edited.id] == edited)
        #expect(state.base == items)
        #expect(state.conflicts == [record])
        #expect(state.sync.revision == 3)
        // The same after a compaction into a new snapshot.
        try cache.writeSnapshot(state)
        #expect(try cache.load() == state)
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.baseFile)))
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.conflictsFile)))
        cache.close()
    }

    @Test func aTornTransactionIsDroppedWhole() throws {
        let dir = TemporaryDirectory()
        let a = TodoItem.numbered(1)
        let b = TodoItem.numbered(2)
        try write(dir, [.put(a, .create(a))])
        let before = dir.bytes(StoreFormat.journalFile)
        try write(dir, [.put(b, .create(b)), .remove(id: a.id, .delete(id: a.id))])
        let after = dir.bytes(StoreFormat.journalFile)
        #expect(after.count > before.count)
        // Every cut inside the transaction's line leaves the state before it, never half of it.
        for cut in before.count..<(after.count - 1) {
            try dir.write(StoreFormat.journalFile, Array(after[..<cut]))
            let state = try load(dir)
            #expect(state.items.keys.elementsEqual([a.id]), "cut at \(cut)")
            #expect(state.outbox.operations == [.create(a)], "cut at \(cut)")
        }
        try dir.write(StoreFormat.journalFile, after)
        #expect(try load(dir).items.keys.elementsEqual([b.id]))
    }

    @Test func aMissingJournalIsDataLossNotAFreshStart() throws {
        let dir = TemporaryDirectory()
        try write(dir, [.put(TodoItem.numbered(1), nil)])
        try write(dir, [.put(TodoItem.numbered(2), nil)])
        let snapshot = dir.bytes(StoreFormat.snapshotFile)
        try FileManager.default.removeItem(atPath: dir.file(StoreFormat.journalFile))
        #expect {
            try load(dir)
        } throws: { error in
            (error as? StoreError)?.reason == .corrupt(.missingJournal(existing: StoreFormat.snapshotFile))
                && (error as? StoreError).map { TodoError($0).exitCode } == 65
        }
        #expect(dir.bytes(StoreFormat.snapshotFile) == snapshot)
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.journalFile)))
    }

    @Test func aFormatTwoStoreKeepsItsBaseAndConflicts() throws {
        let dir = TemporaryDirectory()
        let items = (0..<3).map { TodoItem.numbered($0) }
        try write(dir, items.map { .put($0, nil) })
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            try cache.writeSnapshot(try cache.load())
            cache.close()
        }
        // Rewrite as format 2: the header's format, a base.json and a conflicts.jsonl beside it.
        var snapshot = String(decoding: dir.bytes(StoreFormat.snapshotFile), as: UTF8.self)
        snapshot = snapshot.replacingOccurrences(of: "\"format\":\(StoreFormat.current)", with: "\"format\":2")
        try dir.write(StoreFormat.snapshotFile, Array(snapshot.utf8))
        let body = Array(try JSONEncoder().encode(Array(items.prefix(2))))
        let header =
            "{\"body_bytes\":\(body.count),\"body_hash64\":\"\(CheckedDocument.checksum(body))\",\"format\":2,\"revision\":4}"
        try dir.write(StoreFormat.baseFile, Array(header.utf8) + [0x0A] + body + [0x0A])
        let record = ConflictRecord(
            itemID: items[0].id, kind: .bothEdited, winner: .local, local: items[0], remote: nil, base: nil,
            detectedAt: 2)
        try dir.write(StoreFormat.conflictsFile, Array(try JSONEncoder().encode(record)) + [0x0A])
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let state = try cache.load()
        #expect(state.base == Array(items.prefix(2)))
        #expect(state.conflicts == [record])
        try cache.writeSnapshot(state)
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.baseFile)))
        #expect(try cache.load().base == Array(items.prefix(2)))
        cache.close()
    }

    @Test func staleTemporaryFilesOfDeadProcessesAreRemovedOnOpen() throws {
        let dir = TemporaryDirectory()
        try write(dir, [.put(TodoItem.numbered(1), nil)])
        // pid 2^22+1 is above Linux's pid_max default ceiling, so it names no live process.
        let stale = dir.file(StoreFormat.snapshotFile + ".tmp-4194305-abc")
        let live = dir.file(StoreFormat.snapshotFile + ".tmp-\(getpid())-abc")
        try dir.write(StoreFormat.snapshotFile + ".tmp-4194305-abc", [1])
        try dir.write(StoreFormat.snapshotFile + ".tmp-\(getpid())-abc", [1])
        _ = try load(dir)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func filesAreOwnerOnly() throws {
        let dir = TemporaryDirectory()
        try write(dir, [.put(TodoItem.numbered(1), nil)])
        for name in [StoreFormat.snapshotFile, StoreFormat.journalFile] {
            let attributes = try FileManager.default.attributesOfItem(atPath: dir.file(name))
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
    }
}

@Suite("FileCache planted links")
struct FileCachePlantedLinkTests {
    @Test func aLinkPlantedAtTheLockIsRefusedAndItsTargetUntouched() throws {
        let dir = TemporaryDirectory()
        let victim = TemporaryDirectory()
        let target = victim.file("victim")
        try victim.write("victim", Array("keep me".utf8))
        try FileManager.default.createSymbolicLink(atPath: dir.file(StoreFormat.lockFile), withDestinationPath: target)
        #expect(throws: StoreError.self) { try FileCache(directory: dir.path, lockTimeout: 0.1) }
        #expect(victim.bytes("victim") == Array("keep me".utf8))
        #expect(!FileManager.default.fileExists(atPath: dir.file(StoreFormat.snapshotFile)))
    }

    @Test func aLinkPlantedAtTheJournalIsNotAppendedThrough() throws {
        let dir = TemporaryDirectory()
        let victim = TemporaryDirectory()
        try victim.write("victim", Array("keep me".utf8))
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        _ = try cache.load()
        let item = TodoItem.numbered(1)
        try cache.commit([.put(item, .create(item))], state: nil)
        // The journal is swapped for a link while the store is open: the next append refuses it.
        unlink(dir.file(StoreFormat.journalFile))
        try FileManager.default.createSymbolicLink(
            atPath: dir.file(StoreFormat.journalFile), withDestinationPath: victim.file("victim"))
        #expect(throws: StoreError.self) { try cache.commit([.put(TodoItem.numbered(2), nil)], state: nil) }
        #expect(victim.bytes("victim") == Array("keep me".utf8))
    }
}
