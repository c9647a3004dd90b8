import TodoFormats
import TodoModel
import TodoNetwork
import TodoValues

/// Reads an import file record by record from chunks of bytes, so a file of a million rows is never
/// held whole: only the record being read and the todos it has made so far are in memory.
///
/// JSON (a top-level array of elements) when the first non-blank byte is `[`, CSV otherwise. The
/// first problem in file order ends the read with one line naming the source, the record and (where
/// it helps) the line: bytes that are not UTF-8, a JSON object instead of an array, JSON that does not
/// parse, a field of the wrong kind or out of range, a CSV header or row that does not fit.
struct ImportReader {
    /// Where the file is being read from, for messages.
    let source: String
    /// What CSV rows without a time, an id or an author get.
    let now: Int64
    let deviceID: String
    let makeID: () -> String

    private enum Format {
        case undecided
        case json(JSONSplitter)
        case csv(CSVSplitter)
    }

    private var format = Format.undecided
    /// Bytes before the format is known: a byte-order mark and blanks.
    private var lead: [UInt8] = []
    /// The todos read, when no ``keep`` takes them as they come.
    private(set) var items: [TodoItem] = []
    /// Takes each todo as it is read, instead of ``items``.
    private let keep: ((TodoItem) -> Void)?
    private var seen = Set<String>()
    /// The authors (`last_updated_by`) met so far, up to ``authorLimit``: a million todos by one
    /// device then share one string instead of holding a million copies.
    private var authors: [String: String] = [:]
    static let authorLimit = 256
    /// The largest number of bytes held for one record, to show that the reader streams.
    private(set) var largestRecord = 0

    init(
        source: String, now: Int64, deviceID: String, makeID: @escaping () -> String,
        keep: ((TodoItem) -> Void)? = nil
    ) {
        self.keep = keep
        self.source = source
        self.now = now
        self.deviceID = deviceID
        self.makeID = makeID
    }

    /// Reads every chunk `next` gives (an empty chunk ends the input); the todos go to `keep` as
    /// they are read, or without it to ``items``.
    static func read(
        source: String, now: Int64, deviceID: String, makeID: @escaping () -> String,
        keep: ((TodoItem) -> Void)? = nil, chunks next: () throws(TodoError) -> [UInt8]
    ) throws(TodoError) -> ImportReader {
        var reader = ImportReader(source: source, now: now, deviceID: deviceID, makeID: makeID, keep: keep)
        while true {
            let chunk = try next()
            if chunk.isEmpty { break }
            try reader.feed(chunk)
        }
        try reader.finish()
        return reader
    }

    /// Reads the next bytes of the file.
    mutating func feed(_ chunk: [UInt8]) throws(TodoError) {
        var start = 0
        if case .undecided = format {
            for (offset, byte) in chunk.enumerated() {
                if Self.isLead(byte, at: lead.count) {
                    lead.append(byte)
                    continue
                }
                try decide(byte)
                start = offset
                break
            }
            if case .undecided = format { return }
        }
        switch format {
        case .undecided: return
        case .json(var splitter):
            format = .undecided
            defer { format = .json(splitter) }
            try splitter.feed(chunk[start...], into: &self)
        case .csv(var splitter):
            format = .undecided
            defer { format = .csv(splitter) }
            try splitter.feed(chunk[start...], into: &self)
        }
    }

    /// Ends the input: a record still open is read or refused.
    mutating func finish() throws(TodoError) {
        switch format {
        case .undecided:
            // Only blanks (or nothing): an empty CSV file.
            return
        case .json(var splitter):
            format = .undecided
            defer { format = .json(splitter) }
            try splitter.finish(into: &self)
        case .csv(var splitter):
            format = .undecided
            defer { format = .csv(splitter) }
            try splitter.finish(into: &self)
        }
    }

    /// A blank, or a byte of a byte-order mark at the very start.
    private static func isLead(_ byte: UInt8, at offset: Int) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: return true
        case 0xEF: return offset == 0
        case 0xBB: return offset == 1
        case 0xBF: return offset == 2
        default: return false
        }
    }

    private mutating func decide(_ first: UInt8) throws(TodoError) {
        let line = 1 + lead.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        // The start of a byte-order mark without the rest is no UTF-8.
        if lead.first == 0xEF && !lead.starts(with: [0xEF, 0xBB, 0xBF]) { throw notUTF8(line: 1) }
        switch first {
        case UInt8(ascii: "{"): throw .badData(.importJSONObject, ["source": source])
        case UInt8(ascii: "["): format = .json(JSONSplitter(line: line))
        default:
            // The blank lines before the header are CSV too; only a byte-order mark is dropped.
            let bom = lead.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var splitter = CSVSplitter()
            try splitter.feed(lead[bom...], into: &self)
            format = .csv(splitter)
        }
    }

    // MARK: Records

    fileprivate func fail(record: Int, _ reason: Message) -> TodoError {
        .badData(Message(.importRecord, ["source": source, "record": String(record)], nested: ["reason": reason]))
    }

    fileprivate func syntaxError(record: Int, line: Int) -> TodoError {
        .badData(.importJSONSyntax, ["source": source, "record": String(record), "line": String(line)])
    }

    fileprivate func notUTF8(line: Int) -> TodoError {
        .badData(.importNotUTF8Line, ["source": source, "line": String(line)])
    }

    fileprivate mutating func noteRecordSize(_ count: Int) {
        largestRecord = max(largestRecord, count)
    }

    /// Checks a todo read from record `record` (1-based) and keeps it.
    fileprivate mutating func accept(_ item: TodoItem, record: Int) throws(TodoError) {
        // The one definition of what a todo may hold, as `add`, `edit` and `export` follow it.
        if let problem = TodoFields.problem(item) { throw fail(record: record, problem) }
        if !seen.insert(item.id).inserted {
            throw fail(record: record, Message(.importDuplicateID, ["id": item.id]))
        }
        var item = item
        if let author = authors[item.lastUpdatedBy] {
            item.lastUpdatedBy = author
        } else if authors.count < Self.authorLimit {
            authors[item.lastUpdatedBy] = item.lastUpdatedBy
        }
        if let keep { keep(item) } else { items.append(item) }
    }

    /// Reads one JSON element (its bytes, from the line it starts on).
    fileprivate mutating func element(_ bytes: [UInt8], record: Int, line: Int) throws(TodoError) {
        noteRecordSize(bytes.count)
        if let bad = ImportChecks.firstNonUTF8Line(bytes) { throw notUTF8(line: line + bad - 1) }
        func lineAt(_ offset: Int) -> Int {
            line + bytes[..<min(max(offset, 0), bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        let parsed: Result<TodoItem, FastJSONReader.Failure> = bytes.withUnsafeBytes { raw in
            var reader = FastJSONReader(raw)
            do throws(FastJSONReader.Failure) {
                let item = try reader.item()
                try reader.end()
                return .success(item)
            } catch {
                return .failure(error)
            }
        }
        switch parsed {
        case .success(let item):
            try accept(item, record: record)
        case .failure:
            // Not JSON at all, or JSON that is not a todo: the grammar alone decides which.
            // A complete value followed by more (`{…}\n{…}`: a comma missing) breaks at the next record.
            let syntax: (failure: FastJSONReader.Failure, afterValue: Bool)? = bytes.withUnsafeBytes { raw in
                var reader = FastJSONReader(raw)
                do throws(FastJSONReader.Failure) {
                    try reader.skipValue()
                } catch {
                    return (error, false)
                }
                do throws(FastJSONReader.Failure) {
                    try reader.end()
                    return nil
                } catch {
                    return (error, true)
                }
            }
            if let syntax {
                throw syntaxError(record: record + (syntax.afterValue ? 1 : 0), line: lineAt(syntax.failure.offset))
            }
            throw fail(record: record, ImportChecks.reason(decoding: bytes))
        }
    }

    /// Reads one CSV row: the header first, then todos.
    fileprivate mutating func row(_ fields: [String], record: Int, header: inout [String]?) throws(TodoError) {
        guard let names = header else {
            header = try CSVCodec.header(fields, source: source)
            return
        }
        let item = try CSVCodec.item(
            fields, names: names, record: record, source: source, now: now, deviceID: deviceID, makeID: makeID)
        try accept(item, record: record)
    }
}

/// Finds the elements of a top-level JSON array in a stream of bytes: tracks strings and nesting
/// only, and leaves each element's grammar to ``FastJSONReader``.
private struct JSONSplitter {
    private enum Phase { case open, closed }

    private var phase = Phase.open
    /// Whether the array's `[` has been read.
    private var opened = false
    private var element: [UInt8] = []
    private var elementLine: Int
    private var line: Int
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var completed = 0
    private var commas = 0

    init(line: Int) {
        self.line = line
        elementLine = line
    }

    mutating func feed(_ bytes: ArraySlice<UInt8>, into reader: inout ImportReader) throws(TodoError) {
        var bytes = bytes
        if !opened, let first = bytes.first {
            // The caller starts the first chunk at the `[`.
            precondition(first == UInt8(ascii: "["), "a JSON import starts at its '['")
            opened = true
            bytes = bytes.dropFirst()
        }
        for byte in bytes {
            switch phase {
            case .closed:
                if byte == 0x0A { line += 1 }
                if !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) {
                    throw reader.syntaxError(record: completed + 1, line: line)
                }
            case .open:
                if inString {
                    element.append(byte)
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    } else if byte == 0x0A {
                        line += 1
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    element.append(byte)
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    // The array itself is one level.
                    if depth + 1 > ImportChecks.maxDepth { throw reader.syntaxError(record: completed + 1, line: line) }
                    element.append(byte)
                case UInt8(ascii: "]") where depth == 0:
                    try endElement(closing: true, into: &reader)
                    phase = .closed
                case UInt8(ascii: ","):
                    if depth == 0 {
                        try endElement(closing: false, into: &reader)
                    } else {
                        element.append(byte)
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(depth - 1, 0)
                    element.append(byte)
                default:
                    if byte == 0x0A { line += 1 }
                    element.append(byte)
                }
            }
        }
    }

    mutating func finish(into reader: inout ImportReader) throws(TodoError) {
        guard phase == .open else { return }
        // The array never closed: the element it was in is read first, as its own problem may come first.
        if !Self.isBlank(element) {
            completed += 1
            try reader.element(element, record: completed, line: elementLine)
        }
        throw reader.syntaxError(record: completed + 1, line: line)
    }

    private mutating func endElement(closing: Bool, into reader: inout ImportReader) throws(TodoError) {
        let startLine = elementLine
        elementLine = line
        if Self.isBlank(element) {
            // `[]` and `[ ]` are empty lists; a blank between commas or before `]` is not JSON.
            if closing && commas == 0 && completed == 0 { return }
            throw reader.syntaxError(record: completed + 1, line: line)
        }
        if !closing { commas += 1 }
        completed += 1
        try reader.element(element, record: completed, line: startLine)
        element.removeAll(keepingCapacity: true)
    }

    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}

/// Finds the rows of a CSV file (RFC 4180: a quoted field may hold commas, quotes and line breaks)
/// in a stream of bytes, and hands each to ``CSVCodec`` as text.
private struct CSVSplitter {
    private var row: [UInt8] = []
    private var rowLine = 1
    private var line = 1
    private var inQuotes = false
    /// A quote seen inside quotes: the next byte says whether it was `""` or the closing one.
    private var quotePending = false
    private var fieldStarted = false
    /// Rows read so far, the header included (blank lines are not rows).
    private var rows = 0
    private var header: [String]?

    mutating func feed(_ bytes: ArraySlice<UInt8>, into reader: inout ImportReader) throws(TodoError) {
        for byte in bytes {
            if inQuotes {
                if quotePending {
                    quotePending = false
                    if byte == UInt8(ascii: "\"") {
                        row.append(byte)
                        continue
                    }
                    inQuotes = false
                } else {
                    if byte == UInt8(ascii: "\"") { quotePending = true }
                    if byte == 0x0A { line += 1 }
                    row.append(byte)
                    continue
                }
            }
            switch byte {
            case UInt8(ascii: "\"") where !fieldStarted:
                inQuotes = true
                fieldStarted = true
                row.append(byte)
            case UInt8(ascii: ","):
                fieldStarted = false
                row.append(byte)
            case 0x0A, 0x0D:
                try endRow(into: &reader)
                if byte == 0x0A { line += 1 }
                rowLine = line
                fieldStarted = false
            default:
                fieldStarted = true
                row.append(byte)
            }
        }
    }

    mutating func finish(into reader: inout ImportReader) throws(TodoError) {
        if quotePending {
            quotePending = false
            inQuotes = false
        }
        if inQuotes {
            throw .badData(.csvUnterminated, ["source": reader.source, "record": String(rows)])
        }
        try endRow(into: &reader)
    }

    private mutating func endRow(into reader: inout ImportReader) throws(TodoError) {
        guard !row.isEmpty else { return }
        defer { row.removeAll(keepingCapacity: true) }
        reader.noteRecordSize(row.count)
        guard let text = String(validating: row, as: UTF8.self) else {
            throw reader.notUTF8(line: rowLine + (ImportChecks.firstNonUTF8Line(row) ?? 1) - 1)
        }
        // A line of one empty field (`""`) is blank, as an empty line is.
        for fields in try CSVCodec.rows(text, source: reader.source) where fields != [""] {
            rows += 1
            try reader.row(fields, record: rows - 1, header: &header)
        }
    }
}
