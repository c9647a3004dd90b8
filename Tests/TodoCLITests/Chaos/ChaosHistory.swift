import Foundation
import TodoKit
import TodoModel
import TodoValues

/// One thing that happened in a chaos run: a command a device ran (acknowledged or not), a change the
/// server's concurrent writer applied, or a server reset, backup or restore.
struct ChaosEvent: Sendable, CustomStringConvertible {
    enum Kind: String, Sendable {
        case add, edit, done, rm, sync, recover, watch, undo
        case restoreVersion = "restore-version"
        case writerAdd = "writer-add"
        case writerEdit = "writer-edit"
        case writerDelete = "writer-delete"
        case forget = "server-reset"
        case backup = "server-backup"
        case restore = "server-restore"
    }

    /// Position in the run, in order of completion (a command completes when its process ends).
    var order = 0
    var step: Int
    /// `d0`, `d1`, … for a device, `writer` for the concurrent writer, `server` for resets.
    var source: String
    var kind: Kind
    /// The id the command named (edit, done, rm), or the writer changed.
    var target: String?
    /// The text an add or edit asked for.
    var text: String?
    /// Exit 0 with its element printed (commands), or applied (writer, server).
    var acknowledged: Bool
    /// The element printed (for `rm`, the removed one) or written by the writer (for a delete, the removed one).
    var element: TodoItem?
    /// How it ended: "exit 0", "SIGTERM after 120 ms → exit 143", "watchdog", ….
    var outcome: String
    /// A signal was sent to the command or ended it: it may have changed the store without saying so.
    var signalled = false
    /// It exited 75 (a lock held past the lock timeout, or another sync past it).
    var lockedOut = false
    /// For resets and restores: the ids whose server version changed (gone, reverted or back).
    var affected: Set<String> = []
    /// The fields a change set (``ChaosOracle/fields``: `text`, `done`, `importance`, `due`);
    /// `nil`: every field (an add, an undo or restore writing a whole version).
    var fields: Set<String>?

    /// Whether this change set `field`.
    func sets(_ field: String) -> Bool { fields?.contains(field) ?? true }

    /// The id this event is about, if any.
    var id: String? { element?.id ?? target }

    var isDeviceChange: Bool { [.add, .edit, .done, .undo, .restoreVersion].contains(kind) }
    var isChange: Bool { isDeviceChange || kind == .writerAdd || kind == .writerEdit }
    var isDelete: Bool { kind == .rm || kind == .writerDelete }
    var isServerRewrite: Bool { kind == .forget || kind == .restore }

    var description: String {
        var parts = ["#\(order) step \(step) \(source) \(kind.rawValue)"]
        if let target { parts.append(String(target.prefix(12))) }
        if let text { parts.append("\"\(text)\"") }
        parts.append(acknowledged ? "ACK" : "not acknowledged")
        parts.append("(\(outcome))")
        if let element {
            parts.append(
                "→ \(element.id.prefix(12)) \"\(element.text)\" done=\(element.done) changed_at=\(element.changedAt)"
            )
        }
        if !affected.isEmpty { parts.append("affected \(affected.count) ids") }
        return parts.joined(separator: " ")
    }
}

/// A conflict record as `todo conflicts --json` prints it, read loosely (any `kind`, so new kinds still parse).
struct ChaosConflict: Sendable, Hashable {
    var device: Int
    var id: String
    var kind: String
    /// The record without `detected_at`, to find the same record logged twice.
    var identity: String
    /// The fields a merge of fields names (issue 41), as the oracle names them (a token of the
    /// text counts as `text`); `nil`: the whole version was overridden.
    var fields: Set<String>? = nil

    static func parse(_ value: JSONValue, device: Int) -> ChaosConflict? {
        guard let id = value["id"]?.string else { return nil }
        let fields = value["fields"]?.array.map { names in
            Set(names.compactMap(\.string).map { ChaosOracle.fields.contains($0) ? $0 : "text" })
        }
        return ChaosConflict(
            device: device, id: id, kind: value["kind"]?.string ?? "?",
            identity: value.removing("detected_at").description, fields: fields)
    }

    /// Whether the record explains an override of `field`.
    func explains(_ field: String) -> Bool { fields?.contains(field) ?? true }
}

/// What an oracle check found wrong.
struct ChaosViolation: Sendable, CustomStringConvertible {
    enum Kind: String, Sendable, CaseIterable {
        case divergence = "device differs from server"
        case duplicateID = "duplicate id"
        case duplicate = "duplicate todo (one add, two ids)"
        case unknownTodo = "todo nobody added"
        case lost = "acknowledged change lost"
        case stale = "acknowledged change overwritten by an older version"
        /// Issue 41: more than one open occurrence of one repeating series with one due date.
        case splitSeries = "series split: two open occurrences of one due date"
        case resurrected = "deleted todo back without a record"
        case falseConflict = "false conflict"
        case doubledRecord = "conflict record logged twice"
        case recoveryFailed = "recovery did not succeed"
        case hung = "process hung (killed by the watchdog)"
        case leftovers = "temporary files left in the store"
        /// Exit 75: a process waited out the lock timeout, and the only other processes of a device
        /// are its own (two syncs, a watch beside a typed sync): a lock-order bug.
        case lockedOut = "exit 75 (locked out by the device's own processes)"
        /// A change only a server that was then reset or restored from a backup held: its revision
        /// climbed back past every device's last one before a device holding the change synced, so
        /// by the contract (one revision number) the loss looks like ordinary work elsewhere.
        case lostWithServerData = "change lost with the server's own data (a reset no revision reveals)"

        /// Whether the client can be held to it (``lostWithServerData`` is reported, not failed on).
        var gates: Bool { self != .lostWithServerData }
    }

    var kind: Kind
    var seed: UInt64
    var step: Int?
    var id: String?
    var detail: String
    /// Every event about `id`, in order.
    var history: [ChaosEvent]

    var description: String {
        var text = "VIOLATION [\(kind.rawValue)] seed \(seed)"
        if let step { text += " step \(step)" }
        if let id { text += " id \(id)" }
        text += ": \(detail)"
        if !history.isEmpty {
            text += "\n    history:\n" + history.map { "      \($0)" }.joined(separator: "\n")
        }
        return text
    }
}

/// The end state of a run that the oracle judges.
struct ChaosOutcome {
    var seed: UInt64
    var events: [ChaosEvent]
    var server: [TodoItem]
    /// `todo list --all --json` of each device after recovery.
    var devices: [[TodoItem]]
    var conflicts: [ChaosConflict]
    /// Problems met during recovery (non-zero exits), per device.
    var recoveryFailures: [String]
    /// Temporary files found in each store after recovery.
    var leftovers: [String]
}

/// The oracle: convergence, no duplicates, nothing acknowledged lost, nothing deleted back without a
/// record, no false conflict. It looks only at what the processes printed and the server holds.
enum ChaosOracle {
    static func check(_ outcome: ChaosOutcome) -> [ChaosViolation] {
        var violations: [ChaosViolation] = []
        let events = narrowingWriteBacks(resolvingUnacknowledgedAdds(outcome.events, server: outcome.server))
        func history(_ id: String) -> [ChaosEvent] {
            events.filter { $0.id == id || $0.affected.contains(id) }
        }
        func violation(_ kind: ChaosViolation.Kind, id: String?, step: Int?, _ detail: String) {
            violations.append(
                ChaosViolation(
                    kind: kind, seed: outcome.seed, step: step, id: id, detail: detail,
                    history: id.map(history) ?? []))
        }

        for failure in outcome.recoveryFailures {
            violation(.recoveryFailed, id: nil, step: nil, failure)
        }
        for event in events where event.outcome.hasPrefix("watchdog") {
            violation(.hung, id: event.id, step: event.step, "\(event)")
        }
        for event in events where event.lockedOut {
            violation(.lockedOut, id: event.id, step: event.step, "\(event)")
        }
        if !outcome.leftovers.isEmpty {
            violation(.leftovers, id: nil, step: nil, outcome.leftovers.joined(separator: ", "))
        }

        // Convergence and duplicates.
        let server = Dictionary(
            outcome.server.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if server.count != outcome.server.count {
            violation(
                .duplicateID, id: nil, step: nil, "on the server: \(outcome.server.map(\.id).sorted())")
        }
        for (index, items) in outcome.devices.enumerated() {
            if Set(items.map(\.id)).count != items.count {
                violation(
                    .duplicateID, id: nil, step: nil, "on device \(index): \(items.map(\.id).sorted())")
            }
            let local = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in Set(local.keys).union(server.keys).sorted() where local[id] != server[id] {
                violation(
                    .divergence, id: id, step: nil,
                    "device \(index) has \(describe(local[id])), the server \(describe(server[id]))")
            }
        }
        // Every add and edit asked for a text of its own, so a text twice is one todo under two ids;
        // but the occurrences of one repeating series share their text (issue 35).
        let roots = seriesRoots(outcome.server)
        // (A completed occurrence whose due date was moved since no longer names the next one:
        // one open todo of a repeating text beside done ones is one series.)
        for (text, items) in Dictionary(grouping: outcome.server, by: \.text)
        where Set(items.map { roots[$0.id] ?? $0.id }).count > 1
            && !(items.allSatisfy { $0.text.contains("rec:") } && items.filter { !$0.done }.count <= 1)
        {
            violation(
                .duplicate, id: items[0].id, step: nil,
                "\"\(text)\" under \(items.map(\.id).sorted())")
        }
        // One open occurrence per series (issue 41): none open beside the next one it made, and at
        // most one per due date.
        let open = outcome.server.filter { !$0.done && roots[$0.id] != nil }
        let openIDs = Set(open.map(\.id))
        for item in open {
            guard let deadline = item.deadline else { continue }
            let next = Recurrence.successorID(of: item.id, deadline: deadline)
            if openIDs.contains(next) {
                violation(
                    .splitSeries, id: item.id, step: nil,
                    "\(describe(item)) is open beside its next occurrence \(describe(server[next]))")
            }
        }
        for (key, items) in Dictionary(grouping: open, by: { "\(roots[$0.id] ?? $0.id)@\($0.deadline ?? 0)" })
        where items.count > 1 {
            violation(.splitSeries, id: items[0].id, step: nil, "\(key): \(items.map(describe))")
        }
        let attemptedTexts = Set(events.compactMap(\.text))
        let acknowledgedIDs = Set(events.filter { $0.acknowledged && $0.isChange }.compactMap(\.id))
        // A repeating todo's text holds its tokens beside the words typed (`rec:+1w tz:UTC …`).
        for item in outcome.server
        where !acknowledgedIDs.contains(item.id) && !attemptedTexts.contains(TextTokens.displayText(item.text)) {
            violation(
                .unknownTodo, id: item.id, step: nil, "\(describe(item)) matches no add that was tried")
        }

        let conflicted = Set(outcome.conflicts.map(\.id))
        var rewritten: Set<String> = []
        for event in events where event.isServerRewrite { rewritten.formUnion(event.affected) }

        // Per id: nothing acknowledged lost, nothing deleted back, no older version winning.
        let ids = Set(
            events.filter { $0.acknowledged && ($0.isChange || $0.isDelete) }.compactMap(\.id))
        for id in ids.sorted() {
            let mine = events.filter { $0.acknowledged && $0.id == id }
            let changes = mine.filter(\.isChange)
            let deletes = mine.filter(\.isDelete)
            guard let last = changes.last,
                let newest = changes.max(by: {
                    ($0.element?.changedAt ?? 0, $0.order) < ($1.element?.changedAt ?? 0, $1.order)
                }),
                let newestElement = newest.element
            else { continue }
            let explained = conflicted.contains(id)
            let final = server[id]
            // A delete that removed a version of the newest change's step or later (whenever its process
            // ended: a writer may delete what an `add` pushed before the `add` exits; a writer change of
            // the same step is concurrent with the device's, though stamped a second earlier).
            let deletedAfterAll = deletes.contains {
                ChaosRun.step(ofTime: $0.element?.changedAt ?? 0)
                    >= ChaosRun.step(ofTime: newestElement.changedAt)
            }
            // An `rm` killed before it answered may have removed the todo all the same.
            let maybeDeleted = events.contains {
                $0.kind == .rm && !$0.acknowledged && $0.signalled && $0.order > last.order && $0.id == id
            }
            // A delete stands unless a server rewrite brought the todo back and a change was then
            // acknowledged on it (a re-creation, not a resurrection).
            let standing = deletes.filter { delete in
                !events.contains { rewrite in
                    rewrite.isServerRewrite && rewrite.order > delete.order && rewrite.affected.contains(id)
                        && changes.contains { $0.order > rewrite.order }
                }
                    // An undo or restore acknowledged after the delete made the todo again.
                    && !changes.contains { [.undo, .restoreVersion].contains($0.kind) && $0.order > delete.order }
            }
            // A server rewrite after the change (or the delete) that dropped it: the server itself lost it.
            func rewrittenAfter(_ order: Int) -> Bool {
                events.contains { $0.isServerRewrite && $0.order > order && $0.affected.contains(id) }
            }
            if let final {
                if !standing.isEmpty && !explained {
                    // A server rewrite after the delete forgot it with the revision that counted it: a
                    // device holding an unconfirmed create may then see the same revision and no todo.
                    let forgotten = events.contains {
                        $0.isServerRewrite && $0.order > (standing.last?.order ?? 0)
                    }
                    violation(
                        forgotten ? .lostWithServerData : .resurrected, id: id,
                        step: standing.last?.step,
                        "deleted (acknowledged) but on the server after recovery as \(describe(final)), "
                            + "and no conflict record names it")
                }
                // Field by field (issue 41): each field holds the value of the newest acknowledged
                // change that set it. Changes of one step are concurrent: a writer's edit of what a
                // device's add pushed is stamped a second before it, yet made after it; either may be
                // the one kept.
                if standing.isEmpty {
                    for field in fields {
                        let setting = changes.filter { $0.sets(field) && $0.element != nil }
                        guard
                            let newestOfField = setting.max(by: {
                                ($0.element?.changedAt ?? 0, $0.order) < ($1.element?.changedAt ?? 0, $1.order)
                            }), let wanted = newestOfField.element,
                            value(field, of: final) != value(field, of: wanted)
                        else { continue }
                        if outcome.conflicts.contains(where: { $0.id == id && $0.explains(field) }) { continue }
                        let concurrent = setting.contains {
                            value(field, of: final) == $0.element.map { value(field, of: $0) }
                                && ChaosRun.step(ofTime: $0.element?.changedAt ?? 0)
                                    == ChaosRun.step(ofTime: wanted.changedAt)
                        }
                        // A command that set the field later but died before it answered may have
                        // set it all the same.
                        let unanswered = events.contains {
                            !$0.acknowledged && $0.id == id && $0.isDeviceChange && $0.sets(field)
                                && $0.order > newestOfField.order
                        }
                        if concurrent || unanswered { continue }
                        violation(
                            rewrittenAfter(newestOfField.order) ? .lostWithServerData : .stale, id: id,
                            step: newestOfField.step,
                            "\(field): the server holds \(describe(final)), older than the acknowledged "
                                + "\(describe(wanted))")
                    }
                }
            } else if !deletedAfterAll && !maybeDeleted && !explained {
                let deviceChanged = changes.contains(where: \.isDeviceChange)
                let lostByServer =
                    !deviceChanged
                    && events.contains {
                        $0.isServerRewrite && $0.order > last.order && $0.affected.contains(id)
                    }
                if !lostByServer {
                    violation(
                        rewrittenAfter(last.order) ? .lostWithServerData : .lost, id: id,
                        step: last.step,
                        "acknowledged \(describe(newestElement)) is on no list after recovery, no acknowledged "
                            + "delete saw it, and no conflict record names it")
                }
            }
        }

        // No false conflicts: a record names a todo that two sides changed (or that a server reset touched).
        var seen: [Int: Set<String>] = [:]
        for record in outcome.conflicts {
            if !seen[record.device, default: []].insert(record.identity).inserted {
                violation(
                    .doubledRecord, id: record.id, step: nil, "device \(record.device): \(record.identity)")
            }
            let touching = events.filter { $0.id == record.id && ($0.isChange || $0.isDelete) }
            let sources = Set(touching.map(\.source))
            let deleted = touching.contains(where: \.isDelete)
            if rewritten.contains(record.id) { continue }
            // "Restored after a server reset": a device that last saw the todo before a reset cannot tell
            // a deletion made before the reset from one the reset made, so it keeps the todo and says so.
            // Likewise "both created" from the merge after a reset, which has no base to trust: a
            // server version other than the one the device last synced may be an edit of a version
            // the restore brought back, made beside the device's (seed 159), so it is logged.
            if record.kind == "server_reset_restored" || record.kind == "both_created",
                let first = touching.map(\.order).min(),
                events.contains(where: { $0.isServerRewrite && $0.order > first })
            {
                continue
            }
            // "Kept a create whose answer was lost, which the server lacks": it claims only that
            // uncertainty, so its own device's add is all it needs.
            if record.kind == "unconfirmed_create_kept",
                touching.contains(where: { $0.kind == .add && $0.source == "d\(record.device)" })
            {
                continue
            }
            if sources.count < 2 {
                violation(
                    .falseConflict, id: record.id, step: nil,
                    "device \(record.device) logged \(record.kind), but only \(sources.sorted()) changed it")
            } else if let named = record.fields,
                let lone = named.sorted().first(where: { field in
                    Set(touching.filter { $0.isChange && $0.sets(field) }.map(\.source)).count < 2
                })
            {
                // Issue 41: changes to different fields never conflict.
                violation(
                    .falseConflict, id: record.id, step: nil,
                    "device \(record.device) logged a conflict of \(lone), which one side only changed")
            } else if record.kind.contains("deleted") && !deleted {
                violation(
                    .falseConflict, id: record.id, step: nil,
                    "device \(record.device) logged \(record.kind), but nobody tried to delete it")
            }
        }
        return violations
    }

    /// An undo or restore writes an old version over the one its device holds: a field it writes
    /// back unchanged is no change of that field (the merge keeps another device's change of it,
    /// which that device never saw: chaos seed 159). The device's own last change of the todo
    /// stands for the version it held.
    static func narrowingWriteBacks(_ events: [ChaosEvent]) -> [ChaosEvent] {
        events.map { event in
            guard [.undo, .restoreVersion].contains(event.kind), event.acknowledged, let written = event.element,
                let held = events.last(where: {
                    $0.order < event.order && $0.source == event.source && $0.id == event.id && $0.acknowledged
                        && $0.isChange
                })?.element
            else { return event }
            var event = event
            event.fields = Set(fields.filter { value($0, of: written) != value($0, of: held) })
            return event
        }
    }

    /// An add killed before it printed may still have made its todo: its id is found by its text (on
    /// the server, or in an element another command printed), so the todo's history names it.
    static func resolvingUnacknowledgedAdds(_ events: [ChaosEvent], server: [TodoItem])
        -> [ChaosEvent]
    {
        var idByText: [String: String] = [:]
        for item in server { idByText[TextTokens.displayText(item.text)] = item.id }
        for event in events {
            if let element = event.element { idByText[TextTokens.displayText(element.text)] = element.id }
        }
        return events.map { event in
            var event = event
            if event.kind == .add, !event.acknowledged, event.target == nil, let text = event.text {
                event.target = idByText[text]
            }
            return event
        }
    }

    /// The fields a change may set, as the oracle compares them.
    static let fields = ["text", "done", "importance", "due"]

    /// `item`'s value of `field`.
    static func value(_ field: String, of item: TodoItem) -> String {
        switch field {
        // The words: a due date moved on a repeating todo moves its `anchor:` token too.
        case "text": TextTokens.displayText(item.text)
        case "done": String(item.done)
        case "importance": item.importance.rawValue
        default: item.deadline.map(String.init) ?? "none"
        }
    }

    /// The first occurrence of each repeating series in `items`, by the id of each occurrence the
    /// list holds: an occurrence is the successor of another (``Recurrence/successorID(of:deadline:)``).
    static func seriesRoots(_ items: [TodoItem]) -> [String: String] {
        var parent: [String: String] = [:]
        for item in items where item.text.contains("rec:") {
            guard let deadline = item.deadline else { continue }
            parent[Recurrence.successorID(of: item.id, deadline: deadline)] = item.id
        }
        var roots: [String: String] = [:]
        for item in items where item.text.contains("rec:") {
            var root = item.id
            var seen: Set<String> = [root]
            while let up = parent[root], seen.insert(up).inserted { root = up }
            roots[item.id] = root
        }
        return roots
    }

    static func describe(_ item: TodoItem?) -> String {
        guard let item else { return "nothing" }
        return "\"\(item.text)\" done=\(item.done) importance=\(item.importance.rawValue) "
            + "due=\(item.deadline.map(String.init) ?? "none") changed_at=\(item.changedAt)"
    }
}

extension TodoItem {
    /// Not a todo in the contract's element form.
    struct NotAnElement: Error {}

    /// The todo of an element inside a larger JSON answer (`undo --json`, `restore --json`).
    init(json value: JSONValue) throws {
        guard let id = value["id"]?.string, let text = value["text"]?.string,
            let importance = value["importance"]?.string.flatMap(Importance.init(rawValue:)),
            case .bool(let done)? = value["done"], case .number(let created)? = value["created_at"],
            case .number(let changed)? = value["changed_at"], let author = value["last_updated_by"]?.string
        else { throw NotAnElement() }
        var deadline: Int64?
        if case .number(let due)? = value["deadline"] { deadline = Int64(due) }
        self.init(
            id: id, text: text, importance: importance, deadline: deadline, done: done, color: value["color"]?.string,
            createdAt: Int64(created), changedAt: Int64(changed), lastUpdatedBy: author)
    }
}
