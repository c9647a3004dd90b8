/// Reads and writes iCalendar objects (RFC 5545) as servers and other clients write them.
///
/// Reading is lenient where clients differ and strict only where the structure is at stake:
/// CRLF or LF-only line breaks, folds of a space or a tab (a fold may split a multi-byte UTF-8
/// character; the bytes are joined before they are decoded), empty values (`DTSTART:`), a
/// parameter value in quotes holding `:` or `;`, a line with no colon (kept as it came, its
/// value empty). A `BEGIN` without its `END`, an `END` that closes another component, or text
/// outside the outermost component is an ``ICalError``.
///
/// Writing breaks lines with CRLF and folds at 75 octets, never inside a UTF-8 character. A
/// property read and not changed is written as its original lines, byte for byte.
public enum ICalendar {
    /// The outermost component of `bytes` (a `VCALENDAR`).
    public static func parse(_ bytes: [UInt8]) throws(ICalError) -> ICalComponent {
        var stack: [ICalComponent] = []
        var root: ICalComponent?
        for line in logicalLines(bytes) {
            let property = parseLine(line.physical)
            switch property.name {
            case "BEGIN" where !property.value.isEmpty:
                guard root == nil else { throw ICalError(.textAfterEnd, line: line.number) }
                stack.append(ICalComponent(property.value))
            case "END" where !property.value.isEmpty:
                guard let closed = stack.popLast() else { throw ICalError(.endWithoutBegin, line: line.number) }
                guard closed.name == property.value.uppercased() else {
                    throw ICalError(.endOfAnotherComponent, line: line.number)
                }
                if stack.isEmpty {
                    root = closed
                } else {
                    stack[stack.count - 1].entries.append(.component(closed))
                }
            default:
                guard !stack.isEmpty else {
                    throw ICalError(root == nil ? .textBeforeBegin : .textAfterEnd, line: line.number)
                }
                stack[stack.count - 1].entries.append(.property(property))
            }
        }
        guard stack.isEmpty else { throw ICalError(.missingEnd, line: nil) }
        guard let root else { throw ICalError(.empty, line: nil) }
        return root
    }

    /// `component` as iCalendar bytes, each line ended by CRLF.
    public static func serialize(_ component: ICalComponent) -> [UInt8] {
        var out: [UInt8] = []
        write(component, to: &out)
        return out
    }

    private static func write(_ component: ICalComponent, to out: inout [UInt8]) {
        out += Array("BEGIN:\(component.name)\r\n".utf8)
        for entry in component.entries {
            switch entry {
            case .property(let property):
                if let original = property.original {
                    for (index, line) in original.enumerated() {
                        if index > 0 { out += [0x0D, 0x0A] }
                        out += line
                    }
                    out += [0x0D, 0x0A]
                } else {
                    fold(Array(contentLine(property).utf8), into: &out)
                }
            case .component(let child):
                write(child, to: &out)
            }
        }
        out += Array("END:\(component.name)\r\n".utf8)
    }

    /// The content line of a property made here: parameter values quoted when they hold `:`,
    /// `;` or `,`.
    static func contentLine(_ property: ICalProperty) -> String {
        var line = property.name
        for parameter in property.parameters {
            let values = parameter.values.map { value in
                value.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(value)\"" : value
            }
            line += ";\(parameter.name)=" + values.joined(separator: ",")
        }
        return line + ":" + property.value
    }

    /// `line` folded at 75 octets (RFC 5545, 3.1), never before a UTF-8 continuation byte, each
    /// physical line ended by CRLF.
    static func fold(_ line: [UInt8], into out: inout [UInt8]) {
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var end = start + limit
            while end > start + 1, line[end] & 0xC0 == 0x80 { end -= 1 }
            out += line[start..<end]
            out += [0x0D, 0x0A, 0x20]
            start = end
            limit = 74
        }
        out += line[start...]
        out += [0x0D, 0x0A]
    }

    /// A logical line: its physical lines (without line breaks) and the number of the first.
    struct LogicalLine {
        var physical: [[UInt8]]
        var number: Int
    }

    /// The logical lines of `bytes`: a line that starts with a space or a tab continues the one
    /// before it. Empty lines are skipped.
    static func logicalLines(_ bytes: [UInt8]) -> [LogicalLine] {
        var lines: [LogicalLine] = []
        var number = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var last = end
            if last > start, bytes[last - 1] == 0x0D { last -= 1 }
            let physical = Array(bytes[start..<last])
            number += 1
            if let first = physical.first, first == 0x20 || first == 0x09, !lines.isEmpty {
                lines[lines.count - 1].physical.append(physical)
            } else if !physical.isEmpty {
                lines.append(LogicalLine(physical: [physical], number: number))
            }
            start = end + 1
        }
        return lines
    }

    /// The property of one logical line (its physical lines kept as its original).
    static func parseLine(_ physical: [[UInt8]]) -> ICalProperty {
        var unfolded: [UInt8] = physical[0]
        for continuation in physical.dropFirst() { unfolded += continuation.dropFirst() }
        let text = String(decoding: unfolded, as: UTF8.self)
        var index = text.startIndex
        var name = ""
        while index < text.endIndex, text[index] != ";", text[index] != ":" {
            name.append(text[index])
            index = text.index(after: index)
        }
        var parameters: [ICalParameter] = []
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            var parameterName = ""
            while index < text.endIndex, text[index] != "=", text[index] != ";", text[index] != ":" {
                parameterName.append(text[index])
                index = text.index(after: index)
            }
            var values: [String] = []
            if index < text.endIndex, text[index] == "=" {
                repeat {
                    index = text.index(after: index)
                    var value = ""
                    if index < text.endIndex, text[index] == "\"" {
                        index = text.index(after: index)
                        while index < text.endIndex, text[index] != "\"" {
                            value.append(text[index])
                            index = text.index(after: index)
                        }
                        if index < text.endIndex { index = text.index(after: index) }
                    }
                    while index < text.endIndex, text[index] != ",", text[index] != ";", text[index] != ":" {
                        value.append(text[index])
                        index = text.index(after: index)
                    }
                    values.append(value)
                } while index < text.endIndex && text[index] == ","
            }
            parameters.append(ICalParameter(name: parameterName.uppercased(), values: values))
        }
        let value = index < text.endIndex ? String(text[text.index(after: index)...]) : ""
        return ICalProperty(name: name.uppercased(), parameters: parameters, value: value, original: physical)
    }
}

/// Why bytes are not an iCalendar object.
public struct ICalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: String, Sendable, Equatable {
        case empty = "no component"
        case textBeforeBegin = "a line before BEGIN"
        case textAfterEnd = "a line after the last END"
        case endWithoutBegin = "END without BEGIN"
        case endOfAnotherComponent = "END of another component"
        case missingEnd = "BEGIN without END"
    }

    public let reason: Reason
    /// The line's number (1-based, physical lines); `nil` at the end of the bytes.
    public let line: Int?

    public init(_ reason: Reason, line: Int?) {
        self.reason = reason
        self.line = line
    }

    public var description: String {
        line.map { "\(reason.rawValue) (line \($0))" } ?? reason.rawValue
    }
}
