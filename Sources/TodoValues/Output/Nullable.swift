/// A report field that is written as `null` when it has no value, where `Encodable` would leave
/// the key out: scripts can rely on every key being there.
@propertyWrapper
public struct Nullable<Value: Encodable>: Encodable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension Nullable: Equatable where Value: Equatable {}
extension Nullable: Sendable where Value: Sendable {}
