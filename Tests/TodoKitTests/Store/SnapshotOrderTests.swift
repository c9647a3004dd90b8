import Foundation
import Testing
import TodoModel
import TodoSyncTesting
import TodoTesting

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync

/// The store's writer puts the short numbers right after the items, and `list`'s walk stops once
/// it has both; a body in the older order (numbers after the outbox, the base and the conflicts)
/// reads the same, by the walk and by the full reader.
@Suite struct SnapshotOrderTests {
    /// The walk's answer: the count, the numbers and the ids visited, in order.
    static func walk(_ body: [UInt8]) throws -> (count: Int, numbers: [String?]?, ids: [String]) {
        var ids: [String] = []
        return try body.withUnsafeBytes { raw in
            let walked = try FastJSONReader.snapshotItems(raw) { walked in
                switch walked {
                case .raw(let item): ids.append(item.item(in: raw).id)
                case .decoded(let item): ids.append(item.id)
                }
            }
            // Each slot's id, built from its bytes.
            let numbers = walked.numbers.map { ranges in
                let slots = RawNumberSlots(source: raw, ranges: ranges)
                return (0..<slots.count).map { slots.id(at: $0) }
            }
            return (walked.count, numbers, ids)
        }
    }

    /// `body` with its numbers moved to where older versions of the writer put them: after the
    /// conflicts, before the history.
    static func olderOrder(_ body: [UInt8]) throws -> [UInt8] {
        let text = String(decoding: body, as: UTF8.self)
        let start = try #require(text.range(of: #","numbers":["#)).lowerBound
        let end = try #require(text.range(of: #","outbox":["#)).lowerBound
        let numbers = text[start..<end]
        var older = text
        older.removeSubrange(start..<end)
        let history = try #require(older.range(of: #","history":["#)).lowerBound
        older.insert(contentsOf: numbers, at: history)
        return Array(older.utf8)
    }

    @Test("the numbers follow the items; either order walks and reads the same", arguments: 0..<40)
    func eitherOrderReadsTheSame(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: 7000 + seed)
        let state = StreamingSnapshotTests.randomState(&rng)
        let body = try FastJSONWriter.snapshotBody(state)
        let text = String(decoding: body, as: UTF8.self)
        let itemsEnd = try #require(text.range(of: #"],"numbers":["#))
        #expect(text.range(of: #""outbox":"#)!.lowerBound > itemsEnd.lowerBound)
        let older = try Self.olderOrder(body)
        #expect(older != body)

        let walked = try Self.walk(body)
        let walkedOlder = try Self.walk(older)
        #expect(walked.count == state.items.count)
        #expect(walked.ids == Array(state.items.keys))
        #expect(walked.numbers == state.numbers.slots)
        #expect(walkedOlder.count == walked.count)
        #expect(walkedOlder.ids == walked.ids)
        #expect(walkedOlder.numbers == walked.numbers)
        #expect(try FastJSONReader.snapshotBody(older) == FastJSONReader.snapshotBody(body))
        #expect(try JSONDecoder().decode(SnapshotBody.self, from: Data(older)) == FastJSONReader.snapshotBody(body))
    }

    /// What follows the numbers is not read by the walk (the body's checksum vouches for it; a
    /// full load reads and checks it); in the older order it is, up to the numbers.
    @Test func theWalkStopsAfterTheNumbers() throws {
        var rng = SeededRandomNumberGenerator(seed: 99)
        let state = StreamingSnapshotTests.randomState(&rng)
        let body = try FastJSONWriter.snapshotBody(state)
        let text = String(decoding: body, as: UTF8.self)
        let outbox = try #require(text.range(of: #","outbox":["#)).lowerBound
        let cut = Array(text[..<outbox].utf8) + Array(#","outbox":[{"#.utf8)
        #expect(try Self.walk(cut).ids == Self.walk(body).ids)
        #expect(throws: FastJSONReader.Failure.self) { try FastJSONReader.snapshotBody(cut) }
        // In the older order the outbox comes before the numbers: the walk skips it, checking its
        // structure, so a cut one fails.
        let older = String(decoding: try Self.olderOrder(body), as: UTF8.self)
        let olderOutbox = try #require(older.range(of: #","outbox":["#)).lowerBound
        let olderCut = Array(older[..<olderOutbox].utf8) + Array(#","outbox":[{"#.utf8)
        #expect(throws: FastJSONReader.Failure.self) { try Self.walk(olderCut) }
    }
}
