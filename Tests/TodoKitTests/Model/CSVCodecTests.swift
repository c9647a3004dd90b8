import Testing
import TodoFormats
import TodoModel
import TodoValues

@testable import TodoKit
@testable import TodoText

@Suite("CSV import and export")
struct CSVCodecTests {
    let items = [
        TodoItem(
            id: "A1",
            text: "Plain",
            importance: .low,
            createdAt: 100,
            changedAt: 200,
            lastUpdatedBy: "dev"
        ),
        TodoItem(
            id: "B2",
            text: "Comma, \"quote\"\nand newline",
            importance: .important,
            deadline: 1_767_225_600,
            done: true,
            color: "#00FF00",
            createdAt: 300,
            lastUpdatedBy: "dev"
        ),
    ]

    @Test func roundTripsEveryField() throws {
        let csv = CSVCodec.encode(items)
        #expect(csv.hasPrefix("id,text,importance,deadline,done,color,created_at,changed_at,last_updated_by\n"))
        let decoded = try CSVCodec.decode(csv, source: "t.csv", now: 0, deviceID: "x", makeID: { "new" })
        #expect(decoded == items)
    }

    @Test func minimalColumnsGetDefaults() throws {
        let decoded = try CSVCodec.decode(
            "text,done\nMilk,yes\n\"Bread\",0\n",
            source: "t.csv",
            now: 50,
            deviceID: "me",
            makeID: { "generated" }
        )
        #expect(decoded.count == 2)
        #expect(decoded[0].text == "Milk" && decoded[0].done && decoded[0].importance == .basic)
        #expect(decoded[1].text == "Bread" && !decoded[1].done)
        #expect(decoded[0].id == "generated" && decoded[0].createdAt == 50 && decoded[0].lastUpdatedBy == "me")
    }

    @Test(arguments: [
        ("text,importance\nA,basic\nB,urgent\n", "record 2"),
        ("text,done\nA,maybe\n", "record 1"),
        ("text,color\nA,#12345\n", "record 1"),
        ("text\nA,extra\n", "record 1"),
        ("text,nonsense\nA,b\n", "unknown column"),
        ("importance\nlow\n", "no 'text' column"),
        ("text\n\"unterminated\n", "unterminated"),
    ])
    func rejectsBadRecords(csv: String, expected: String) {
        #expect {
            try CSVCodec.decode(csv, source: "t.csv", now: 0, deviceID: "x", makeID: { "id" })
        } throws: { error in
            guard let error = error as? TodoError else { return false }
            return error.exitCode == 65 && error.message.contains(expected)
        }
    }
}
