import TodoFormats
import TodoModel
import TodoValues

/// The human-readable forms of todos: the two-section list and the detail view.
///
/// A list line is `M ID  [ ] !! text…  due  · owner`: the marker column `M` is `!` for an
/// overdue todo and `>` for one due today (so they stand out without colour too), the text column
/// is as wide as the longest text (truncated with `…` to fit ``width`` when one is given), and the
/// due column is aligned, in days relative to today (`today`, `tomorrow`, `in 2d`, `3d overdue`;
/// a date further than 30 days ahead).
public struct ListRenderer {
    /// Characters of the id shown in the list.
    public static let shortIDLength = TodoItem.shortIDLength
    /// Days ahead up to which a due date is shown relative to today; later ones as a date.
    static let relativeDays = 30
    /// The narrowest text column, whatever the width.
    static let minimumTextWidth = 12
    /// The widest text column off a terminal (longer texts run past the due column, which is
    /// as wide as the longest text up to this).
    static let plainTextWidth = 50
    private var days: DayFormatter
    let startOfToday: Int64
    /// Owners shown after a todo's line, by id (while logged in: the device's own todos).
    public var ownerTags: [String: String] = [:]
    /// The short numbers of pending todos, by id: shown in a column of their own before the id.
    public var numbers: [String: Int] = [:]
    /// The short number of each pending todo given to ``render(pending:done:showPending:showDone:)``,
    /// at the same position (0: none); when set, used instead of ``numbers``.
    public var pendingNumbers: [Int]?
    /// The width of the number column (0: none), set per render.
    private var numberWidth = 0
    /// The terminal's width in columns: lines are fitted to it. `nil` (not a terminal): stable
    /// lines, never cut.
    public var width: Int?
    /// Whether due dates also show as `YYYY-MM-DD` after the relative day (`-v`).
    public var absoluteDates = false
    /// What an empty section says when the list was filtered (`no todo matches "zzz"`); when both
    /// sections are empty, the whole output.
    public var filterNote: String?
    /// The markers made for each set of text tokens, once per list (issue 35).
    var recurrenceMarkers: [TextTokens: String] = [:]
    private let noText: String
    private let style: TerminalStyle
    private var dayCache: [Int64: Int] = [:]
    /// The words of each relative day (`in 2d`), by offset: said once per render, not per row.
    private var dueWordCache: [Int: String] = [:]
    private var times = TimeOfDayFormatter()

    /// A renderer for the day of `now`, colouring with `style` (none by default).
    public init(now: Int64, style: TerminalStyle = .plain) {
        days = DayFormatter()
        startOfToday = DateInput.startOfDay(now)
        self.style = style
        noText = Messages.text(.listNoText)
    }

    /// A list line's parts, measured before the columns are sized.
    /// (The todo's own id and text stay in the todo: a row holds only what it adds, so that making
    /// a hundred thousand rows copies no string of theirs.)
    private struct Row {
        var done: Bool
        var level: Importance
        var number: Int?
        var marker: String
        var mark: TerminalStyle.Tone?
        var importance: String
        /// What is shown for the text when it is not the todo's own (escaped, or the placeholder).
        var text: String?
        /// The display columns of `text`, of `due` and of `owner`.
        var textColumns = 0
        var due: String
        var dueColumns = 0
        var owner: String
        var ownerColumns = 0
    }

    /// Pending and completed todos as two sections.
    public mutating func render(pending: [TodoItem], done: [TodoItem], showPending: Bool, showDone: Bool) -> String {
        if let filterNote, pending.isEmpty || !showPending, done.isEmpty || !showDone {
            return filterNote + "\n"
        }
        numberWidth = 0
        var pendingRows: [Row] = []
        if showPending {
            pendingRows.reserveCapacity(pending.count)
            // Through buffer pointers: each todo borrowed, not copied (100k copies of its strings).
            pending.withUnsafeBufferPointer { items in
                if let pendingNumbers {
                    precondition(pendingNumbers.count == items.count, "a number for each pending todo")
                    for index in items.indices {
                        let number = pendingNumbers[index]
                        pendingRows.append(row(items[index], number: number > 0 ? number : nil))
                    }
                } else {
                    for index in items.indices {
                        pendingRows.append(row(items[index], number: numbers.isEmpty ? nil : numbers[items[index].id]))
                    }
                }
            }
        }
        var doneRows: [Row] = []
        if showDone {
            doneRows.reserveCapacity(done.count)
            done.withUnsafeBufferPointer { items in
                for index in items.indices { doneRows.append(row(items[index], number: nil)) }
            }
        }
        let highest = pendingRows.reduce(0) { max($0, $1.number ?? 0) }
        numberWidth = highest > 0 ? String(highest).count : 0
        let columns = sizes(pendingRows, doneRows)
        var out: [UInt8] = []
        // Room for every line at its columns (no copy of 7 MB at 100k as the buffer grows); a
        // longer line (a long text off a terminal, or wide characters) grows it.
        let lineBytes =
            2 + (numberWidth > 0 ? numberWidth + 1 : 0) + Self.shortIDLength + 6 + columns.text
            + (columns.due > 0 ? 2 + columns.due : 0) + 1 + (style.enabled ? 24 : 0)
        out.reserveCapacity((pendingRows.count + doneRows.count) * lineBytes + 256)
        if showPending {
            out.appendUTF8(Messages.text(.listPendingHeading, ["count": String(pending.count)]) + "\n")
            if pending.isEmpty { out.appendUTF8("  " + (filterNote ?? Messages.text(.listPendingEmpty)) + "\n") }
            pendingRows.withUnsafeBufferPointer { rows in
                pending.withUnsafeBufferPointer { items in
                    for index in rows.indices { line(rows[index], items[index], columns, into: &out) }
                }
            }
        }
        if showDone {
            if showPending { out.append(UInt8(ascii: "\n")) }
            out.appendUTF8(Messages.text(.listCompletedHeading, ["count": String(done.count)]) + "\n")
            if done.isEmpty { out.appendUTF8("  " + (filterNote ?? Messages.text(.listCompletedEmpty)) + "\n") }
            doneRows.withUnsafeBufferPointer { rows in
                done.withUnsafeBufferPointer { items in
                    for index in rows.indices { line(rows[index], items[index], columns, into: &out) }
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func row(_ item: TodoItem, number: Int?) -> Row {
        var row = Row(
            done: item.done, level: item.importance, marker: " ", importance: "", text: nil, due: "", owner: "")
        row.number = number
        switch item.importance {
        case .important: row.importance = "!! "
        case .low: row.importance = "↓ "
        case .basic: break
        }
        // Printable ASCII (most texts) is its own single line, escape and width: one scan.
        let plain = !item.text.isEmpty && Self.isPrintableASCII(item.text.utf8)
        row.text = item.text.isEmpty ? noText : plain ? nil : TerminalText.escape(Self.singleLine(item.text))
        // Recurrence and waiting (issue 35): tokens as markers; a scan for `:` when there are none.
        if TextTokens.mayHaveTokens(item.text), let shown = tokenText(item.text) { row.text = shown }
        if let deadline = item.deadline {
            let offset = dayOffset(deadline)
            // A completed todo is not overdue: its due date as a date.
            row.due = item.done ? days.string(deadline) + times.suffix(deadline) : dueWords(offset, deadline: deadline)
            if !item.done && offset < 0 {
                row.marker = "!"
                row.mark = .overdue
            } else if !item.done && offset == 0 {
                row.marker = ">"
                row.mark = .today
            }
        }
        if !ownerTags.isEmpty, let owner = ownerTags[item.id] {
            row.owner = "  · " + TerminalText.escape(owner)
        }
        row.textColumns = row.text.map { Self.columns($0) } ?? item.text.utf8.count
        row.dueColumns = Self.columns(row.due)
        row.ownerColumns = row.owner.isEmpty ? 0 : Self.columns(row.owner)
        return row
    }

    /// The width of the text column (importance marker included) and of the due column.
    private func sizes(_ pendingRows: [Row], _ doneRows: [Row]) -> (text: Int, due: Int) {
        var text = 0
        var plainText = 0
        var due = 0
        var owner = 0
        for rows in [pendingRows, doneRows] {
            rows.withUnsafeBufferPointer { rows in
                for index in rows.indices {
                    let columns = Self.columns(rows[index].importance) + rows[index].textColumns
                    text = max(text, columns)
                    if columns <= Self.plainTextWidth { plainText = max(plainText, columns) }
                    due = max(due, rows[index].dueColumns)
                    owner = max(owner, rows[index].ownerColumns)
                }
            }
        }
        // Off a terminal: as wide as the longest text that is not too long; longer ones run on.
        guard let width else { return (plainText, due) }
        // "M ID  [ ] " before the text, "  due" and the owner after it, one column spare.
        let fixed =
            2 + (numberWidth > 0 ? numberWidth + 1 : 0) + Self.shortIDLength + 2 + 4 + (due > 0 ? 2 + due : 0) + owner
            + 1
        return (min(text, max(Self.minimumTextWidth, width - fixed)), due)
    }

    private func line(_ row: Row, _ item: TodoItem, _ columns: (text: Int, due: Int), into out: inout [UInt8]) {
        if let mark = row.mark { style.append(row.marker, mark, to: &out) } else { out.appendUTF8(row.marker) }
        out.append(UInt8(ascii: " "))
        if numberWidth > 0 {
            if let number = row.number {
                out.appendSpaces(numberWidth - Self.digits(number))
                out.appendDecimal(number)
            } else {
                out.appendSpaces(numberWidth)
            }
            out.append(UInt8(ascii: " "))
        }
        Self.appendShortID(item.id, to: &out)
        if row.done {
            out.appendUTF8("  ")
            style.append("[x]", .done, to: &out)
            out.append(UInt8(ascii: " "))
        } else {
            out.appendUTF8("  [ ] ")
        }
        var used = Self.columns(row.importance)
        switch row.level {
        case .important: style.append("!!", .important, to: &out)
        case .low: style.append("↓", .low, to: &out)
        case .basic: break
        }
        if !row.importance.isEmpty { out.append(UInt8(ascii: " ")) }
        let room = width == nil ? Int.max : max(1, columns.text - used)
        let shown = row.text ?? item.text
        let text = row.textColumns <= room ? shown : Self.fit(shown, columns: room)
        used += row.textColumns <= room ? row.textColumns : Self.columns(text)
        if row.done {
            style.append(text, .faded, to: &out)
        } else if style.enabled {
            // Tags and contexts stand out; the text around them is plain.
            var from = text.startIndex
            Tags.forEach(in: text) { range in
                out.appendUTF8(text[from..<range.lowerBound])
                style.append(text[range], .tag, to: &out)
                from = range.upperBound
            }
            out.appendUTF8(text[from...])
        } else {
            out.appendUTF8(text)
        }
        let rest = row.due.isEmpty && row.owner.isEmpty
        if !rest {
            if used < columns.text { out.appendSpaces(columns.text - used) }
            if !row.due.isEmpty || columns.due > 0 { out.appendUTF8("  ") }
            if let mark = row.mark {
                style.append(row.due, mark, to: &out)
            } else {
                out.appendUTF8(row.due)
            }
            if !row.owner.isEmpty {
                if row.dueColumns < columns.due { out.appendSpaces(columns.due - row.dueColumns) }
                out.appendUTF8(row.owner)
            }
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The decimal digits of `number`, which is not negative.
    private static func digits(_ number: Int) -> Int {
        var count = 1
        var left = number
        while left >= 10 {
            left /= 10
            count += 1
        }
        return count
    }

    /// Days from today to the day of `deadline` (negative: overdue).
    private mutating func dayOffset(_ deadline: Int64) -> Int {
        if let hit = dayCache[deadline] { return hit }
        let start = DateInput.startOfDay(deadline)
        // In doubles: a deadline near Int64.min or Int64.max (a todo may hold any) is no overflow.
        let offset = Int(((Double(start) - Double(startOfToday)) / 86_400).rounded())
        if dayCache.count < 4096 { dayCache[deadline] = offset }
        return offset
    }

    /// `today`, `tomorrow`, `in 2d`, `3d overdue`, or the date when far ahead.
    private mutating func dueWords(_ offset: Int, deadline: Int64) -> String {
        guard offset <= Self.relativeDays else { return days.string(deadline) + times.suffix(deadline) }
        let words: String
        if let known = dueWordCache[offset] {
            words = known
        } else {
            switch offset {
            case 0: words = Messages.text(.listDueToday)
            case 1: words = Messages.text(.listDueTomorrow)
            case 2...: words = Messages.text(.listDueIn, ["days": String(offset)])
            default: words = Messages.text(.listDueOverdueDays, ["days": String(-offset)])
            }
            dueWordCache[offset] = words
        }
        // A time of day matters for what is still ahead; an overdue todo shows its days.
        let time = offset < 0 ? "" : times.suffix(deadline)
        return absoluteDates ? words + time + " (" + days.string(deadline) + ")" : words + time
    }

    /// `text` cut to `columns` display columns, ending in `…` when cut.
    static func fit(_ text: String, columns: Int) -> String {
        guard columns < Int.max, Self.columns(text) > columns else { return text }
        var out = ""
        var used = 0
        for character in text {
            let w = Self.columns(character)
            if used + w > columns - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// Whether every byte is printable ASCII (no control, no DEL), which a terminal shows as is,
    /// one column each.
    static func isPrintableASCII(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.withContiguousStorageIfAvailable { ASCIIBytes.isPrintable(UnsafeRawBufferPointer($0)) }
            ?? utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The first ``shortIDLength`` characters of `id`, escaped.
    static func shortID(_ id: String) -> String {
        var out: [UInt8] = []
        appendShortID(id, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``shortID(_:)`` of `id`.
    private static func appendShortID(_ id: String, to out: inout [UInt8]) {
        // Printable ASCII up to one byte past the prefix: bytes are characters there (an ASCII
        // byte after printable ASCII always starts a new character).
        let copied: Bool? = id.utf8.withContiguousStorageIfAvailable { utf8 in
            let head = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8).prefix(shortIDLength + 1))
            guard ASCIIBytes.isPrintable(head) else { return false }
            out.append(contentsOf: head.prefix(shortIDLength))
            return true
        }
        if copied == true { return }
        let head = id.utf8.prefix(shortIDLength + 1)
        if head.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            out.append(contentsOf: head.prefix(shortIDLength))
        } else {
            out.appendUTF8(TerminalText.escape(String(id.prefix(shortIDLength))))
        }
    }

    /// The display columns of `text`: East Asian wide characters and emoji take two.
    static func columns(_ text: some StringProtocol) -> Int {
        if ASCIIBytes.isASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + columns($1) }
    }

    private static func columns(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Every field of one todo, and its owner when given; the device that changed it last by
    /// `names` (its name or alias), else by its id.
    public mutating func detail(_ item: TodoItem, owner: String? = nil, names: DeviceNames? = nil) -> String {
        var lines: [String] = []
        for field in Self.detailOrder { lines += detailLines(field, of: item, names: names) }
        if let owner { lines.append(Messages.text(.detailOwner, ["owner": TerminalText.escape(owner)])) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every field of a todo (``TodoField``), in the order `show` lists them: the status before
    /// the importance, as it always was.
    public static let detailOrder: [TodoField] = [
        .id, .text, .done, .importance, .deadline, .color, .createdAt, .changedAt, .lastUpdatedBy,
    ]

    /// The lines `show` has for `field` of `item`: none for an optional field that is not set.
    private mutating func detailLines(_ field: TodoField, of item: TodoItem, names: DeviceNames?) -> [String] {
        switch field {
        case .id:
            return [Messages.text(.detailID, ["id": TerminalText.escape(item.id)])]
        case .text:
            let text = TerminalText.escape(TextTokens.displayText(item.text), keepNewlines: true, keepTabs: true)
            // Recurrence and waiting (issue 35): the markers after the text.
            return [Messages.text(.detailText, ["text": text])] + Self.detailMarkers(item.text)
        case .done:
            let status = item.done ? style.paint(Self.status(item), .done) : Self.status(item)
            return [Messages.text(.detailStatus, ["status": status])]
        case .importance:
            return [Messages.text(.detailImportance, ["importance": paintedImportance(item.importance)])]
        case .deadline:
            guard let deadline = item.deadline else { return [] }
            guard ListQuery.isOverdue(item, startOfToday: startOfToday) else {
                return [Messages.text(.detailDue, ["date": days.string(deadline) + times.suffix(deadline)])]
            }
            let parts = Messages.parts(.detailDueOverdue, around: "date")
            return [parts.before + style.paint(days.string(deadline) + times.suffix(deadline) + parts.after, .overdue)]
        case .color:
            return item.color.map { [Messages.text(.detailColor, ["color": TerminalText.escape($0)])] } ?? []
        case .createdAt:
            return [Messages.text(.detailCreated, ["time": Self.timestamp(item.createdAt)])]
        case .changedAt:
            return [Messages.text(.detailChanged, ["time": Self.timestamp(item.changedAt)])]
        case .lastUpdatedBy:
            let device = names?.name(item.lastUpdatedBy) ?? TerminalText.escape(item.lastUpdatedBy)
            return [Messages.text(.detailChangedBy, ["device": device])]
        }
    }

    /// The name of an importance, coloured as the list colours its marker.
    private func paintedImportance(_ importance: Importance) -> String {
        switch importance {
        case .important: style.paint(Self.importance(importance), .important)
        case .low: style.paint(Self.importance(importance), .low)
        case .basic: Self.importance(importance)
        }
    }

    /// "done" or "pending", in the current language.
    public static func status(_ item: TodoItem) -> String {
        Messages.text(item.done ? .itemDone : .itemPending)
    }

    /// The name of an importance in the current language.
    public static func importance(_ importance: Importance) -> String {
        switch importance {
        case .low: Messages.text(.importanceLow)
        case .basic: Messages.text(.importanceBasic)
        case .important: Messages.text(.importanceImportant)
        }
    }

    static func singleLine(_ text: String) -> String {
        // A byte scan first: most texts have no line break, and Character iteration is slow.
        text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C || $0 == 0xC2 || $0 == 0xE2 })
            && text.contains(where: \.isNewline)
            ? text.split(whereSeparator: \.isNewline).joined(separator: " ⏎ ") : text
    }

    /// `YYYY-MM-DD HH:MM` in the local time zone.
    public static func timestamp(_ time: Int64) -> String {
        DateInput.timestamp(time)
    }
}
