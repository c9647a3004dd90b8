import Foundation
import Testing
import TodoTesting

@testable import TodoKit
@testable import TodoModel
@testable import TodoNetwork

/// The `GET /list` answer read by the fast reader: the same as `JSONDecoder`, or refused.
@Suite("The fast reader of list answers")
struct FastListAnswerTests {
    @Test func readsWhatTheServerWritesAsJSONDecoderWould() throws {
        var items = (0..<50).map { TodoItem.numbered($0) }
        items[3].text = "ü \"quoted\" 👩‍💻\n"
        items[4].color = "#ABCDEF"
        let list = String(decoding: try JSONEncoder().encode(items), as: UTF8.self)
        let json = #"{"extra":{"a":[1,null]},"status":"ok","list":"# + list + #","revision":42}"#
        let fast = try FastJSONReader.listAnswer(Data(json.utf8))
        #expect(fast.status == "ok")
        #expect(fast.revision == 42)
        #expect(fast.list == items)
        let noStatus = try FastJSONReader.listAnswer(Data(#"{"list":[],"revision":0}"#.utf8))
        #expect(noStatus.status == nil && noStatus.list.isEmpty)
    }

    @Test(
        "refused: what the Decodable answer refuses",
        arguments: [
            #"{"list":[]}"#, #"{"revision":1}"#, #"{"list":[],"revision":"1"}"#, #"{"list":[{"id":"x"}],"revision":1}"#,
            #"{"list":[],"revision":1} trailing"#, #"[]"#, #"{"list":[],"revision":1,"status":5}"#,
        ])
    func refusesMalformedAnswers(json: String) {
        #expect(throws: FastJSONReader.Failure.self) { try FastJSONReader.listAnswer(Data(json.utf8)) }
    }
}
