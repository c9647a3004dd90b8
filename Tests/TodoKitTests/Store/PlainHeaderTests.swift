import Foundation
import Testing
import TodoModel

@testable import TodoStore
@testable import TodoSync

/// The snapshot's and the journal's header lines are read without `JSONDecoder` when they are in
/// the writer's plain form: then they read as `JSONDecoder` reads them, and any other line is left
/// to `JSONDecoder` (read as `nil` here), never read differently.
@Suite struct PlainHeaderTests {
    /// (The writer puts an exponent only in a backoff time below 1e-4 or past 1e16, which a
    /// clock never gives; such a header is left to JSONDecoder, see below.)
    @Test("every header the writer makes is read plainly, as JSONDecoder reads it")
    func writerHeadersArePlain() throws {
        var rng = SeededRandomNumberGenerator(seed: 20_261_125)
        for _ in 0..<500 {
            let json = try Self.encode(Self.randomHeader(&rng))
            let plain = try #require(Self.plain(json), "\(String(decoding: json, as: UTF8.self))")
            #expect(try Self.encode(plain) == json)
            #expect(try Self.encode(JSONDecoder().decode(SnapshotHeader.self, from: json)) == json)
        }
    }

    @Test("an edited header is read as JSONDecoder reads it, or left to JSONDecoder")
    func editedHeadersAreReadAsJSONDecoderReadsThemOrNotAtAll() throws {
        var rng = SeededRandomNumberGenerator(seed: 4242)
        var readPlainly = 0
        var leftToJSONDecoder = 0
        for _ in 0..<3000 {
            let json = Array(try Self.encode(Self.randomHeader(&rng)))
            let edited = Data(Self.edit(json, &rng))
            let decoded = try? JSONDecoder().decode(SnapshotHeader.self, from: edited)
            guard let plain = Self.plain(edited) else {
                leftToJSONDecoder += 1
                continue
            }
            readPlainly += 1
            let reference = try #require(
                decoded, "read plainly, refused by JSONDecoder: \(String(decoding: edited, as: UTF8.self))")
            #expect(try Self.encode(plain) == Self.encode(reference), "\(String(decoding: edited, as: UTF8.self))")
        }
        // Both ways are exercised.
        #expect(readPlainly > 300)
        #expect(leftToJSONDecoder > 300)
    }

    @Test("members the plain reader leaves to JSONDecoder")
    func membersLeftToJSONDecoder() throws {
        let base = try Self.encode(
            SnapshotHeader(
                format: 4, generation: 2, deviceID: "d", sync: SyncMetadata(), itemCount: 1, outboxCount: 0,
                bodyBytes: 10, bodyChecksum: "0123456789abcdef"))
        #expect(Self.plain(base) != nil)
        let text = String(decoding: base, as: UTF8.self)
        let edits = [
            // Queued conflict records, an exponent, an unknown member, a repeated member.
            text.replacingOccurrences(of: "\"dirty\"", with: "\"pending_conflicts\":[],\"dirty\""),
            text.replacingOccurrences(of: "\"retry_attempt\":0", with: "\"retry_attempt\":0,\"next_retry_at\":1e9"),
            text.replacingOccurrences(of: "\"format\":4", with: "\"format\":4,\"extra\":1"),
            text.replacingOccurrences(of: "\"format\":4", with: "\"format\":4,\"format\":4"),
            // A failure member this version does not write, or written twice.
            text.replacingOccurrences(of: "\"dirty\"", with: "\"last_failure\":{\"code\":\"tls\",\"x\":1},\"dirty\""),
            text.replacingOccurrences(
                of: "\"dirty\"", with: "\"last_failure\":{\"code\":\"tls\",\"code\":\"tls\"},\"dirty\""),
            text + "x",
        ]
        for edit in edits {
            #expect(Self.plain(Data(edit.utf8)) == nil, "\(edit)")
        }
    }

    @Test("journal headers: the writer's is read plainly, any other is left to JSONDecoder or read as it reads it")
    func journalHeaders() throws {
        var rng = SeededRandomNumberGenerator(seed: 99)
        for _ in 0..<1000 {
            let generation = Int.random(in: 0...Int(Int32.max), using: &rng)
            let json = Array("{\"generation\":\(generation),\"journal\":1}".utf8)
            let header = try #require(json.withUnsafeBytes { JournalHeader.plain($0) })
            #expect(header.generation == generation && header.journal == 1)
            let edited = Self.edit(json, &rng)
            let decoded = try? JSONDecoder().decode(JournalHeader.self, from: Data(edited))
            if let plain = edited.withUnsafeBytes({ JournalHeader.plain($0) }) {
                let reference = try #require(decoded, "\(String(decoding: edited, as: UTF8.self))")
                #expect(plain.generation == reference.generation && plain.journal == reference.journal)
            }
        }
    }

    // MARK: Helpers

    static func plain(_ json: Data) -> SnapshotHeader? {
        json.withUnsafeBytes { SnapshotHeader.plain($0) }
    }

    /// The header as the snapshot writer encodes it.
    static func encode(_ header: SnapshotHeader) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(header)
    }

    static func randomHeader(_ rng: inout SeededRandomNumberGenerator) -> SnapshotHeader {
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &rng) ? value : nil }
        let texts = ["", "busy", "HTTP 503: \"busy\"", "línea\nnueva\t\\ /", "\u{1F600} é", "ctl \u{01}"]
        let sync = SyncMetadata(
            revision: Int.random(in: 0...1_000_000, using: &rng),
            dirty: Bool.random(using: &rng),
            lastSync: maybe(Int64.random(in: -1...2_000_000_000, using: &rng)),
            retry: RetryState(
                attempt: Int.random(in: 0...12, using: &rng),
                nextAttemptAt: maybe(
                    [
                        Double(Int.random(in: 0...2_000_000_000, using: &rng)),
                        Double.random(in: 0...2e9, using: &rng), 0.1, 123.456,
                    ][Int.random(in: 0...3, using: &rng)]),
                lastFailure: maybe(randomFailure(&rng, texts: texts))),
            server: maybe(["http://127.0.0.1:8080", "https://todo.example/api/", "x"].randomElement(using: &rng)!),
            unchecked: maybe((0..<Int.random(in: 0...3, using: &rng)).map { _ in texts.randomElement(using: &rng)! }))
        return SnapshotHeader(
            format: Int.random(in: 1...5, using: &rng), generation: Int.random(in: 0...Int(Int32.max), using: &rng),
            deviceID: texts.randomElement(using: &rng)! + String(rng.next(), radix: 16), sync: sync,
            itemCount: Int.random(in: 0...1_000_000, using: &rng), outboxCount: Int.random(in: 0...10, using: &rng),
            bodyBytes: Int.random(in: 2...Int.max, using: &rng), bodyChecksum: "0123456789abcdef")
    }

    /// A failure of any kind, with values drawn from `texts`.
    static func randomFailure(_ rng: inout SeededRandomNumberGenerator, texts: [String]) -> SyncFailure {
        func text() -> String { texts.randomElement(using: &rng)! }
        let transport = SyncFailure.Transport(
            request: text(), curlCode: Bool.random(using: &rng) ? Int.random(in: 0...99, using: &rng) : nil,
            message: text())
        let cases: [SyncFailure] = [
            .unreachable(transport), .timedOut(transport), .connectionDropped(transport), .tls(transport),
            .invalidHTTP(transport), .transport(kind: text(), transport),
            .status(Int.random(in: 100...599, using: &rng), reason: text(), request: text()),
            .badAnswer(request: text(), status: Bool.random(using: &rng) ? 200 : nil, detail: text()),
            .credentialsRefused, .refreshRefused,
            .deletionGuard(deletions: Int.random(in: 0...99, using: &rng), of: 100),
            .listChangedDuringResync, .anotherSyncRunning, .unexpectedAnswer(.notFound, request: text()),
            .unexpectedAnswer(.unsynchronized, request: nil), .unclassified(text()),
        ]
        let failure = cases.randomElement(using: &rng)!
        return Bool.random(using: &rng) ? .tokenRefresh(failure) : failure
    }

    /// `json` with one edit of the kinds a hand or another writer might make.
    static func edit(_ json: [UInt8], _ rng: inout SeededRandomNumberGenerator) -> [UInt8] {
        var out = json
        let at = Int.random(in: 0...out.count, using: &rng)
        let insertions = [
            " ", "\n", ",", "}", "\"", "null", "1.0", "-0", "1e2", ",\"format\":4", ",\"revision\":1", ",\"x\":[]",
            "\\u0066", "0", ".5", ",\"unchecked\":[\"a\"]", "[]", "[\"b\",", ",\"unchecked\":null",
        ]
        switch Int.random(in: 0...5, using: &rng) {
        case 0: out.insert(contentsOf: insertions.randomElement(using: &rng)!.utf8, at: at)
        case 1: if at < out.count { out.remove(at: at) }
        case 2: out = Array(out.prefix(at))
        case 3: if at < out.count { out[at] = UInt8.random(in: 0x20...0x7E, using: &rng) }
        case 4:
            // Whitespace between tokens, which JSONDecoder allows.
            out = Array(String(decoding: out, as: UTF8.self).replacingOccurrences(of: ",\"", with: ", \"").utf8)
        default:
            // A number written another way.
            let text = String(decoding: out, as: UTF8.self)
            out = Array(
                text.replacingOccurrences(of: ":0,", with: ":0.0,").replacingOccurrences(of: ":1,", with: ":1E0,").utf8)
        }
        return out
    }
}
