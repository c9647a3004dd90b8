import Testing
import TodoMockServer

/// One way an element can break the contract.
enum Malformation: String, CaseIterable, Sendable, CustomStringConvertible {
    case textIsNumber
    case doneIsString
    case deadlineIsString
    case deadlineIsFraction
    case createdAtIsString
    case unknownImportance
    case missingID
    case missingText
    case missingImportance
    case missingDone
    case missingCreatedAt
    case missingChangedAt
    case missingLastUpdatedBy
    case emptyID
    case colorWithoutHash
    case colorTooShort
    case colorNotHex
    case idIsNumber

    var description: String { rawValue }

    /// The field the error answer names (nil: Foundation's decoder reports a fractional integer
    /// as invalid JSON without a path, so no answer can name it).
    var field: String? {
        switch self {
        case .deadlineIsFraction: nil
        case .textIsNumber, .missingText: "text"
        case .doneIsString, .missingDone: "done"
        case .deadlineIsString: "deadline"
        case .createdAtIsString, .missingCreatedAt: "created_at"
        case .unknownImportance, .missingImportance: "importance"
        case .missingID, .emptyID, .idIsNumber: "id"
        case .missingChangedAt: "changed_at"
        case .missingLastUpdatedBy: "last_updated_by"
        case .colorWithoutHash, .colorTooShort, .colorNotHex: "color"
        }
    }

    func apply(to fields: inout [String: Any]) {
        switch self {
        case .textIsNumber: fields["text"] = 5
        case .doneIsString: fields["done"] = "false"
        case .deadlineIsString: fields["deadline"] = "tomorrow"
        case .deadlineIsFraction: fields["deadline"] = 1.5
        case .createdAtIsString: fields["created_at"] = "now"
        case .unknownImportance: fields["importance"] = "urgent"
        case .missingID: fields["id"] = nil
        case .missingText: fields["text"] = nil
        case .missingImportance: fields["importance"] = nil
        case .missingDone: fields["done"] = nil
        case .missingCreatedAt: fields["created_at"] = nil
        case .missingChangedAt: fields["changed_at"] = nil
        case .missingLastUpdatedBy: fields["last_updated_by"] = nil
        case .emptyID: fields["id"] = ""
        case .colorWithoutHash: fields["color"] = "FF8800"
        case .colorTooShort: fields["color"] = "#FF880"
        case .colorNotHex: fields["color"] = "#GG8800"
        case .idIsNumber: fields["id"] = 7
        }
    }

    var json: String {
        var fields = Element.fields(id: "bad")
        apply(to: &fields)
        return Element.json(fields)
    }
}

@Suite("Strict validation of elements")
struct ValidationTests {
    @Test("a malformed element is 400 on POST, PUT and PATCH, and nothing is applied", arguments: Malformation.allCases)
    func malformedElement(_ malformation: Malformation) async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "bad"), revision: 0)
                let post = try await client.post(malformation.json, revision: 1)
                #expect(post.status == 400)
                #expect(try post.decode(ErrorReply.self).status == "error")
                // The answer says which field is wrong, in the words of the one decoding-error describer.
                if let field = malformation.field { #expect(post.text.contains(field), "\(post.text)") }
                let put = try await client.send(
                    .put, "/list/bad", json: #"{"element":\#(malformation.json)}"#, revision: 1)
                #expect(put.status == 400)
                let patch = try await client.send(
                    .patch, "/list", json: #"{"list":[\#(malformation.json)]}"#, revision: 1)
                #expect(patch.status == 400)
                let list = try await client.list()
                #expect(list.revision == 1)
                #expect(list.list == [Element.model(id: "bad")])
            }
        }
    }

    @Test("unknown fields are ignored and optional fields may be absent or null")
    func lenientWhereAllowed() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                var fields = Element.fields(id: "a")
                fields["files"] = ["x.png"]
                fields["deadline"] = nil
                fields["color"] = NSNullValue.null
                let answer = try await client.send(
                    .post, "/list", json: #"{"element":\#(Element.json(fields)),"extra":true}"#, revision: 0)
                #expect(answer.status == 200)
                let element = try answer.decode(ElementReply.self).element
                #expect(element.deadline == nil)
                #expect(element.color == nil)
                #expect(!answer.text.contains("files"))
                let lowercase = try await client.post(
                    Element.json([
                        "id": "b", "text": "", "importance": "low", "done": true, "color": "#a1b2c3",
                        "created_at": 0, "changed_at": 0, "last_updated_by": "d",
                    ]),
                    revision: 1)
                #expect(lowercase.status == 200)
            }
        }
    }
}
