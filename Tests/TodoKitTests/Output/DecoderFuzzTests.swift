import Foundation
import Testing
import TodoFormats
import TodoSync
import TodoValues

@testable import TodoKit
@testable import TodoModel
@testable import TodoNetwork
@testable import TodoText

/// Issue 12, point 6: the import and wire decoders against random and mutated input. No crash,
/// no hang, and the fast reader (`FastJSONReader`) either agrees with `JSONDecoder` or both
/// refuse. The seed is printed; `TODO_FUZZ_SEED=N` repeats a run.
@Suite(.serialized) struct DecoderFuzzTests {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["TODO_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_123

    static let iterations = 800

    /// Tokens a mutation inserts: JSON's structure, edge numbers, bad escapes and bytes.
    static let tokens: [[UInt8]] =
        [
            "\"", "\\", "{", "}", "[", "]", ",", ":", " ", "1e400", "-0", "null", "true", "false", "1.5", "01",
            "18446744073709551616", "-9223372036854775809", "9223372036854775807", "\\u0000", "\\ud800", "\\u202e",
            "\"id\":", "\"deadline\":", "\"text\":", "\"color\":\"#zzzzzz\"", "\"importance\":\"huge\"",
            "+", ".", "\\u0065", "\"t\\u0065xt\":", "\"done\":true,",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0x1B], [0xE2, 0x80, 0xAE]]

    struct Wire: Decodable, Equatable {
        var list: [TodoItem]
        var revision: Int
    }

    static func randomText(_ rng: inout SeededRandomNumberGenerator) -> String {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1b}", "\u{7f}",
            "\u{85}", "\u{9b}", "é", "\u{202e}", "\u{2066}", "😀", "\u{feff}", "}", "]",
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...12, using: &rng) { text.append(alphabet.randomElement(using: &rng)!) }
        return String(text)
    }

    static func randomItem(_ index: Int, _ rng: inout SeededRandomNumberGenerator) -> TodoItem {
        let times: [Int64] = [0, 1, -1, 1_741_600_000, Int64.max, Int64.min, Int64.min + 1, 253_402_300_799]
        return TodoItem(
            id: "id\(index)" + randomText(&rng),
            text: randomText(&rng),
            importance: Importance.allCases.randomElement(using: &rng)!,
            deadline: Bool.random(using: &rng) ? times.randomElement(using: &rng) : nil,
            done: Bool.random(using: &rng),
            color: Bool.random(using: &rng) ? "#A0b1C2" : nil,
            createdAt: times.randomElement(using: &rng)!,
            changedAt: times.randomElement(using: &rng)!,
            lastUpdatedBy: randomText(&rng)
        )
    }

    static func mutate(_ bytes: [UInt8], _ rng: inout SeededRandomNumberGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &rng)
            case 1 where !bytes.isEmpty:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &rng)))
            default: bytes.insert(contentsOf: tokens.randomElement(using: &rng)!, at: at)
            }
        }
        return bytes
    }

    /// The inputs of one run: valid arrays, and mutations of them.
    static func inputs() -> [[UInt8]] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]  // the same bytes in every process
        var inputs: [[UInt8]] = []
        for _ in 0..<iterations {
            let items = (0..<Int.random(in: 0...3, using: &rng)).map { randomItem($0, &rng) }
            let valid = Array(try! encoder.encode(items))
            inputs.append(Bool.random(using: &rng) ? valid : mutate(valid, &rng))
        }
        return inputs
    }

    @Test("the store's and the wire's fast reader agree with JSONDecoder, or both refuse")
    func fastReaderAgreesWithJSONDecoder() {
        print("DecoderFuzzTests seed \(Self.seed) (TODO_FUZZ_SEED=\(Self.seed) repeats it)")
        var disagreements: [String] = []
        var compared = 0
        for bytes in Self.inputs() {
            compared += 1
            let reference = try? JSONDecoder().decode([TodoItem].self, from: Data(bytes))
            let fast: [TodoItem]?
            do {
                fast = try FastJSONReader.items(bytes)
            } catch  where reference != nil && error.reason == FastJSONReader.notWhole {
                continue  // a fraction JSONDecoder truncates; see `aFractionIsRefusedNotTruncated`
            } catch {
                fast = nil
            }
            if reference != fast { disagreements.append(Self.show(bytes, reference, fast)) }

            let answer = Array(#"{"status":"ok","list":"#.utf8) + bytes + Array(#","revision":3}"#.utf8)
            let wireReference = try? JSONDecoder().decode(Wire.self, from: Data(answer))
            let wireFast = (try? FastJSONReader.listAnswer(answer)).map { Wire(list: $0.list, revision: $0.revision) }
            if wireReference != wireFast {
                disagreements.append("list answer: " + Self.show(bytes, wireReference?.list, wireFast?.list))
            }
        }
        #expect(compared > Self.iterations / 2)
        #expect(
            disagreements.isEmpty,
            "seed \(Self.seed): \(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
    }

    @Test("the import parser answers every input with items or one clean line, exit 65")
    func importNeverCrashesOrLeaksInternals() throws {
        print("DecoderFuzzTests seed \(Self.seed)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-fuzz-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = Settings(home: directory)
        settings.fixedNow = 1_741_600_000
        let manager = try DataManager(settings: settings)
        defer { manager.close() }
        var rng = SeededRandomNumberGenerator(seed: Self.seed &+ 1)
        var inputs = Self.inputs()
        // CSV too: a valid export, mutated.
        let csv = Array(CSVCodec.encode((0..<3).map { Self.randomItem($0, &rng) }).utf8)
        inputs += (0..<300).map { _ in Self.mutate(csv, &rng) }
        for bytes in inputs {
            do {
                let items = try manager.parseImport(bytes, source: "fuzz.in")
                for item in items {
                    #expect(!item.id.unicodeScalars.contains(where: TerminalText.isUnsafe))
                }
            } catch {
                #expect(error.exitCode == 65, "\(error)")
                for leak in ["DecodingError", "Swift.", "CodingKeys", "JSONError", "SourceLocation"] {
                    #expect(!error.message.contains(leak), "seed \(Self.seed): \(error.message)")
                }
            }
        }
    }

    /// Where the fast reader and `JSONDecoder` once parted ways (found by the fuzzing above): each
    /// now gets the same answer from both, items or a refusal.
    @Test(
        "the fast reader agrees with JSONDecoder on what it once read differently",
        arguments: [
            ("Int64.min, which JSONEncoder writes and JSONDecoder reads", #""created_at":-9223372036854775808"#),
            ("1.0 as an integer, which JSONDecoder reads as 1", #""created_at":1.0"#),
            ("2.50e1 as an integer, which JSONDecoder reads as 25", #""created_at":2.50e1"#),
            ("1.5 as an integer, which both refuse", #""created_at":1.5"#),
            ("1e400, which both refuse", #""created_at":1e400"#),
            ("a leading zero, which JSON forbids", #""created_at":-01"#),
            ("an invalid escape in a key, which JSON forbids", #""te\lxt":1,"created_at":1"#),
            ("an escaped key, which JSONDecoder reads as the key it spells", #""created\u005fat":1"#),
            ("a repeated key, of which JSONDecoder reads the first", #""created_at":1,"created_at":2"#),
            ("a repeated key whose second value is no integer", #""created_at":1,"created_at":"late""#),
            ("a key repeated by an escape", #""created_at":1,"cre\u0061ted_at":2"#),
            ("a repeated null", #""created_at":1,"color":null,"color":"blue""#),
            ("+1 in an unknown value, which JSONDecoder refuses", #""extra":+1,"created_at":1"#),
            (".5 in an unknown value, which JSONDecoder refuses", #""extra":.5,"created_at":1"#),
            ("1e400 in an unknown value, which JSONDecoder skips", #""extra":1e400,"created_at":1"#),
            ("invalid UTF-8 in a string, which JSONDecoder refuses", ##""text":"#""##),
            ("invalid UTF-8 in an unknown key, which JSONDecoder refuses", ##""#":1,"created_at":1"##),
            ("invalid UTF-8 in an unknown value, which JSONDecoder skips", ##""extra":"#","created_at":1"##),
            (
                "511 arrays deep in an unknown value, which JSONDecoder reads",
                #""x":"# + String(repeating: "[", count: 509) + String(repeating: "]", count: 509) + #","created_at":1"#
            ),
            (
                "a million arrays deep, which both refuse without a crash",
                #""x":"# + String(repeating: "[", count: 1_000_000) + #","created_at":1"#
            ),
        ])
    func agreesWithJSONDecoder(_ what: String, _ field: String) {
        var json = Array(#"[{"id":"a","importance":"basic","done":false,"changed_at":1,"last_updated_by":"d","#.utf8)
        json += Array((field.contains("text") ? #""created_at":1,"# : #""text":"x","#).utf8) + Array(field.utf8)
        if let hash = json.firstIndex(of: UInt8(ascii: "#")) { json[hash] = 0x80 }  // a lone continuation byte
        json += Array("}]".utf8)
        let reference = try? JSONDecoder().decode([TodoItem].self, from: Data(json))
        let fast = try? FastJSONReader.items(json)
        #expect(
            reference == fast,
            "\(what): JSONDecoder \(reference == nil ? "refuses" : "reads it"), fast \(fast == nil ? "refuses" : "reads it")"
        )
    }

    /// The one difference kept on purpose: JSONDecoder reads a number whose `Double` is whole
    /// and truncates the fraction (`12345678901234567.8` becomes `12345678901234567`); the fast
    /// reader refuses a time stamp that is not a whole number rather than change it.
    @Test(arguments: ["1.0000000000000001", "-92233720368547758.08", "123456789012345678e-1"])
    func aFractionIsRefusedNotTruncated(_ number: String) {
        let json =
            Array(
                #"[{"id":"a","text":"x","importance":"basic","done":false,"changed_at":1,"last_updated_by":"d","created_at":"#
                    .utf8) + Array(number.utf8) + Array("}]".utf8)
        #expect(throws: FastJSONReader.Failure.self) { try FastJSONReader.items(json) }
        do {
            _ = try FastJSONReader.items(json)
        } catch {
            #expect(error.reason == FastJSONReader.notWhole)
        }
    }

    @Test(
        "the fast list answer reader agrees with JSONDecoder on repeated and escaped keys",
        arguments: [
            #"{"list":[],"list":[{"bad":1}],"revision":1}"#,
            #"{"list":[],"revision":1,"revision":"two"}"#,
            #"{"l\u0069st":[],"revision":1}"#,
            #"{"status":null,"status":5,"list":[],"revision":1}"#,
            #"{"list":[],"revision":1,"extra":+1}"#,
        ])
    func listAnswerAgreesWithJSONDecoder(_ answer: String) {
        struct Answer: Decodable, Equatable {
            var status: String?
            var list: [TodoItem]
            var revision: Int
        }
        let reference = try? JSONDecoder().decode(Answer.self, from: Data(answer.utf8))
        let fast = (try? FastJSONReader.listAnswer(Array(answer.utf8))).map {
            Answer(status: $0.status, list: $0.list, revision: $0.revision)
        }
        #expect(reference == fast, "JSONDecoder \(String(describing: reference)), fast \(String(describing: fast))")
    }

    static func show(_ bytes: [UInt8], _ reference: [TodoItem]?, _ fast: [TodoItem]?) -> String {
        let text = String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
        return "\(text): JSONDecoder \(reference.map { "\($0.count) items" } ?? "refuses"), "
            + "fast \(fast.map { "\($0.count) items" } ?? "refuses")"
    }
}
