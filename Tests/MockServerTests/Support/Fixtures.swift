import Foundation
import TodoMockServer
import TodoTesting

/// ``withMockServer(_:isolation:_:)`` with the two fixed tokens these tests use, `T1` and `T2`.
func withServer<T>(
    _ configuration: MockServerConfiguration = MockServerConfiguration(tokens: ["T1", "T2"]),
    _ body: (MockServer) async throws -> T
) async throws -> T {
    try await withMockServer(configuration, body)
}

/// Element JSON in the contract's wire format.
enum Element {
    /// The fields of a valid element.
    static func fields(id: String, text: String = "Buy milk") -> [String: Any] {
        [
            "id": id, "text": text, "importance": "basic", "deadline": 1_767_225_600, "done": false,
            "color": "#FF8800", "created_at": 1_763_700_000, "changed_at": 1_763_700_000,
            "last_updated_by": "test-device",
        ]
    }

    /// `fields` as a JSON object.
    static func json(_ fields: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A valid element as JSON.
    static func json(id: String, text: String = "Buy milk") -> String {
        json(fields(id: id, text: text))
    }

    /// A valid element as the mock's model.
    static func model(id: String, text: String = "Buy milk") -> MockElement {
        MockElement(
            id: id, text: text, importance: .basic, deadline: 1_767_225_600, done: false, color: "#FF8800",
            createdAt: 1_763_700_000, changedAt: 1_763_700_000, lastUpdatedBy: "test-device"
        )
    }
}
