/// Numbers and literals: the values of a todo's members that are not strings.
extension FastJSONReader {
    /// The reason a number with a fraction that is not zero is refused.
    static let notWhole = "not a whole number"

    /// Reads a JSON number that is a whole number in Int64's range, as `JSONDecoder` reads one:
    /// `-9223372036854775808`, `1.0`, `2.5e1` and `-0` are whole; `1.5`, `1e400`, `01` and `1.` are not.
    package mutating func int64() throws(Failure) -> Int64 {
        skipWhitespace()
        let start = index
        func digit(_ at: Int) -> UInt8? {
            guard at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 else { return nil }
            return bytes[at] - 0x30
        }
        func refuse() -> Failure { Failure(offset: start, reason: "expected an integer") }
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The common case, digits alone: accumulated towards the sign, so Int64.min fits.
        if let first = digit(index), first != 0 || digit(index + 1) == nil {
            var value: Int64 = 0
            var at = index
            while let next = digit(at) {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (a, o2) =
                    negative ? m.subtractingReportingOverflow(Int64(next)) : m.addingReportingOverflow(Int64(next))
                guard !o1, !o2 else { throw Failure(offset: start, reason: "integer out of range") }
                value = a
                at += 1
            }
            let end = at < bytes.count ? bytes[at] : 0
            if end != UInt8(ascii: ".") && end != UInt8(ascii: "e") && end != UInt8(ascii: "E") {
                index = at
                return value
            }
        }
        // The significant digits, integer part then fraction, and the power of ten they are scaled by.
        var significand: [UInt8] = []
        guard let first = digit(index) else { throw refuse() }
        index += 1
        if first == 0 {
            if digit(index) != nil { throw refuse() }  // a leading zero
        } else {
            significand.append(first)
            while let next = digit(index) {
                significand.append(next)
                index += 1
            }
        }
        var scale = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) != nil else { throw refuse() }
            while let next = digit(index) {
                if !significand.isEmpty || next != 0 { significand.append(next) }
                if !significand.isEmpty { scale -= 1 }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard digit(index) != nil else { throw refuse() }
            var exponent = 0
            while let next = digit(index) {
                exponent = min(exponent * 10 + Int(next), 100_000)
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        // Trailing zeros absorb a negative scale; what is left must be whole.
        while scale < 0, significand.last == 0 {
            significand.removeLast()
            scale += 1
        }
        // JSONDecoder reads a fraction whose Double is whole (`1.0000000000000001`) and truncates it;
        // a time stamp that is not a whole number is refused here, not rounded.
        guard significand.isEmpty || scale >= 0 else { throw Failure(offset: start, reason: Self.notWhole) }
        guard significand.count + scale <= 19 || significand.isEmpty else {
            throw Failure(offset: start, reason: "integer out of range")
        }
        // Accumulated towards the sign, so Int64.min fits.
        var value: Int64 = 0
        for next in significand + Array(repeating: 0, count: significand.isEmpty ? 0 : scale) {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (a, o2) =
                negative ? m.subtractingReportingOverflow(Int64(next)) : m.addingReportingOverflow(Int64(next))
            guard !o1, !o2 else { throw Failure(offset: start, reason: "integer out of range") }
            value = a
        }
        return value
    }

    /// A number in plain decimal form (`-12.5`, no exponent) as `Double`, rounded as `JSONDecoder`
    /// rounds it (correctly); a number with an exponent is refused, so the caller can leave it to
    /// `JSONDecoder`.
    package mutating func plainDouble() throws(Failure) -> Double {
        skipWhitespace()
        let start = index
        func refuse() -> Failure { Failure(offset: start, reason: "expected a plain decimal number") }
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, bytes[integerStart] != 0x30 || integerDigits == 1 else { throw refuse() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw refuse() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            throw refuse()
        }
        guard
            let value = Double(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
            value.isFinite
        else { throw refuse() }
        return value
    }

    package mutating func bool() throws(Failure) -> Bool {
        skipWhitespace()
        if matches("true") { return true }
        if matches("false") { return false }
        throw Failure(offset: index, reason: "expected true or false")
    }

    package mutating func nullOr<T>(_ value: (inout FastJSONReader) throws(Failure) -> T) throws(Failure) -> T? {
        skipWhitespace()
        if matches("null") { return nil }
        return try value(&self)
    }

    mutating func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for k in 0..<count where bytes[index + k] != pointer[k] { return false }
        index += count
        return true
    }
}
