import FoundationEssentials

/// A strict, allocation-light reader for the wire and store JSON: arrays of elements (the
/// store's snapshot body is read by an extension in TodoKit), about ten times faster than `JSONDecoder` on 10,000 elements.
///
/// It accepts exactly what ``TodoItem``'s `Decodable` conformance accepts (unknown keys are
/// skipped, `null` optional fields are absent, an escaped key is the key it spells, and of a
/// repeated key the first is read) and throws ``FastJSONReader/Failure`` otherwise.
package struct FastJSONReader {
    package struct Failure: Error, CustomStringConvertible {
        package let offset: Int
        package let reason: String

        package init(offset: Int, reason: String) {
            (self.offset, self.reason) = (offset, reason)
        }

        package var description: String { "\(reason) at byte \(offset)" }
    }

    let bytes: UnsafeRawBufferPointer
    package internal(set) var index: Int
    /// Arrays and objects open around the reader; more than ``maxDepth`` is refused, as
    /// `JSONDecoder` refuses it (and a hostile file cannot exhaust the stack).
    var depth = 0
    package static let maxDepth = 512

    package init(_ bytes: UnsafeRawBufferPointer, from index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// Moves past bytes the caller has read itself, up to `end`.
    package mutating func advance(to end: Int) {
        precondition(end >= index && end <= bytes.count, "advance(to:) outside the unread bytes")
        index = end
    }

    /// Decodes a JSON array of elements.
    package static func items(_ bytes: some ContiguousBytes) throws(Failure) -> [TodoItem] {
        let result: Result<[TodoItem], Failure> = bytes.withUnsafeBytes { raw in
            var reader = FastJSONReader(raw)
            do throws(Failure) {
                let items = try reader.itemArray()
                try reader.end()
                return .success(items)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: Elements

    /// The element's keys that are not ``TodoField``'s own (see ``TodoField/init(key:)``).
    package enum Keys {
        package static let id = Array("id".utf8)
    }

    package mutating func itemArray() throws(Failure) -> [TodoItem] {
        var items: [TodoItem] = []
        try array { reader throws(Failure) in items.append(try reader.item()) }
        return items
    }

    /// Skips the next value (checking it) and returns the bytes it spans, to be decoded later.
    package mutating func valueRange() throws(Failure) -> Range<Int> {
        let start = index
        try skipValue()
        return start..<index
    }

    /// Reads one element, field by field as ``TodoField`` has them.
    package mutating func item() throws(Failure) -> TodoItem {
        let start = index
        var item = TodoItem(id: "", text: "", createdAt: 0, lastUpdatedBy: "")
        var seen: UInt32 = 0
        try object { reader, key throws(Failure) in
            // Of a repeated key, JSONDecoder reads the first; the others are only well-formed.
            guard let field = TodoField(key: key), seen & field.bit == 0 else { return try reader.skipValue() }
            seen |= field.bit
            let at = reader.index
            let value: TodoFieldValue?
            switch (field.kind, field.isOptional) {
            case (.string, false): value = .string(try reader.string())
            case (.string, true):
                value = try reader.nullOr { r throws(Failure) in TodoFieldValue.string(try r.string()) }
            case (.integer, false): value = .integer(try reader.int64())
            case (.integer, true):
                value = try reader.nullOr { r throws(Failure) in TodoFieldValue.integer(try r.int64()) }
            case (.bool, false): value = .bool(try reader.bool())
            case (.bool, true): value = try reader.nullOr { r throws(Failure) in TodoFieldValue.bool(try r.bool()) }
            }
            guard field.set(value, in: &item) else { throw Failure(offset: at, reason: field.refusal(value)) }
        }
        guard seen & TodoField.requiredBits == TodoField.requiredBits, !item.id.isEmpty else {
            throw Failure(offset: start, reason: "an element lacks a required field")
        }
        return item
    }

    // MARK: Structure

    package mutating func end() throws(Failure) {
        skipWhitespace()
        guard index == bytes.count else { throw Failure(offset: index, reason: "trailing data") }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func expect(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else {
            throw Failure(offset: index, reason: "expected '\(Character(Unicode.Scalar(byte)))'")
        }
        index += 1
    }

    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maxDepth else { throw Failure(offset: index, reason: "nested too deeply") }
    }

    package mutating func array(_ element: (inout FastJSONReader) throws(Failure) -> Void) throws(Failure) {
        try sequence(UInt8(ascii: "["), UInt8(ascii: "]"), "array", element)
    }

    /// Reads `open`, elements separated by commas (each read by `element`), and `close`.
    mutating func sequence(
        _ open: UInt8, _ close: UInt8, _ name: String, _ element: (inout FastJSONReader) throws(Failure) -> Void
    ) throws(Failure) {
        try expect(open)
        try enter()
        defer { depth -= 1 }
        if peek() == close {
            index += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: index, reason: "unterminated \(name)") }
            let byte = bytes[index]
            index += 1
            if byte == close { return }
            guard byte == UInt8(ascii: ",") else {
                throw Failure(offset: index - 1, reason: "expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }

    /// Calls `member` for each key with the key's bytes, escapes resolved.
    package mutating func object(
        _ member: (inout FastJSONReader, UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        try sequence(UInt8(ascii: "{"), UInt8(ascii: "}"), "object") { reader throws(Failure) in
            try reader.keyAndValue(member)
        }
    }

    /// Reads an object's members in order while `member` returns `true`; once it returns `false`,
    /// the rest of the object is left unread (the reader stays after that member's value).
    package mutating func objectPrefix(
        _ member: (inout FastJSONReader, UnsafeRawBufferPointer) throws(Failure) -> Bool
    ) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        try enter()
        defer { depth -= 1 }
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            var more = true
            try keyAndValue { reader, key throws(Failure) in more = try member(&reader, key) }
            if !more { return }
            skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: index, reason: "unterminated object") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else { throw Failure(offset: index - 1, reason: "expected ',' or '}'") }
        }
    }

    /// Reads one `"key": value` of an object: the key, then `member` with the key's bytes.
    mutating func keyAndValue(
        _ member: (inout FastJSONReader, UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        skipWhitespace()
        let keyStart = index
        let keyRange = try rawString()
        let keyEnd = index - 1
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        if let keyRange {
            let key = UnsafeRawBufferPointer(rebasing: bytes[keyRange])
            // Keys are decoded (JSONDecoder refuses one that is not UTF-8); values it skips are not.
            if key.contains(where: { $0 >= 0x80 }), String(validating: key, as: UTF8.self) == nil {
                throw Failure(offset: keyStart, reason: "invalid UTF-8 in a key")
            }
            try member(&self, key)
        } else {
            // An escaped key is the key it spells, as JSONDecoder reads it.
            let key = Array(try unescape(from: keyStart + 1, to: keyEnd).utf8)
            let outcome: Result<Void, Failure> = key.withUnsafeBytes { key in
                do throws(Failure) {
                    return .success(try member(&self, key))
                } catch {
                    return .failure(error)
                }
            }
            try outcome.get()
        }
    }

    /// Reads a string; returns the range of its bytes when it has no escapes, else `nil`.
    mutating func rawString() throws(Failure) -> Range<Int>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw Failure(offset: index, reason: "expected a string")
        }
        index += 1
        let start = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return escaped ? nil : start..<(index - 1)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 2
                continue
            }
            if byte < 0x20 { throw Failure(offset: index, reason: "control character in a string") }
            index += 1
        }
        throw Failure(offset: start, reason: "unterminated string")
    }

    /// Reads a string, checked as ``string()`` checks it, without building it; returns the range
    /// of its bytes, quotes included.
    package mutating func stringRange() throws(Failure) -> Range<Int> {
        skipWhitespace()
        let start = index
        if let range = try rawString() {
            let raw = UnsafeRawBufferPointer(rebasing: bytes[range])
            if raw.contains(where: { $0 >= 0x80 }), String(validating: raw, as: UTF8.self) == nil {
                throw Failure(offset: start, reason: "invalid UTF-8 in a string")
            }
        } else {
            _ = try unescape(from: start + 1, to: index - 1)
        }
        return start..<index
    }

    package mutating func string() throws(Failure) -> String {
        skipWhitespace()
        let start = index
        if let range = try rawString() {
            guard let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
                throw Failure(offset: start, reason: "invalid UTF-8 in a string")
            }
            return text
        }
        return try unescape(from: start + 1, to: index - 1)
    }

    func unescape(from start: Int, to end: Int) throws(Failure) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        func hex4(_ at: Int) throws(Failure) -> UInt32 {
            guard at + 4 <= end else { throw Failure(offset: at, reason: "bad \\u escape") }
            var value: UInt32 = 0
            for k in at..<(at + 4) {
                let c = bytes[k]
                let digit: UInt32
                switch c {
                case 0x30...0x39: digit = UInt32(c - 0x30)
                case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
                default: throw Failure(offset: k, reason: "bad \\u escape")
                }
                value = value << 4 | digit
            }
            return value
        }
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                i += 1
                continue
            }
            guard i + 1 < end else { throw Failure(offset: i, reason: "bad escape") }
            let kind = bytes[i + 1]
            i += 2
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(kind)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(i)
                i += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    guard i + 6 <= end, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw Failure(offset: i, reason: "unpaired surrogate")
                    }
                    let low = try hex4(i + 2)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw Failure(offset: i, reason: "unpaired surrogate")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw Failure(offset: i, reason: "bad \\u escape") }
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
            default:
                throw Failure(offset: i - 1, reason: "bad escape")
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw Failure(offset: start, reason: "invalid UTF-8 in a string")
        }
        return text
    }

    /// Skips one value by its structure alone: brackets and braces are counted outside strings,
    /// and a string ends at its first unescaped quote; keys, numbers, literals and the text of
    /// strings are not checked. For a part of a document whose bytes a checksum vouches for and
    /// that the caller does not read (the parts of a snapshot body in the older order, numbers
    /// last, that `list` passes on its way to the numbers; the parts a full read of the items and
    /// numbers alone leaves): about three times faster than ``skipValue()`` on an array of small
    /// objects. A full load still checks those parts.
    package mutating func skipStructure() throws(Failure) {
        guard let first = peek(), first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else {
            return try skipValue()
        }
        let start = index
        var depth = 0
        var at = index
        let count = bytes.count
        while at < count {
            switch bytes[at] {
            case UInt8(ascii: "\""):
                at += 1
                while at < count {
                    let byte = bytes[at]
                    if byte == UInt8(ascii: "\"") { break }
                    at += byte == UInt8(ascii: "\\") ? 2 : 1
                }
                guard at < count else { break }
                at += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                at += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                at += 1
                if depth == 0 {
                    index = at
                    return
                }
            default:
                at += 1
            }
        }
        throw Failure(offset: start, reason: "unterminated value")
    }

    /// Skips any JSON value, checking it as it goes.
    package mutating func skipValue() throws(Failure) {
        guard let byte = peek() else { throw Failure(offset: index, reason: "expected a value") }
        switch byte {
        case UInt8(ascii: "\""): _ = try rawString()
        case UInt8(ascii: "{"): try object { reader, _ throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "["): try array { reader throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"):
            guard matches("null") else { throw Failure(offset: index, reason: "expected null") }
        case UInt8(ascii: "-"), 0x30...0x39:
            // As loose as JSONDecoder is with a number it skips (`1.`, `01`, `1e` pass), no looser.
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
                    UInt8(ascii: "E"):
                    index += 1
                default:
                    guard index > start else { throw Failure(offset: index, reason: "expected a value") }
                    return
                }
            }
        default:
            throw Failure(offset: index, reason: "expected a value")
        }
    }
}
