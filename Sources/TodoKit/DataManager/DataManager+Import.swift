import Foundation

extension DataManager {
    /// Reads an import file (a JSON array of elements, or CSV as exported) and imports it.
    ///
    /// An invalid file changes nothing and throws exit 65 naming the first bad record. The file's
    /// size while it is parsed, then the records checked so far, go to `progress`.
    public func importFile(
        _ path: String, progress: any ProgressReporter = SilentProgress()
    ) throws(TodoError) -> ImportSummary {
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            let message = Messages.text(.importUnreadable, ["path": path, "reason": error.message])
            switch error.code {
            case ENOENT, ENOTDIR, EACCES, EPERM, EISDIR, ELOOP, ENAMETOOLONG: throw .noInput(message)
            default: throw .ioError(message)
            }
        }
        progress.report(ProgressEvent(.reading(bytes: bytes.count)))
        let items: [TodoItem]
        do {
            items = try parseImport(bytes, source: path)
        } catch {
            progress.finish()
            throw error
        }
        return try importItems(items, progress: progress)
    }

    /// Parses import bytes: JSON when the first non-blank character is `[`, CSV otherwise.
    ///
    /// Every problem is one line naming `source`, the record (and line where that helps) and what
    /// is wrong: bytes that are not UTF-8, a JSON object instead of an array, JSON that does not
    /// parse, a field of the wrong kind or out of range, a blank id or one with control
    /// characters, a deadline outside the years 1970 to 9999, a CSV header naming a column twice.
    public func parseImport(_ bytes: [UInt8], source: String) throws(TodoError) -> [TodoItem] {
        if let line = ImportChecks.firstNonUTF8Line(bytes) {
            throw .badData(Messages.text(.importNotUTF8Line, ["source": source, "line": String(line)]))
        }
        let first = bytes.first {
            !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
        }
        let items: [TodoItem]
        if first == UInt8(ascii: "{") {
            throw .badData(Messages.text(.importJSONObject, ["source": source]))
        } else if first == UInt8(ascii: "[") {
            if let (record, line) = ImportChecks.firstJSONSyntaxError(bytes) {
                throw .badData(
                    Messages.text(
                        .importJSONSyntax, ["source": source, "record": String(record), "line": String(line)]))
            }
            items = try WireJSON.decodeElements(Data(bytes), source: source)
        } else {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .badData(Messages.text(.importNotUTF8, ["source": source]))
            }
            let deviceID = try state().deviceID
            items = try CSVCodec.decode(
                text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text,
                source: source,
                now: settings.now(),
                deviceID: deviceID,
                makeID: { UUID().uuidString }
            )
        }
        var seen = Set<String>()
        for (index, item) in items.enumerated() {
            func fail(_ reason: String) -> TodoError {
                .badData(
                    Messages.text(.importRecord, ["source": source, "record": String(index + 1), "reason": reason]))
            }
            if item.id.allSatisfy(\.isWhitespace) { throw fail(Messages.text(.importBlankID)) }
            if item.id.unicodeScalars.contains(where: TerminalText.isUnsafe) {
                throw fail(Messages.text(.importIDControl))
            }
            if let deadline = item.deadline, !ImportChecks.saneTimes.contains(deadline) {
                throw fail(Messages.text(.importDeadlineRange, ["value": String(deadline)]))
            }
            // Int64.min, for one, is JSON the store's reader refuses: it would make the store unreadable.
            for (name, time) in [("created_at", item.createdAt), ("changed_at", item.changedAt)]
            where !ImportChecks.saneTimes.contains(time) {
                throw fail(Messages.text(.importTimeRange, ["name": name, "value": String(time)]))
            }
            if !seen.insert(item.id).inserted {
                throw fail(Messages.text(.importDuplicateID, ["id": item.id]))
            }
        }
        return items
    }
}

/// The checks an import file passes before its records are decoded or stored.
enum ImportChecks {
    /// Deadlines an import accepts: 1970-01-01 to 9999-12-31 (UTC), in Unix seconds.
    static let saneTimes: ClosedRange<Int64> = 0...253_402_300_799

    /// The 1-based line of the first byte sequence that is not UTF-8, or `nil` when all is.
    static func firstNonUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var line = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// Where a JSON array first breaks the JSON grammar: the 1-based record (element) being
    /// read and line; `nil` when the whole file is one well-formed array.
    static func firstJSONSyntaxError(_ bytes: [UInt8]) -> (record: Int, line: Int)? {
        if let tooDeep = firstTooDeep(bytes) { return tooDeep }
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let failure: (offset: Int, record: Int)? = bytes.withUnsafeBytes { raw in
            var reader = FastJSONReader(raw, from: bom)
            var count = 0
            do throws(FastJSONReader.Failure) {
                try reader.array { element throws(FastJSONReader.Failure) in
                    try element.skipValue()
                    count += 1
                }
                try reader.end()
                return nil
            } catch {
                return (error.offset, count + 1)
            }
        }
        guard let failure else { return nil }
        let end = min(max(failure.offset, 0), bytes.count)
        let line = 1 + bytes[..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (failure.record, line)
    }

    /// Arrays and objects nested deeper than this are refused before any recursive reader sees
    /// them (`JSONDecoder` stops at 512; an element needs 2).
    static let maxDepth = 64

    /// The record and line where nesting first goes past ``maxDepth``, if it does.
    private static func firstTooDeep(_ bytes: [UInt8]) -> (record: Int, line: Int)? {
        var depth = 0
        var line = 1
        var record = 1
        var inString = false
        var escaped = false
        for byte in bytes {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxDepth { return (record, line) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 1 { record += 1 }
            default: break
            }
        }
        return nil
    }
}
