import Foundation
import Testing
import TodoModel
import TodoSyncTesting
import TodoTesting

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync

/// A snapshot is written in pieces, never held whole: the pieces are the body the one-buffer
/// writer makes, their checksum is the whole body's, and a write that does not deliver what it
/// announced never replaces the file.
@Suite struct StreamingSnapshotTests {
    @Test("the checksum of bytes given in any pieces is the checksum of the whole")
    func checksumInPieces() {
        var rng = SeededRandomNumberGenerator(seed: 20_261_125)
        for round in 0..<300 {
            let bytes = (0..<Int.random(in: 0...80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var cuts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...bytes.count, using: &rng)
            }
            cuts = ([0] + cuts + [bytes.count]).sorted()
            var checksum = StreamingChecksum(length: bytes.count)
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                bytes[start..<end].withUnsafeBytes { checksum.update($0) }
            }
            #expect(checksum.finish() == CheckedDocument.checksum(bytes), "round \(round), cuts \(cuts)")
        }
    }

    /// A state with every part of the body: items, queued creates, updates and deletions, a
    /// base, conflicts, numbers and an undo history whose entries hold todos and creations.
    static func randomState(_ rng: inout SeededRandomNumberGenerator) -> StoreState {
        var state = StoreState(deviceID: "dev")
        let items = (0..<Int.random(in: 0...40, using: &rng)).map { DecoderFuzzTests.randomItem($0, &rng) }
        var before: [HistoryEntry.Before] = []
        for item in items {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: state.apply(.put(item, .create(item)))
            case 1: state.apply(.put(item, .update(item)))
            case 2:
                state.apply(.put(item, nil))
                state.apply(.remove(id: item.id, .delete(id: item.id)))
            default:
                state.apply(.put(item, nil))
                state.apply(.setBase(id: item.id, Bool.random(using: &rng) ? item : nil))
            }
            before.append(.init(id: item.id, item: Bool.random(using: &rng) ? item : nil))
        }
        if let item = items.first {
            state.apply(
                .logConflicts([
                    ConflictRecord(
                        itemID: item.id, kind: .bothEdited, winner: .remote, local: item, remote: item, base: nil,
                        detectedAt: 1_741_600_000)
                ]))
        }
        state.apply(.record(HistoryEntry(command: "import \"x\"\n", at: 1_741_600_000, items: before)))
        return state
    }

    @Test("a body written in pieces of any size is the body written whole, with the same item ranges")
    func bodyInPieces() throws {
        var rng = SeededRandomNumberGenerator(seed: 77)
        for round in 0..<60 {
            let state = Self.randomState(&rng)
            var wholeRanges: [Range<Int>] = []
            let whole = try FastJSONWriter.snapshotBody(state, itemRanges: &wholeRanges)
            let piece = [1, 7, 64, 4096].randomElement(using: &rng)!
            var writer = FastJSONWriter()
            var ranges: [Range<Int>]? = []
            var pieces: [UInt8] = []
            var largest = 0
            let sink = { (raw: UnsafeRawBufferPointer) in
                pieces.append(contentsOf: raw)
                largest = max(largest, raw.count)
            }
            writer.snapshotBody(
                state, conflicts: try FastJSONWriter.conflictsJSON(state),
                versions: try FastJSONWriter.versionsJSON(state), itemRanges: &ranges, piece: piece, sink: sink
            )
            writer.flush(to: sink)
            let same = pieces == whole
            #expect(same, "round \(round), pieces of \(piece): \(pieces.count) bytes, whole \(whole.count)")
            #expect(ranges == wholeRanges)
            #expect(writer.position == whole.count)
            #expect(try FastJSONReader.snapshotBody(pieces).history == state.history)
            // The store's history (issue 34) too, the last part of the body.
            #expect(!state.versions.isEmpty)
            #expect(try FastJSONReader.snapshotBody(pieces).versions == state.versions)
            // A piece is handed on once it reaches the size: at most one todo or entry beyond it.
            if piece == 4096 && whole.count > 3 * 4096 { #expect(largest < 3 * 4096) }
        }
    }

    @Test("a write that delivers fewer bytes than it announced fails and leaves the file and no temporary")
    func shortWriteReplacesNothing() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/file"
        try POSIXFile.atomicWrite(Array("old".utf8), to: path, directory: directory.path)
        #expect(throws: POSIXFile.Failure.self) {
            try POSIXFile.atomicWrite(count: 10, to: path, directory: directory.path) {
                (output: inout POSIXFile.Output) throws(POSIXFile.Failure) in
                try output.write(Array("new".utf8))
            }
        }
        #expect(try POSIXFile.readAll(path) == Array("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["file"])
    }

    @Test("a snapshot of several pieces is read back as the state it was written from")
    func largeSnapshotReadsBack() throws {
        let directory = TemporaryDirectory()
        var settings = Settings(home: directory.path)
        settings.fixedNow = 1_795_000_000
        let manager = try DataManager(settings: settings)
        let items = (0..<(FileCache.snapshotPiece / 100)).map { TodoItem.numbered($0) }
        _ = try manager.importItems(items)
        let written = try manager.state()
        manager.close()
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: directory.path + "/snapshot.json")[.size] as? Int)
        #expect(size > 2 * FileCache.snapshotPiece, "the body spans several pieces")
        let reopened = try DataManager(settings: settings)
        defer { reopened.close() }
        // Through the index first (a loaded store would answer from memory), then the whole load.
        #expect(try reopened.item(items[5000].id) == items[5000], "the index points into the streamed body")
        #expect(try reopened.fromIndex { $0.itemCount } == items.count)
        #expect(try reopened.state() == written)
    }
}
