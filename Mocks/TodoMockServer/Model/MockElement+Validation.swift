extension MockElement {
    /// The element itself if it obeys the contract's rules.
    ///
    /// - Throws: ``MockServerError/invalidElement(_:)`` naming the broken rule.
    public func validated() throws(MockServerError) -> MockElement {
        if id.isEmpty {
            throw .invalidElement("element id is empty")
        }
        if let color, !Self.isColor(color) {
            throw .invalidElement("element \(id): color \(color) is not #RRGGBB")
        }
        return self
    }

    /// Whether `value` is `#` followed by six hexadecimal digits.
    static func isColor(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else {
            return false
        }
        return scalars.dropFirst().allSatisfy { scalar in
            switch scalar {
            case "0"..."9", "a"..."f", "A"..."F": true
            default: false
            }
        }
    }
}

extension MockElement {
    /// Decodes strictly, then applies ``validated()``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            text: try container.decode(String.self, forKey: .text),
            importance: try container.decode(MockImportance.self, forKey: .importance),
            deadline: try container.decodeIfPresent(Int64.self, forKey: .deadline),
            done: try container.decode(Bool.self, forKey: .done),
            color: try container.decodeIfPresent(String.self, forKey: .color),
            createdAt: try container.decode(Int64.self, forKey: .createdAt),
            changedAt: try container.decode(Int64.self, forKey: .changedAt),
            lastUpdatedBy: try container.decode(String.self, forKey: .lastUpdatedBy)
        )
        do {
            _ = try validated()
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description)
            )
        }
    }
}
