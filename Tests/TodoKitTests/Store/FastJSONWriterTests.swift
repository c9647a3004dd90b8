import Foundation
import Testing
import TodoModel
import TodoNetwork
import TodoTesting

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync

/// The snapshot body written without `JSONEncoder` reads back, with `JSONDecoder` and with the
/// fast reader, as the same body `JSONEncoder` writes.
@Suite struct FastJSONWriterTests {
    @Test("random elements, control characters and edge numbers included, read back unchanged")
    func elementsRoundTrip() throws {
        var rng = SeededRandomNumberGenerator(seed: 20_261_124)
        for round in 0..<300 {
            let items = (0..<Int.random(in: 0...4, using: &rng)).map { DecoderFuzzTests.randomItem($0, &rng) }
            var writer = FastJSONWriter()
            writer.raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { writer.byte(UInt8(ascii: ",")) }
                writer.item(item)
            }
            writer.raw("]")
            let reference = try JSONDecoder().decode([TodoItem].self, from: Data(writer.bytes))
            #expect(reference == items, "round \(round): \(String(decoding: writer.bytes, as: UTF8.self))")
            #expect(try FastJSONReader.items(writer.bytes) == items)
        }
    }

    @Test("every byte below 0x20, quote, backslash, DEL, C1, bidi and astral text survives", arguments: 0..<2)
    func everyControlCharacter(_ variant: Int) throws {
        var text = String.UnicodeScalarView()
        for value in 0..<0x20 { text.append(Unicode.Scalar(UInt8(value))) }
        text.append(contentsOf: "\"\\/\u{7f}\u{85}\u{9b}\u{202e}\u{2028}😀".unicodeScalars)
        let item = TodoItem(
            id: "id\u{1b}", text: variant == 0 ? String(text) : "", deadline: Int64.min, createdAt: Int64.max,
            changedAt: 0, lastUpdatedBy: String(text))
        var writer = FastJSONWriter()
        writer.item(item)
        #expect(try JSONDecoder().decode(TodoItem.self, from: Data(writer.bytes)) == item)
    }

    @Test("a snapshot body with references, stale queued versions, deletions, base, conflicts, numbers, history")
    func snapshotBodyMatchesJSONEncoder() throws {
        var state = StoreState(deviceID: "dev")
        let items = (1...6).map { TodoItem.numbered($0) }
        for item in items { state.apply(.put(item, .create(item))) }
        // An item edited after its create was queued: the queued version is not the current one.
        var edited = items[1]
        edited.text = "edited \"later\"\n"
        edited.changedAt += 5
        state.apply(.setOperation(id: edited.id, .create(items[1])))
        state.apply(.put(edited, nil))
        state.apply(.remove(id: items[2].id, .delete(id: items[2].id)))
        // A synced todo removed: its deletion is queued.
        let synced = TodoItem.numbered(7)
        state.apply(.put(synced, nil))
        state.apply(.remove(id: synced.id, .delete(id: synced.id)))
        var older = items[3]
        older.text = "as the server last had it"
        state.apply(.setBase(id: items[3].id, older))
        state.apply(.setBase(id: "only-in-base", nil))
        state.apply(
            .logConflicts([
                ConflictRecord(
                    itemID: items[0].id, kind: .bothEdited, winner: .remote, local: items[0], remote: edited,
                    base: nil, detectedAt: 1_741_600_000)
            ]))
        state.apply(
            .record(
                HistoryEntry(
                    command: "rm 3", at: 1_741_600_001,
                    items: [
                        .init(id: items[2].id, item: items[2], after: .removed),
                        .init(id: items[4].id, item: nil, after: .of(items[4])),
                        .init(id: items[5].id, item: items[5]),
                    ])))

        let written = try FastJSONWriter.snapshotBody(state)
        let encoder = JSONEncoder()
        let expected = SnapshotBody(
            items: Array(state.items.values), outbox: state.outbox, baseDelta: state.baseDelta,
            conflicts: state.conflicts, numbers: state.numbers.slots, history: state.history,
            versions: state.versions)
        // The history entries of the undo entry (issue 34), the body's last part.
        #expect(state.versions.map(\.source) == [.deletedHere, .created, .local])
        let reference = try JSONDecoder().decode(SnapshotBody.self, from: encoder.encode(expected))
        #expect(reference == expected)
        #expect(try JSONDecoder().decode(SnapshotBody.self, from: Data(written)) == expected)
        #expect(try FastJSONReader.snapshotBody(written) == expected)
        // Queued versions that are current are references, not copies.
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#"{"op":"create","id":"\#(items[0].id)"}"#))
        #expect(text.contains(#"{"op":"delete","id":"\#(synced.id)"}"#))
    }
}

/// The snapshot body's reader takes the first of a repeated key, as `JSONDecoder` does.
@Test func theSnapshotReaderTakesTheFirstOfARepeatedKey() throws {
    var writer = FastJSONWriter()
    writer.item(TodoItem.numbered(1))
    let item = String(decoding: writer.bytes, as: UTF8.self)
    let id = TodoItem.numbered(1).id
    let body = Array(
        #"{"items":[\#(item)],"items":[],"outbox":[{"op":"create","op":"delete","id":"\#(id)","id":"other"}],"outbox":[]}"#
            .utf8)
    let reference = try JSONDecoder().decode(SnapshotBody.self, from: Data(body))
    #expect(reference.outbox.operations == [.create(TodoItem.numbered(1))])
    #expect(try FastJSONReader.snapshotBody(body) == reference)
}
