import Testing
import TodoModel
import TodoSync

/// ``FastJSONReader/skipStructure()``, the skip `list` uses for the parts of an older snapshot's body
/// before its numbers (and a read of the items alone for the rest), held to the
/// checking ``FastJSONReader/skipValue()`` on random well-formed values and on cut ones.
@Suite("Skipping a value by its structure")
struct SkipStructureTests {
    static let strings = [
        #""""#, #""plain""#, #""with \" quote""#, #""back\\slash""#, #""ends in \\""#, #""\\\"""#,
        #""brackets ] } [ {""#, #""\u00e9 and \n""#, "\"ñandú ✓\"",
    ]

    static func value(_ depth: Int, _ rng: inout SeededRandomNumberGenerator) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 3 : 6), using: &rng) {
        case 0: return strings.randomElement(using: &rng)!
        case 1: return ["0", "-12", "3.5e7", "true", "false", "null"].randomElement(using: &rng)!
        case 2: return "\(Int.random(in: -1000...1000, using: &rng))"
        case 3:
            let count = Int.random(in: 0..<5, using: &rng)
            return "[" + (0..<count).map { _ in value(depth + 1, &rng) }.joined(separator: ", ") + "]"
        default:
            let count = Int.random(in: 0..<5, using: &rng)
            let members = (0..<count).map { _ in
                strings.randomElement(using: &rng)! + ":" + value(depth + 1, &rng)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    static func ends(_ text: String, structure: Bool) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { raw -> Int? in
            var reader = FastJSONReader(raw)
            do {
                if structure { try reader.skipStructure() } else { try reader.skipValue() }
                return reader.index
            } catch {
                return nil
            }
        }
    }

    @Test(arguments: 0..<200)
    func endsWhereTheCheckingSkipEnds(seed: Int) {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed))
        let whole = Self.value(0, &rng)
        let text = whole + " , 1]"
        let expected = Self.ends(text, structure: false)
        #expect(expected != nil, "seed \(seed): \(text)")
        #expect(Self.ends(text, structure: true) == expected, "seed \(seed): \(text)")
        // Cut inside the value: an array or object is never taken as whole.
        guard whole.hasPrefix("[") || whole.hasPrefix("{") else { return }
        let utf8 = Array(whole.utf8)
        let cut = Int.random(in: 1..<utf8.count, using: &rng)
        let partial = String(decoding: utf8[..<cut], as: UTF8.self)
        #expect(Self.ends(partial, structure: true) == nil, "seed \(seed): \(partial)")
    }
}
