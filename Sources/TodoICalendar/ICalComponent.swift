/// A component of an iCalendar object (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`, …): its
/// properties and subcomponents, in the order they came.
///
/// The order is kept as it is, properties and components interleaved, so that an object another
/// client wrote comes back with the same lines in the same places.
public struct ICalComponent: Sendable, Equatable {
    /// One entry of a component, in order.
    public enum Entry: Sendable, Equatable {
        case property(ICalProperty)
        case component(ICalComponent)
    }

    /// The name, uppercased.
    public var name: String
    /// The properties and subcomponents, in order.
    public var entries: [Entry]

    public init(_ name: String, entries: [Entry] = []) {
        self.name = name.uppercased()
        self.entries = entries
    }

    /// The properties, in order.
    public var properties: [ICalProperty] {
        entries.compactMap { if case .property(let property) = $0 { property } else { nil } }
    }

    /// The subcomponents, in order.
    public var components: [ICalComponent] {
        entries.compactMap { if case .component(let component) = $0 { component } else { nil } }
    }

    /// The first property named `name`; `nil` when none.
    public func property(_ name: String) -> ICalProperty? {
        let upper = name.uppercased()
        return properties.first { $0.name == upper }
    }

    /// Every property named `name` (`CATEGORIES` may come on several lines), in order.
    public func properties(_ name: String) -> [ICalProperty] {
        let upper = name.uppercased()
        return properties.filter { $0.name == upper }
    }

    /// The first subcomponent named `name` (`VTODO` of a `VCALENDAR`); `nil` when none.
    public func component(_ name: String) -> ICalComponent? {
        let upper = name.uppercased()
        return components.first { $0.name == upper }
    }

    /// Sets the property `property.name`: the first one of that name is replaced in its place
    /// (the others of that name are removed), or the property is added after the last property.
    public mutating func set(_ property: ICalProperty) {
        guard let first = entries.firstIndex(where: { Self.isProperty($0, named: property.name) }) else {
            let end = entries.lastIndex { if case .property = $0 { true } else { false } }
            entries.insert(.property(property), at: end.map { $0 + 1 } ?? 0)
            return
        }
        entries[first] = .property(property)
        var index = entries.index(after: first)
        while index < entries.endIndex {
            if Self.isProperty(entries[index], named: property.name) {
                entries.remove(at: index)
            } else {
                index = entries.index(after: index)
            }
        }
    }

    /// Removes every property named `name`.
    public mutating func remove(_ name: String) {
        let upper = name.uppercased()
        entries.removeAll { Self.isProperty($0, named: upper) }
    }

    /// Changes the first subcomponent named `name` with `change`; false when there is none.
    @discardableResult
    public mutating func update(_ name: String, _ change: (inout ICalComponent) -> Void) -> Bool {
        let upper = name.uppercased()
        for index in entries.indices {
            guard case .component(var component) = entries[index], component.name == upper else { continue }
            change(&component)
            entries[index] = .component(component)
            return true
        }
        return false
    }

    private static func isProperty(_ entry: Entry, named name: String) -> Bool {
        if case .property(let property) = entry { property.name == name } else { false }
    }
}
