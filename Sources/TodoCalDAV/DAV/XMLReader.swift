/// Reads the XML of WebDAV answers into ``XMLElement``s.
///
/// Enough of XML 1.0 for what servers send: the declaration, comments, processing
/// instructions and a doctype skipped; namespaces declared with `xmlns` and `xmlns:p`, scoped
/// to their element; the five named entities and character references; CDATA sections. A
/// document that is not well formed (a tag left open, an end tag of another element, an
/// undeclared prefix, an unknown entity) is a ``DAVError``.
public enum XMLReader {
    /// The root element of `bytes`.
    public static func parse(_ bytes: [UInt8]) throws(DAVError) -> XMLElement {
        var reader = Cursor(bytes: bytes)
        var stack: [(element: XMLElement, qualified: String, scope: [String: String])] = []
        var root: XMLElement?
        var scope: [String: String] = ["xml": "http://www.w3.org/XML/1998/namespace"]
        while reader.index < bytes.count {
            if reader.starts(with: "<!--") {
                try reader.skip(past: "-->")
            } else if reader.starts(with: "<![CDATA[") {
                reader.index += 9
                let start = reader.index
                try reader.skip(past: "]]>")
                guard !stack.isEmpty else { throw DAVError(.invalidXML, "CDATA outside the root element") }
                stack[stack.count - 1].element.text += normalised(bytes[start..<(reader.index - 3)])
            } else if reader.starts(with: "<?") || reader.starts(with: "<!") {
                try reader.skip(past: ">")
            } else if reader.starts(with: "</") {
                reader.index += 2
                let name = reader.name()
                reader.skipSpace()
                guard reader.next() == UInt8(ascii: ">"), let open = stack.popLast(), open.qualified == name else {
                    throw DAVError(.invalidXML, "the end tag </\(name)> closes no open element")
                }
                scope = stack.last?.scope ?? ["xml": "http://www.w3.org/XML/1998/namespace"]
                if stack.isEmpty {
                    guard root == nil else { throw DAVError(.invalidXML, "a second root element") }
                    root = open.element
                } else {
                    stack[stack.count - 1].element.children.append(open.element)
                }
            } else if reader.peek() == UInt8(ascii: "<") {
                reader.index += 1
                let qualified = reader.name()
                var attributes: [String: String] = [:]
                var selfClosing = false
                while true {
                    reader.skipSpace()
                    guard let byte = reader.peek() else { throw DAVError(.invalidXML, "a tag left open") }
                    if byte == UInt8(ascii: ">") {
                        reader.index += 1
                        break
                    }
                    if reader.starts(with: "/>") {
                        reader.index += 2
                        selfClosing = true
                        break
                    }
                    let attribute = reader.name()
                    reader.skipSpace()
                    guard !attribute.isEmpty, reader.next() == UInt8(ascii: "=") else {
                        throw DAVError(.invalidXML, "an attribute without a value in <\(qualified)>")
                    }
                    reader.skipSpace()
                    guard let quote = reader.next(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                        throw DAVError(.invalidXML, "an unquoted attribute in <\(qualified)>")
                    }
                    let start = reader.index
                    while let byte = reader.peek(), byte != quote { reader.index += 1 }
                    guard reader.next() == quote else { throw DAVError(.invalidXML, "an attribute left open") }
                    attributes[attribute] = try unescaped(bytes[start..<(reader.index - 1)])
                }
                var inner = scope
                for (name, value) in attributes {
                    if name == "xmlns" { inner[""] = value }
                    if name.hasPrefix("xmlns:") { inner[String(name.dropFirst(6))] = value }
                }
                let (prefix, local) = split(qualified)
                guard let namespace = inner[prefix] ?? (prefix.isEmpty ? "" : nil) else {
                    throw DAVError(.invalidXML, "the undeclared prefix \(prefix) in <\(qualified)>")
                }
                let element = XMLElement(namespace: namespace, name: local, attributes: attributes)
                if selfClosing {
                    if stack.isEmpty {
                        guard root == nil else { throw DAVError(.invalidXML, "a second root element") }
                        root = element
                    } else {
                        stack[stack.count - 1].element.children.append(element)
                    }
                } else {
                    stack.append((element, qualified, inner))
                    scope = inner
                }
            } else {
                let start = reader.index
                while let byte = reader.peek(), byte != UInt8(ascii: "<") { reader.index += 1 }
                let text = try unescaped(bytes[start..<reader.index])
                if stack.isEmpty {
                    guard text.allSatisfy(\.isWhitespace) else {
                        throw DAVError(.invalidXML, "text outside the root element")
                    }
                } else {
                    stack[stack.count - 1].element.text += text
                }
            }
        }
        guard stack.isEmpty else { throw DAVError(.invalidXML, "<\(stack[stack.count - 1].qualified)> left open") }
        guard let root else { throw DAVError(.invalidXML, "no element") }
        return root
    }

    /// `prefix:local` as its two parts (`""` for no prefix).
    static func split(_ qualified: String) -> (prefix: String, local: String) {
        guard let colon = qualified.firstIndex(of: ":") else { return ("", qualified) }
        return (String(qualified[..<colon]), String(qualified[qualified.index(after: colon)...]))
    }

    /// Character data with its line breaks normalised to LF.
    static func normalised(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0D {
                out.append(0x0A)
                if index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Character data with its references replaced and its line breaks normalised.
    static func unescaped(_ bytes: ArraySlice<UInt8>) throws(DAVError) -> String {
        let text = normalised(bytes)
        guard text.contains("&") else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                throw DAVError(.invalidXML, "an entity without ';'")
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number: UInt32? =
                    name.hasPrefix("#x")
                    ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                guard let number, let scalar = Unicode.Scalar(number) else {
                    throw DAVError(.invalidXML, "the unknown entity &\(name);")
                }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    /// A position in the bytes.
    struct Cursor {
        let bytes: [UInt8]
        var index = 0

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func next() -> UInt8? {
            defer { index += 1 }
            return peek()
        }

        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] } }
        }

        mutating func skip(past text: StaticString) throws(DAVError) {
            while index < bytes.count {
                if starts(with: text) {
                    index += text.utf8CodeUnitCount
                    return
                }
                index += 1
            }
            throw DAVError(.invalidXML, "\(text) missing")
        }

        mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        /// A name: everything up to white space, `>`, `/`, `=`.
        mutating func name() -> String {
            let start = index
            while let byte = peek(), byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D,
                byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"), byte != UInt8(ascii: "=")
            {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}

/// Why a WebDAV answer could not be read.
public struct DAVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem.
    public enum Reason: String, Sendable, Equatable {
        case invalidXML = "invalid XML"
        case notMultistatus = "not a multistatus"
    }

    public let reason: Reason
    /// What exactly, for the log.
    public let detail: String

    public init(_ reason: Reason, _ detail: String) {
        self.reason = reason
        self.detail = detail
    }

    public var description: String { "\(reason.rawValue): \(detail)" }
}
