import Foundation
import Testing
import TodoModel
import TodoValues

@testable import TodoKit
@testable import TodoText

@Suite("Wire format of the element")
struct WireFormatTests {
    static let golden = """
        {"changed_at":1763700100,"color":"#FF8800","created_at":1763700000,"deadline":1767225600,\
        "done":false,"id":"0E1F9A3C-6A57-4F0B-9C64-2C1B1C3A5D10","importance":"important",\
        "last_updated_by":"7b1c2f0e-device","text":"Buy milk"}
        """

    static let item = TodoItem(
        id: "0E1F9A3C-6A57-4F0B-9C64-2C1B1C3A5D10",
        text: "Buy milk",
        importance: .important,
        deadline: 1_767_225_600,
        done: false,
        color: "#FF8800",
        createdAt: 1_763_700_000,
        changedAt: 1_763_700_100,
        lastUpdatedBy: "7b1c2f0e-device"
    )

    @Test func encodesEveryFieldAsTheGoldenJSON() {
        #expect(WireJSON.string(Self.item) == Self.golden)
    }

    @Test func decodesEveryFieldFromTheGoldenJSON() throws {
        let decoded = try JSONDecoder().decode(TodoItem.self, from: Data(Self.golden.utf8))
        #expect(decoded == Self.item)
    }

    @Test func omitsAbsentOptionalFields() throws {
        var item = Self.item
        item.deadline = nil
        item.color = nil
        let json = WireJSON.string(item)
        #expect(!json.contains("deadline"))
        #expect(!json.contains("color"))
        let decoded = try JSONDecoder().decode(TodoItem.self, from: Data(json.utf8))
        #expect(decoded == item)
    }

    @Test func ignoresUnknownFields() throws {
        let json = Self.golden.dropLast() + #","files":["a.png"],"extra":{"x":1}}"#
        let decoded = try JSONDecoder().decode(TodoItem.self, from: Data(json.utf8))
        #expect(decoded == Self.item)
    }

    @Test(arguments: [
        (#""importance":"important""#, #""importance":"urgent""#),
        (#""done":false"#, #""done":"no""#),
        (#""created_at":1763700000"#, #""created_at":"yesterday""#),
        (##""color":"#FF8800""##, #""color":"orange""#),
        (#""id":"0E1F9A3C-6A57-4F0B-9C64-2C1B1C3A5D10""#, #""id":"""#),
        (#","last_updated_by":"7b1c2f0e-device""#, ""),
    ])
    func rejectsMalformedElements(valid: String, broken: String) {
        let json = Self.golden.replacingOccurrences(of: valid, with: broken)
        #expect(json != Self.golden)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TodoItem.self, from: Data(json.utf8))
        }
    }

    @Test func importFileNamesTheFirstBadRecord() {
        let good = Self.golden
        let bad = good.replacingOccurrences(of: "important", with: "urgent")
        let array = "[\(good),\(good),\(bad)]"
        #expect {
            try WireJSON.decodeElements(Data(array.utf8), source: "f.json")
        } throws: { error in
            let message = (error as? TodoError)?.message ?? ""
            return message.contains("record 3") && (error as? TodoError)?.exitCode == 65
        }
    }

    /// An import error names the record and the field, and says what is wrong with it in words,
    /// without Swift's coding-key dumps or the record's index twice.
    @Test(arguments: [
        (#""id":"0E1F9A3C-6A57-4F0B-9C64-2C1B1C3A5D10","#, "", #"record 2: missing "id""#),
        (#""text":"Buy milk""#, #""text":5"#, #"record 2: "text" should be a string"#),
        (#""text":"Buy milk""#, #""text":null"#, #"record 2: "text" is null"#),
        (#""done":false"#, #""done":"no""#, #"record 2: "done" should be true or false"#),
        (
            #""importance":"important""#, #""importance":"urgent""#,
            #"record 2: "importance" has a value that is not allowed"#
        ),
    ])
    func importErrorsNameTheField(valid: String, broken: String, expected: String) {
        let bad = Self.golden.replacingOccurrences(of: valid, with: broken)
        #expect(bad != Self.golden)
        #expect {
            try WireJSON.decodeElements(Data("[\(Self.golden),\(bad)]".utf8), source: "f.json")
        } throws: { error in
            let message = (error as? TodoError)?.message ?? ""
            return message == "f.json: \(expected)"
        }
    }

    @Test func colorValidation() {
        #expect(TodoItem.isValidColor("#a0B1c2"))
        #expect(!TodoItem.isValidColor("#a0B1c"))
        #expect(!TodoItem.isValidColor("a0B1c2f"))
        #expect(!TodoItem.isValidColor("#g0B1c2"))
    }
}
