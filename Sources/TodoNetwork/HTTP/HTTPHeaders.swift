/// An ordered list of HTTP header fields whose names compare case-insensitively.
public struct HTTPHeaders: Sendable, Hashable {
    /// One header field.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: String
    }

    /// The fields in the order they were added or received.
    public private(set) var fields: [Field]

    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// The value of the first field called `name`, if any.
    public subscript(name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The values of every field called `name`, in order.
    public func values(for name: String) -> [String] {
        let lowered = name.lowercased()
        return fields.filter { $0.name.lowercased() == lowered }.map(\.value)
    }

    /// Appends a field, keeping any existing ones of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every field called `name` with a single one.
    public mutating func replaceOrAdd(name: String, value: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field called `name`.
    public mutating func remove(name: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { Field(name: $0.0, value: $0.1) })
    }
}

extension HTTPHeaders: Sequence {
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}
