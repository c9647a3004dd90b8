/// One property of an iCalendar object (RFC 5545, 3.1): `NAME;PARAM=VALUE:value`.
///
/// A property read from a server keeps its lines as they came (``original``), so that writing
/// the object back gives the same bytes for every property the client did not change, whatever
/// another client put there: parameters it does not know, its own folding, its own escaping.
/// Changing the name, a parameter or the value drops the original and writes the property anew.
public struct ICalProperty: Sendable, Equatable {
    /// The name, uppercased (`SUMMARY`, `X-APPLE-SORT-ORDER`).
    public private(set) var name: String
    /// The parameters in order, names uppercased, values unquoted.
    public private(set) var parameters: [ICalParameter]
    /// The value as written on the wire, unfolded but still escaped (see ``text``).
    public private(set) var value: String
    /// The physical lines the property came in (folded, without line breaks); `nil` for a
    /// property made or changed here.
    public private(set) var original: [[UInt8]]?

    /// A property made here.
    public init(_ name: String, parameters: [ICalParameter] = [], value: String) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
        original = nil
    }

    /// A property made here with a text value, escaped (RFC 5545, 3.3.11).
    public init(_ name: String, parameters: [ICalParameter] = [], text: String) {
        self.init(name, parameters: parameters, value: ICalText.escape(text))
    }

    init(name: String, parameters: [ICalParameter], value: String, original: [[UInt8]]) {
        self.name = name
        self.parameters = parameters
        self.value = value
        self.original = original
    }

    /// The value read as text: `\n`, `\,`, `\;` and `\\` unescaped.
    public var text: String { ICalText.unescape(value) }

    /// The value read as a list of texts (`CATEGORIES:home,work`): split at unescaped commas,
    /// each unescaped.
    public var texts: [String] { ICalText.split(value).map(ICalText.unescape) }

    /// The first value of the parameter `name` (`TZID`, `VALUE`); `nil` when absent.
    public func parameter(_ name: String) -> String? {
        let upper = name.uppercased()
        return parameters.first { $0.name == upper }?.values.first
    }

    /// This property with `value` (already escaped); the same property when the value is unchanged.
    public func with(value: String) -> ICalProperty {
        guard value != self.value else { return self }
        var copy = self
        copy.value = value
        copy.original = nil
        return copy
    }

    /// This property with `text` as its value, escaped; unchanged when it reads the same.
    public func with(text: String) -> ICalProperty {
        text == self.text ? self : with(value: ICalText.escape(text))
    }

    /// This property with the parameter `name` set to `value` (`nil`: removed).
    public func with(parameter name: String, _ value: String?) -> ICalProperty {
        let upper = name.uppercased()
        var parameters = self.parameters
        let index = parameters.firstIndex { $0.name == upper }
        switch (index, value) {
        case (let index?, let value?):
            guard parameters[index].values != [value] else { return self }
            parameters[index].values = [value]
        case (let index?, nil): parameters.remove(at: index)
        case (nil, let value?): parameters.append(ICalParameter(upper, value))
        case (nil, nil): return self
        }
        var copy = self
        copy.parameters = parameters
        copy.original = nil
        return copy
    }
}

/// A parameter of a property: `TZID=Europe/Madrid`, `MEMBER="a","b"`.
public struct ICalParameter: Sendable, Equatable {
    /// Uppercased.
    public var name: String
    /// Unquoted.
    public var values: [String]

    public init(_ name: String, _ values: String...) {
        self.name = name.uppercased()
        self.values = values
    }

    init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
