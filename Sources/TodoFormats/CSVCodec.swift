import TodoModel
import TodoValues

/// Todos as CSV (RFC 4180): a header row with the wire field names, then one row per todo.
///
/// On import only `text` is required; a missing id is generated, missing times are "now",
/// `importance` defaults to basic, `done` accepts true/false/yes/no/1/0, and `deadline` accepts
/// Unix seconds or a date as `todo add --due` does.
public enum CSVCodec {
    /// The columns, in export order: the keys of ``TodoField``, in its order.
    public static let columns = TodoField.inOrder.map(\.name)

    /// Encodes todos with a header row.
    public static func encode(_ items: [TodoItem]) -> String {
        var out = columns.joined(separator: ",") + "\n"
        for item in items {
            out += TodoField.inOrder.map { quote($0.value(of: item)?.text ?? "") }.joined(separator: ",") + "\n"
        }
        return out
    }

    /// `field` as one CSV field: quoted when it holds a comma, a quote or a line break. It looks at
    /// Unicode scalars, as the reader does: a `\r\n` in the text is one character but two breaks, and a
    /// quote followed by a combining mark is still a quote to double.
    package static func quote(_ field: String) -> String {
        let special: (Unicode.Scalar) -> Bool = { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        guard field.unicodeScalars.contains(where: special) else { return field }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in field.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// Splits CSV text into rows of fields; throws on an unterminated quote.
    ///
    /// It reads Unicode scalars, not characters: a quote followed by a combining mark is still a
    /// quote, as the import's byte-level row splitter sees it.
    public static func rows(_ text: String, source: String) throws(TodoError) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = String.UnicodeScalarView()
        var inQuotes = false
        var fieldStarted = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        func endRow() {
            row.append(String(field))
            if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []
            field = String.UnicodeScalarView()
            fieldStarted = false
        }
        while let scalar = pending {
            pending = iterator.next()
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = iterator.next()
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where !fieldStarted:
                inQuotes = true
                fieldStarted = true
            case ",":
                row.append(String(field))
                field = String.UnicodeScalarView()
                fieldStarted = false
            case "\r":
                endRow()
                if pending == "\n" { pending = iterator.next() }
            case "\n":
                endRow()
            default:
                field.append(scalar)
                fieldStarted = true
            }
        }
        if inQuotes {
            throw .badData(.csvUnterminated, ["source": source, "record": String(rows.count)])
        }
        if fieldStarted || !row.isEmpty {
            row.append(String(field))
            rows.append(row)
        }
        return rows
    }

    /// Decodes CSV into todos, naming the first bad record (1-based, header excluded).
    public static func decode(
        _ text: String,
        source: String,
        now: Int64,
        deviceID: String,
        makeID: () -> String
    ) throws(TodoError) -> [TodoItem] {
        let all = try rows(text, source: source)
        guard let first = all.first else { return [] }
        let names = try header(first, source: source)
        var items: [TodoItem] = []
        for (offset, row) in all.dropFirst().enumerated() {
            items.append(
                try item(
                    row, names: names, record: offset + 1, source: source, now: now, deviceID: deviceID,
                    makeID: makeID))
        }
        return items
    }

    /// Checks a header row and returns its column names, trimmed and lowercased.
    package static func header(_ row: [String], source: String) throws(TodoError) -> [String] {
        let names = row.map { $0.trimmingWhitespace().lowercased() }
        for name in names where !columns.contains(name) {
            throw .badData(
                .csvUnknownColumn, ["source": source, "name": name, "known": columns.joined(separator: ", ")])
        }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            throw .badData(.csvDuplicateColumn, ["source": source, "name": name])
        }
        guard names.contains("text") else { throw .badData(.csvNoTextColumn, ["source": source]) }
        return names
    }

    /// Decodes one row under the header's `names` into a todo; `record` is 1-based, header excluded.
    package static func item(
        _ row: [String],
        names: [String],
        record: Int,
        source: String,
        now: Int64,
        deviceID: String,
        makeID: () -> String
    ) throws(TodoError) -> TodoItem {
        func fail(_ key: MessageKey, _ values: [String: String]) -> TodoError {
            .badData(
                Message(
                    .importRecord, ["source": source, "record": String(record)],
                    nested: ["reason": Message(key, values)]))
        }
        guard row.count == names.count else {
            throw fail(.csvFieldCount, ["count": String(row.count), "expected": String(names.count)])
        }
        var values: [String: String] = [:]
        for (name, value) in zip(names, row) { values[name] = value }
        let id = values["id"].flatMap { $0.isEmpty ? nil : $0 }
        var item = TodoItem(id: id ?? "", text: "", createdAt: now, lastUpdatedBy: deviceID)
        var changed: Int64?
        for field in TodoField.inOrder {
            guard let raw = values[field.name], !raw.isEmpty else { continue }
            switch field {
            case .id:
                continue
            case .importance:
                guard field.set(.string(raw.lowercased()), in: &item) else {
                    throw fail(.csvImportance, ["value": raw])
                }
            case .done:
                switch raw.lowercased() {
                case "true", "yes", "1", "x": item.done = true
                case "false", "no", "0": item.done = false
                default: throw fail(.csvDone, ["value": raw])
                }
            case .deadline:
                if let seconds = Int64(raw), TodoFields.times.contains(seconds) {
                    item.deadline = seconds
                } else if let date = DateInput.parse(raw, now: now), TodoFields.times.contains(date) {
                    item.deadline = date
                } else {
                    throw fail(.csvDeadline, ["value": raw])
                }
            case .color:
                guard TodoFields.isValidColor(raw), field.set(.string(raw), in: &item) else {
                    throw fail(.csvColor, ["value": raw])
                }
            case .createdAt, .changedAt:
                guard let value = Int64(raw), TodoFields.times.contains(value) else {
                    throw fail(.csvNotSeconds, ["name": field.name, "value": raw])
                }
                if field == .changedAt { changed = value } else { item.createdAt = value }
            default:
                // A field without an import rule of its own: its value as CSV writes it.
                let value: TodoFieldValue? =
                    switch field.kind {
                    case .string: .string(raw)
                    case .integer: Int64(raw).map(TodoFieldValue.integer)
                    case .bool: ["true": true, "false": false][raw.lowercased()].map(TodoFieldValue.bool)
                    }
                guard field.set(value, in: &item) else {
                    throw fail(.csvValue, ["name": field.name, "value": raw])
                }
            }
        }
        if id == nil { item.id = makeID() }
        item.changedAt = changed ?? item.createdAt
        return item
    }
}
