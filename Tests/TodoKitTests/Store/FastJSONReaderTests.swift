import Foundation
import Testing
import TodoModel
import TodoNetwork
import TodoSync
import TodoTesting

@testable import TodoKit
@testable import TodoStore

@Suite("The store's fast JSON reader agrees with JSONDecoder")
struct FastJSONReaderTests {
    static let tricky = [
        "plain", "", "quote \" and backslash \\", "tab\tnewline\ncr\r", "slash / and \u{1}control",
        "ümlaut — dash", "emoji 👩‍💻 and 𝄞", "\u{7F}", "{\"not\":\"json\"}",
    ]

    @Test func roundTripsElementsJSONEncoderWrote() throws {
        var items: [TodoItem] = []
        for (n, text) in Self.tricky.enumerated() {
            var item = TodoItem.numbered(n)
            item.text = text
            item.color = n % 2 == 0 ? "#A1b2C3" : nil
            item.deadline = n % 3 == 0 ? -86_400 : (n % 3 == 1 ? nil : Int64.max)
            items.append(item)
        }
        let data = try JSONEncoder().encode(items)
        #expect(try FastJSONReader.items(data) == items)
        let decoded = try JSONDecoder().decode([TodoItem].self, from: data)
        #expect(decoded == items)
    }

    @Test func readsEscapesAndNullsAndSkipsUnknownFields() throws {
        let json = """
            [ {"id":"a","text":"\\u00fc\\ud83d\\ude00\\/\\b\\f","importance":"low","done":true,
               "created_at":1,"changed_at":-2,"last_updated_by":"d","deadline":null,"color":null,
               "files":[{"x":[1,2.5e3,true,null,"s"]}],"extra":{"nested":{"a":false}}} ]
            """
        let fast = try FastJSONReader.items(Data(json.utf8))
        let reference = try JSONDecoder().decode([TodoItem].self, from: Data(json.utf8))
        #expect(fast == reference)
        #expect(fast.first?.text == "ü😀/\u{8}\u{C}")
        #expect(fast.first?.deadline == nil && fast.first?.color == nil)
    }

    @Test(arguments: [
        #"[{"id":"a","text":"t","importance":"urgent","done":true,"created_at":1,"changed_at":1,"last_updated_by":"d"}]"#,
        #"[{"id":"","text":"t","importance":"low","done":true,"created_at":1,"changed_at":1,"last_updated_by":"d"}]"#,
        #"[{"id":"a","importance":"low","done":true,"created_at":1,"changed_at":1,"last_updated_by":"d"}]"#,
        #"[{"id":"a","text":"t","importance":"low","done":"yes","created_at":1,"changed_at":1,"last_updated_by":"d"}]"#,
        #"[{"id":"a","text":"t","importance":"low","done":true,"created_at":1.5,"changed_at":1,"last_updated_by":"d"}]"#,
        #"[{"id":"a","text":"t","importance":"low","done":true,"created_at":1,"changed_at":1,"last_updated_by":"d","color":"red"}]"#,
        #"[{"id":"a","text":"t","importance":"low","done":true,"created_at":99999999999999999999,"changed_at":1,"last_updated_by":"d"}]"#,
        #"[{"id":"a","text":"unterminated,"importance":"low"}]"#,
        #"[{"id":"a"} {"id":"b"}]"#,
        #"[] trailing"#,
        "[{\"id\":\"a\",\"text\":\"raw \u{1} control\",\"importance\":\"low\",\"done\":true,\"created_at\":1,\"changed_at\":1,\"last_updated_by\":\"d\"}]",
    ])
    func rejectsWhatJSONDecoderRejects(_ json: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode([TodoItem].self, from: Data(json.utf8)) }
        #expect(throws: FastJSONReader.Failure.self) { try FastJSONReader.items(Data(json.utf8)) }
    }

    @Test func readsTheSnapshotBodyWithReferencesAndFullOperations() throws {
        let items = (0..<50).map { TodoItem.numbered($0) }
        var stale = items[4]
        stale.text = "an older queued version"
        let outbox = Outbox(
            items.prefix(3).map { .create($0) } + [.update(items[3]), .update(stale), .delete(id: "gone")])
        let body = SnapshotBody(items: items, outbox: outbox)
        let data = try JSONEncoder().encode(body)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.contains(#"{"id":"\#(items[0].id)","op":"create"}"#)
                || text.contains(#"{"op":"create","id":"\#(items[0].id)"}"#))
        #expect(text.contains("an older queued version"))
        #expect(try FastJSONReader.snapshotBody(data) == body)
        #expect(try JSONDecoder().decode(SnapshotBody.self, from: data) == body)
    }

    @Test func aReferenceToNoItemIsRefused() {
        let json = #"{"items":[],"outbox":[{"op":"create","id":"missing"}]}"#
        #expect(throws: FastJSONReader.Failure.self) { try FastJSONReader.snapshotBody(Data(json.utf8)) }
    }
}
