import Foundation
import TodoMockServer
import TodoModel

// The mock's element and the client's todo both speak the contract's wire format, so JSON
// converts one into the other.

extension MockElement {
    /// The mock's copy of `item`.
    public init(_ item: TodoItem) throws {
        self = try wireCopy(item)
    }
}

extension TodoItem {
    /// The client's copy of the mock's `element`.
    public init(_ element: MockElement) throws {
        self = try wireCopy(element)
    }
}

private func wireCopy<From: Encodable, To: Decodable>(_ value: From) throws -> To {
    try JSONDecoder().decode(To.self, from: try JSONEncoder().encode(value))
}
