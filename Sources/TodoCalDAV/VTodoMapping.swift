import TodoICalendar
import TodoModel

/// How a todo and a CalDAV task (a `VTODO`) say the same thing (issue 43, point 3).
///
/// | todo | VTODO |
/// |---|---|
/// | `id` | `UID` |
/// | `text` | `SUMMARY`, as typed (tags included, so no word moves) |
/// | its tags `+home`, `@phone` | `CATEGORIES` `home`, `@phone` |
/// | `done` | `STATUS:COMPLETED` and `COMPLETED` (pending: `NEEDS-ACTION`) |
/// | `deadline` at a local midnight | `DUE;VALUE=DATE` |
/// | another `deadline` | `DUE` in UTC, or in the `TZID` the task had |
/// | `importance` | `PRIORITY` 1–4 important, 5 or none basic, 6–9 low (as todoman reads it) |
/// | `color` | `X-TODO-COLOR` |
/// | `createdAt`, `changedAt` | `CREATED`, `LAST-MODIFIED` |
/// | `rec:`, `until:`, `t:` in the text | `RRULE`, `DTSTART` (see `VTodoMapping+Tokens.swift`) |
/// | `lastUpdatedBy` | `X-TODO-DEVICE`, with the `LAST-MODIFIED` it was written at; another client's edit since makes it that client's |
///
/// Writing starts from the server's own representation of the task (the base), so every
/// property and component this client does not know stays as it came, byte for byte; a field
/// whose value the base already says keeps the base's line.
public struct VTodoMapping: Sendable {
    /// The device's clock, for date-only and floating times.
    public var local: LocalTime

    public init(local: LocalTime = LocalTime()) {
        self.local = local
    }

    /// The todo `calendar` describes; `nil` when it holds no `VTODO` with a `UID`. A task of
    /// another client gets `device` as its last writer when it names none.
    public func item(from calendar: ICalComponent, device: String) -> TodoItem? {
        guard let todo = calendar.component("VTODO"), let uid = todo.property("UID")?.text, !uid.isEmpty else {
            return nil
        }
        var text = text(summary: todo.property("SUMMARY")?.text ?? "", categories: categories(of: todo))
        if ["X-TODO-TOKENS", "RRULE", "DTSTART"].contains(where: { todo.property($0) != nil }) {
            text = TextTokens.setting(tokens(of: todo), in: text)
        }
        let created =
            todo.property("CREATED").flatMap { instant($0) } ?? todo.property("DTSTAMP").flatMap { instant($0) }
        let changed = todo.property("LAST-MODIFIED").flatMap { instant($0) } ?? created
        return TodoItem(
            id: uid,
            text: text,
            importance: importance(of: todo),
            deadline: todo.property("DUE").flatMap { instant($0) },
            done: isDone(todo),
            color: todo.property("X-TODO-COLOR")?.text,
            createdAt: created ?? 0,
            changedAt: changed ?? 0,
            lastUpdatedBy: writer(of: todo) ?? device)
    }

    /// `base` (the server's representation; `nil` for a new task) with `item`'s fields written
    /// in, at `now`; every other line as it was.
    public func calendar(for item: TodoItem, over base: ICalComponent?, now: Int64) -> ICalComponent {
        var calendar = base ?? Self.newCalendar()
        if calendar.component("VTODO") == nil { calendar.entries.append(.component(ICalComponent("VTODO"))) }
        calendar.update("VTODO") { todo in
            let before = todo
            keep(&todo, ICalProperty("UID", text: item.id)) { $0.text == item.id }
            let (bare, tokens) = Self.withoutTokens(item.text)
            let summary = summary(of: bare)
            keep(&todo, ICalProperty("SUMMARY", text: summary)) { $0.text == summary }
            writeCategories(of: item, into: &todo)
            writeTokens(tokens, into: &todo)
            writeStatus(item.done, into: &todo, now: now)
            writeDue(item.deadline, into: &todo)
            writePriority(item.importance, into: &todo)
            if let color = item.color {
                keep(&todo, ICalProperty("X-TODO-COLOR", text: color)) { $0.text == color }
            } else {
                todo.remove("X-TODO-COLOR")
            }
            keep(&todo, ICalProperty("CREATED", value: Self.utc(item.createdAt))) { instant($0) == item.createdAt }
            keep(&todo, ICalProperty("LAST-MODIFIED", value: Self.utc(item.changedAt))) {
                instant($0) == item.changedAt
            }
            let writer = ICalProperty(
                "X-TODO-DEVICE", parameters: [ICalParameter(Self.writtenAt, Self.utc(item.changedAt))],
                text: item.lastUpdatedBy)
            keep(&todo, writer) { $0.text == item.lastUpdatedBy && $0.parameters == writer.parameters }
            if todo != before || todo.property("DTSTAMP") == nil {
                todo.set(ICalProperty("DTSTAMP", value: Self.utc(now)))
            }
        }
        return calendar
    }

    /// The parameter of `X-TODO-DEVICE` that says which `LAST-MODIFIED` the device wrote.
    static let writtenAt = "X-TODO-MODIFIED"

    /// The device that last wrote the task: `X-TODO-DEVICE`, unless another client changed the
    /// task since (it keeps our property, as it should, but its `LAST-MODIFIED` is no longer the one
    /// the device wrote beside it); `nil` when unknown.
    func writer(of todo: ICalComponent) -> String? {
        guard let property = todo.property("X-TODO-DEVICE") else { return nil }
        guard let stamp = property.parameters.first(where: { $0.name == Self.writtenAt })?.values.first else {
            return property.text
        }
        let modified = todo.property("LAST-MODIFIED").flatMap { instant($0) }
        return modified != nil && modified == instant(ICalProperty("LAST-MODIFIED", value: stamp)) ? property.text : nil
    }

    /// A `VCALENDAR` for a new task.
    static func newCalendar() -> ICalComponent {
        ICalComponent(
            "VCALENDAR",
            entries: [
                .property(ICalProperty("VERSION", value: "2.0")),
                .property(ICalProperty("PRODID", value: "-//todo//todo CLI//EN")),
            ])
    }

    /// Sets `property` unless the component's property of that name already `reads` the same.
    private func keep(_ todo: inout ICalComponent, _ property: ICalProperty, reads: (ICalProperty) -> Bool) {
        if let present = todo.property(property.name), todo.properties(property.name).count == 1, reads(present) {
            return
        }
        todo.set(property)
    }

    // MARK: Fields

    /// A task's text: its summary, then each category the summary does not name as a tag.
    func text(summary: String, categories: [String]) -> String {
        var text = summary
        for category in categories where !Tags.text(text, has: tagWord(category)) {
            text += (text.isEmpty ? "" : " ") + tagWord(category)
        }
        return text
    }

    /// The `SUMMARY` of `text`: without its trailing tags, which `CATEGORIES` carries (`Pay rent
    /// +home` is `Pay rent` in the category `home`, as other clients show it), when reading that
    /// back gives `text` again; else `text` as it is.
    func summary(of text: String) -> String {
        var summary = Substring(text)
        while let space = summary.lastIndex(where: \.isWhitespace) ?? (summary.isEmpty ? nil : summary.startIndex),
            case let word = summary[space...].trimmingPrefix(while: \.isWhitespace), Tags.isTag(String(word))
        {
            summary = summary[..<space]
            while summary.last?.isWhitespace == true { summary = summary.dropLast() }
        }
        let candidate = String(summary)
        return self.text(summary: candidate, categories: tags(of: text)) == text ? candidate : text
    }

    /// The categories of `text`'s tags, in order, each once (`+home` is `home`).
    func tags(of text: String) -> [String] {
        var tags: [String] = []
        Tags.forEach(in: text) { range in
            let word = String(text[range])
            let category = word.hasPrefix("+") ? String(word.dropFirst()) : word
            if !tags.contains(where: { $0.lowercased() == category.lowercased() }) { tags.append(category) }
        }
        return tags
    }

    /// The categories of every `CATEGORIES` line, in order.
    func categories(of todo: ICalComponent) -> [String] {
        todo.properties("CATEGORIES").flatMap(\.texts).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The word a category is in the text: `+home` for `home`; a context `@phone` as it is.
    func tagWord(_ category: String) -> String {
        let word = category.split(whereSeparator: \.isWhitespace).joined(separator: "_")
        return word.hasPrefix("@") || word.hasPrefix("+") ? word : "+" + word
    }

    private func writeCategories(of item: TodoItem, into todo: inout ICalComponent) {
        let tags = tags(of: item.text)
        let present = categories(of: todo)
        // Categories the text already names (as tags) are the text's; the same set in any case is
        // the same: the lines stay.
        guard Set(present.map { tagWord($0).lowercased() }) != Set(tags.map { tagWord($0).lowercased() }) else {
            return
        }
        todo.remove("CATEGORIES")
        guard !tags.isEmpty else { return }
        todo.set(ICalProperty("CATEGORIES", value: tags.map(ICalText.escape).joined(separator: ",")))
    }

    func isDone(_ todo: ICalComponent) -> Bool {
        let status = todo.property("STATUS")?.value.uppercased()
        return status == "COMPLETED" || status == "CANCELLED" || (status == nil && todo.property("COMPLETED") != nil)
    }

    private func writeStatus(_ done: Bool, into todo: inout ICalComponent, now: Int64) {
        guard done != isDone(todo) else { return }
        if done {
            todo.set(ICalProperty("STATUS", value: "COMPLETED"))
            todo.set(ICalProperty("COMPLETED", value: Self.utc(now)))
            todo.set(ICalProperty("PERCENT-COMPLETE", value: "100"))
        } else {
            todo.set(ICalProperty("STATUS", value: "NEEDS-ACTION"))
            todo.remove("COMPLETED")
            todo.remove("PERCENT-COMPLETE")
        }
    }

    func importance(of todo: ICalComponent) -> Importance {
        switch Int(todo.property("PRIORITY")?.value.trimmingWhitespace() ?? "") ?? 0 {
        case 1...4: .important
        case 6...9: .low
        default: .basic
        }
    }

    private func writePriority(_ importance: Importance, into todo: inout ICalComponent) {
        guard importance != self.importance(of: todo) else { return }
        switch importance {
        case .important: todo.set(ICalProperty("PRIORITY", value: "1"))
        case .low: todo.set(ICalProperty("PRIORITY", value: "9"))
        case .basic: todo.remove("PRIORITY")
        }
    }

    private func writeDue(_ deadline: Int64?, into todo: inout ICalComponent) {
        guard let deadline else {
            todo.remove("DUE")
            return
        }
        if let due = todo.property("DUE"), todo.properties("DUE").count == 1, instant(due) == deadline { return }
        let (day, seconds) = local.civilDay(deadline)
        if seconds == 0 {
            todo.set(ICalProperty("DUE", parameters: [ICalParameter("VALUE", "DATE")], value: Self.date(day)))
        } else if let zone = todo.property("DUE")?.parameter("TZID"), let rules = ZoneRules.named(zone),
            case let (zoneDay, zoneSeconds) = LocalTime(rules: rules).civilDay(deadline),
            case let due = ICalProperty(
                "DUE", parameters: [ICalParameter("TZID", zone)],
                value: Self.date(zoneDay) + "T" + Self.time(zoneSeconds)),
            instant(due) == deadline
        {
            // In the task's own zone, unless that wall time names another instant (the second
            // of a time a daylight-saving change repeats): then in UTC.
            todo.set(due)
        } else {
            todo.set(ICalProperty("DUE", value: Self.utc(deadline)))
        }
    }

    // MARK: Times

    /// The instant a DATE or DATE-TIME property says: a date is the start of that local day, a
    /// time in UTC (`Z`) is that instant, one with a `TZID` this device knows is read in that
    /// zone, and any other (floating) on the device's clock. `nil` for an empty or unreadable value.
    public func instant(_ property: ICalProperty) -> Int64? {
        let value = property.value.trimmingWhitespace()
        let bytes = Array(value.utf8)
        guard bytes.count >= 8, let day = Self.day(bytes[0..<8]) else { return nil }
        guard bytes.count > 8 else { return local.instant(day, secondsIntoDay: 0) }
        guard bytes.count >= 15, bytes[8] == UInt8(ascii: "T"),
            let hour = Self.number(bytes[9..<11]), let minute = Self.number(bytes[11..<13]),
            let second = Self.number(bytes[13..<15]), hour < 24, minute < 60, second <= 60
        else { return nil }
        let seconds = Int64(hour * 3600 + minute * 60 + min(second, 59))
        if bytes.count == 16, bytes[15] == UInt8(ascii: "Z") {
            return Int64(day.daysSinceEpoch) * 86_400 + seconds
        }
        guard bytes.count == 15 else { return nil }
        let clock = property.parameter("TZID").flatMap(ZoneRules.named).map { LocalTime(rules: $0) } ?? local
        return clock.instant(day, secondsIntoDay: seconds)
    }

    static func day(_ bytes: ArraySlice<UInt8>) -> CivilDay? {
        guard let year = number(bytes.prefix(4)), let month = number(bytes.dropFirst(4).prefix(2)),
            let day = number(bytes.dropFirst(6).prefix(2)), (1...12).contains(month),
            (1...CivilDay.length(year: year, month: month)).contains(day)
        else { return nil }
        return CivilDay(year: year, month: month, day: day)
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// `YYYYMMDD`.
    static func date(_ day: CivilDay) -> String {
        TextFormat.padded(day.year, 4) + TextFormat.padded(day.month, 2) + TextFormat.padded(day.day, 2)
    }

    /// `HHMMSS` of seconds into a day.
    static func time(_ seconds: Int64) -> String {
        TextFormat.padded(Int(seconds / 3600), 2) + TextFormat.padded(Int(seconds / 60 % 60), 2)
            + TextFormat.padded(Int(seconds % 60), 2)
    }

    /// `YYYYMMDDTHHMMSSZ` of `instant`.
    static func utc(_ instant: Int64) -> String {
        let days = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
        return date(CivilDay(daysSinceEpoch: Int(days))) + "T" + time(instant - days * 86_400) + "Z"
    }

}
