import Foundation
import TodoKit
import TodoMockServer
import TodoModel
import TodoSync

#if canImport(Glibc)
import Glibc
import TodoTesting
#endif

/// The knobs of a chaos run, from the environment.
struct ChaosSettings: Sendable {
    /// `TODO_CHAOS_SEED`: the first seed.
    var firstSeed: UInt64
    /// `TODO_CHAOS_SEEDS`: how many seeds, one run each (`firstSeed`, `firstSeed + 1`, …).
    var seeds: Int
    /// `TODO_CHAOS_STEPS`: steps per seed.
    var steps: Int
    /// `TODO_CHAOS_DEVICES`: devices (stores) sharing the token.
    var devices: Int
    /// Violations fail the test; `TODO_CHAOS_STRICT=0` records them as a known issue instead (to
    /// see every violation of a long run rather than stop at a failure).
    var strict: Bool
    /// `TODO_CHAOS_REPEAT`: runs of each seed (its timing differs from run to run).
    var repeats: Int

    static var fromEnvironment: ChaosSettings {
        let env = ProcessInfo.processInfo.environment
        return ChaosSettings(
            firstSeed: env["TODO_CHAOS_SEED"].flatMap { UInt64($0) } ?? 1,
            seeds: max(1, env["TODO_CHAOS_SEEDS"].flatMap { Int($0) } ?? 2),
            steps: max(1, env["TODO_CHAOS_STEPS"].flatMap { Int($0) } ?? 12),
            devices: max(2, env["TODO_CHAOS_DEVICES"].flatMap { Int($0) } ?? 3),
            strict: env["TODO_CHAOS_STRICT"] != "0",
            repeats: max(1, env["TODO_CHAOS_REPEAT"].flatMap { Int($0) } ?? 1))
    }

    /// The command that replays `seed` alone.
    func replay(_ seed: UInt64) -> String {
        "TODO_CHAOS_SEED=\(seed) TODO_CHAOS_SEEDS=1 TODO_CHAOS_STEPS=\(steps) TODO_CHAOS_DEVICES=\(devices) "
            + "TODO_CHAOS_REPEAT=5 swift test --skip-build --filter ChaosKillTests"
    }
}

/// A signal sent to a command after a delay.
struct KillPlan: Sendable {
    var signal: Int32
    var afterMilliseconds: Int

    var name: String {
        switch signal {
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }
}

/// One command of a step, planned before it runs (so the draws do not depend on timing).
struct PlannedCommand: Sendable {
    var device: Int
    var kind: ChaosEvent.Kind
    var args: [String]
    var target: String?
    var text: String?
    var kill: KillPlan?
    /// The fields the command sets (``ChaosEvent/fields``); `nil`: all.
    var fields: Set<String>?
}

/// One seeded run: devices, the mock server as another writer, faults, killed commands, recovery.
final class ChaosRun {
    /// Every child is killed after this many seconds (a bound for bugs: shows as a "hung" violation).
    static let commandLimit = 30.0
    static let recoveryLimit = 120.0

    let seed: UInt64
    let settings: ChaosSettings
    let backend: MockBackend
    let devices: [SyncClient]
    private var random: SeededRandomNumberGenerator
    private var events: [ChaosEvent] = []
    private var known: [String] = []
    private var backups = 0
    /// One line per step, printed with the violations.
    private(set) var trace: [String] = []

    init(seed: UInt64, settings: ChaosSettings, backend: MockBackend) throws {
        self.seed = seed
        self.settings = settings
        self.backend = backend
        random = SeededRandomNumberGenerator(seed: seed)
        // Short timeouts and backoff, so faults cost little time; each device a store of its own.
        let env = ["TODO_TIMEOUT": "1", "TODO_MIN_DELAY": "0.02", "TODO_MAX_DELAY": "0.3"]
        devices = try (0..<settings.devices).map { _ in try SyncClient(server: backend.baseURL, env: env) }
    }

    /// Runs the steps, lifts every fault, recovers every device twice and collects the end state.
    func run() async throws -> ChaosOutcome {
        for step in 0..<settings.steps {
            try await runStep(step)
        }
        lift()
        try? await backend.server.resumeConnections()
        var failures: [String] = []
        for pass in 1...2 {
            for (index, device) in devices.enumerated() {
                device.now = Self.deviceTime(settings.steps + pass)
                let result = try await device.run(
                    ["sync", "--recover", "--deadline", "60", "--json"], limit: Self.recoveryLimit)
                if result.status != 0 || result.signaled {
                    failures.append("device \(index) pass \(pass): sync --recover --deadline 60: \(result)")
                }
            }
        }
        var lists: [[TodoItem]] = []
        var conflicts: [ChaosConflict] = []
        var leftovers: [String] = []
        for (index, device) in devices.enumerated() {
            let listed = try await device.ok(["list", "--all", "--json"])
            lists.append(try JSONDecoder().decode([TodoItem].self, from: Data(listed.stdout.utf8)))
            let records = try JSONValue.parse(try await device.ok(["conflicts", "--json"]).stdout)
            conflicts += (records.array ?? []).compactMap { ChaosConflict.parse($0, device: index) }
            leftovers += Self.temporaryFiles(in: device.sandbox.home).map { "device \(index): \($0)" }
        }
        return ChaosOutcome(
            seed: seed, events: numbered(events), server: try backend.items(), devices: lists,
            conflicts: conflicts, recoveryFailures: failures, leftovers: leftovers)
    }

    /// Device commands at step `s` are stamped 2s + 2 seconds after ``Clock/now``, the writer's 2s + 1,
    /// so "newer" is never a tie between the two.
    static func deviceTime(_ step: Int) -> Int64 { Clock.now + 2 * Int64(step) + 2 }
    static func writerTime(_ step: Int) -> Int64 { Clock.now + 2 * Int64(step) + 1 }
    /// The step a device or writer time belongs to.
    static func step(ofTime time: Int64) -> Int64 { (time - Clock.now - 1) / 2 }

    // MARK: - One step

    private func runStep(_ step: Int) async throws {
        let before = backend.server.stats
        let fault = try await injectFault()
        let serverAction = planServerAction(step: step)
        let commands = planCommands(step: step)
        for device in devices { device.now = Self.deviceTime(step) }

        // Start every command; the server action runs before them or while they run.
        if let serverAction, !serverAction.concurrent {
            events.append(perform(serverAction, step: step))
        }
        let started = try commands.map { command in
            (command, try devices[command.device].start(command.args + ["--json"]))
        }
        let server = backend.server
        let results = await withTaskGroup(of: [(Int, ChaosEvent)].self) { group in
            for (index, (command, process)) in started.enumerated() {
                group.addTask {
                    let result = await Self.finish(process, kill: command.kill)
                    return Self.events(for: command, step: step, result: result).map { (index, $0) }
                }
            }
            if let serverAction, serverAction.concurrent {
                let owner = backend.owner
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(serverAction.delayMilliseconds))
                    return [(-1, Self.perform(serverAction, step: step, server: server, owner: owner))]
                }
            }
            var finished: [(Int, ChaosEvent)] = []
            for await entries in group { finished += entries }
            return finished
        }
        for (_, event) in results {
            events.append(event)
            if event.acknowledged, let id = event.element?.id, [.add, .writerAdd].contains(event.kind) {
                known.append(id)
            }
        }
        if fault.outage { try await backend.server.resumeConnections() }
        lift()
        // Todos of killed adds that reached the server become targets too.
        for item in try backend.items() where !known.contains(item.id) { known.append(item.id) }
        trace.append(
            "step \(step): \(fault.name); server \(serverAction?.name ?? "-"); "
                + results.map { "\($0.1.source) \($0.1.kind.rawValue) \($0.1.outcome)" }.joined(separator: ", ")
                + " | " + Self.requests(since: before, now: backend.server.stats))
    }

    private func lift() {
        backend.server.clearFaults()
        try? backend.server.setFailRate(0)
        try? backend.server.setLatency(milliseconds: 0...0)
    }

    private func numbered(_ events: [ChaosEvent]) -> [ChaosEvent] {
        events.enumerated().map { index, event in
            var event = event
            event.order = index + 1
            return event
        }
    }

    // MARK: - Faults

    private struct InjectedFault {
        var name: String
        var outage = false
    }

    /// 500s, a fail rate, an outage, lost responses, latency, held or closed requests, garbled answers, or none.
    private func injectFault() async throws -> InjectedFault {
        let server = backend.server
        let draw = Int.random(in: 0..<100, using: &random)
        switch draw {
        case ..<30:
            return InjectedFault(name: "no fault")
        case ..<42:
            let statuses = Array(repeating: 500, count: Int.random(in: 1...3, using: &random))
            try server.script(statuses: statuses)
            return InjectedFault(name: "500×\(statuses.count)")
        case ..<50:
            // A 35% fail rate, drawn here (the mock's own draw is not seeded): 500 or through, per request.
            let statuses = (0..<12).map { _ in Int.random(in: 0..<100, using: &random) < 35 ? 500 : 200 }
            try server.script(statuses: statuses)
            return InjectedFault(name: "35% 500s \(statuses.map(String.init).joined(separator: ","))")
        case ..<58:
            await server.refuseConnections(for: nil)
            return InjectedFault(name: "outage", outage: true)
        case ..<72:
            let count = Int.random(in: 1...2, using: &random)
            try server.inject(.loseResponse, count: count)
            return InjectedFault(name: "lose×\(count)")
        case ..<80:
            let latency = Int.random(in: 50...500, using: &random)
            try server.setLatency(milliseconds: latency...latency)
            return InjectedFault(name: "latency \(latency) ms")
        case ..<86:
            let fault: MockFault = Bool.random(using: &random) ? .close : .hang
            try server.inject(fault, count: 1)
            return InjectedFault(name: "\(fault)")
        case ..<92:
            let faults: [MockFault] = [.invalidJSON, .truncatedBody, .wrongContentType, .notAnAnswer]
            let fault = faults[Int.random(in: 0..<faults.count, using: &random)]
            try server.inject(fault, count: 1)
            return InjectedFault(name: "\(fault)")
        default:
            return InjectedFault(name: "no fault")
        }
    }

    // MARK: - The server as another writer, resets and restores

    struct ServerAction: Sendable {
        enum Kind: Sendable {
            case add(id: String, text: String)
            case edit(pick: Int, text: String)
            case delete(pick: Int)
            case forget
            case backup(name: String)
            case restore(name: String)
        }

        var kind: Kind
        var concurrent: Bool
        var delayMilliseconds: Int

        var name: String {
            let when = concurrent ? " after \(delayMilliseconds) ms" : " before"
            switch kind {
            case .add: return "writer add" + when
            case .edit: return "writer edit" + when
            case .delete: return "writer delete" + when
            case .forget: return "reset" + when
            case .backup(let name): return "backup \(name)" + when
            case .restore(let name): return "restore \(name)" + when
            }
        }
    }

    private func planServerAction(step: Int) -> ServerAction? {
        let draw = Int.random(in: 0..<100, using: &random)
        let pick = Int.random(in: 0..<1_000_000, using: &random)
        let concurrent = Bool.random(using: &random)
        let delay = Int.random(in: 0...300, using: &random)
        let kind: ServerAction.Kind
        switch draw {
        case ..<4:
            kind = .forget
        case ..<10:
            backups += 1
            kind = .backup(name: "b\(backups)")
        case ..<15:
            guard backups > 0 else { return nil }
            kind = .restore(name: "b\(1 + pick % backups)")
        case ..<30:
            kind = .add(id: "w\(seed)-\(step)", text: "s\(seed)-st\(step)-writer-add")
        case ..<42:
            kind = .edit(pick: pick, text: "s\(seed)-st\(step)-writer-edit")
        case ..<50:
            kind = .delete(pick: pick)
        default:
            return nil
        }
        return ServerAction(kind: kind, concurrent: concurrent, delayMilliseconds: delay)
    }

    private func perform(_ action: ServerAction, step: Int) -> ChaosEvent {
        Self.perform(action, step: step, server: backend.server, owner: backend.owner)
    }

    private static func perform(_ action: ServerAction, step: Int, server: MockServer, owner: MockOwner)
        -> ChaosEvent
    {
        let current = ((try? server.list(of: owner))?.elements ?? []).compactMap { try? TodoItem($0) }
        func picked(_ pick: Int) -> TodoItem? { current.isEmpty ? nil : current[pick % current.count] }
        var event = ChaosEvent(step: step, source: "writer", kind: .writerAdd, acknowledged: false, outcome: "")
        do {
            switch action.kind {
            case .add(let id, let text):
                let item = TodoItem.fixture(
                    id, text: text, done: false, createdAt: writerTime(step), changedAt: writerTime(step),
                    by: "chaos-writer")
                event.target = id
                event.text = text
                try server.write(.add(try MockElement(item)), to: owner)
                event.element = item
            case .edit(let pick, let text):
                event.kind = .writerEdit
                event.text = text
                // It sets the text of the version it read; its other fields are that version's.
                event.fields = ["text"]
                guard var item = picked(pick) else { return skipped(event) }
                event.target = item.id
                item.text = text
                item.changedAt = writerTime(step)
                item.lastUpdatedBy = "chaos-writer"
                try server.write(.edit(try MockElement(item)), to: owner)
                event.element = item
            case .delete(let pick):
                event.kind = .writerDelete
                guard let item = picked(pick) else { return skipped(event) }
                event.target = item.id
                try server.write(.delete(id: item.id), to: owner)
                event.element = item
            case .forget, .backup, .restore:
                return rewrite(action, step: step, server: server, owner: owner, before: current)
            }
            event.acknowledged = true
            event.outcome = "applied"
        } catch {
            event.outcome = "refused: \(error)"
        }
        return event
    }

    private static func skipped(_ event: ChaosEvent) -> ChaosEvent {
        var event = event
        event.outcome = "empty list, nothing to change"
        return event
    }

    private static func rewrite(
        _ action: ServerAction, step: Int, server: MockServer, owner: MockOwner, before: [TodoItem]
    ) -> ChaosEvent {
        var event = ChaosEvent(step: step, source: "server", kind: .forget, acknowledged: false, outcome: "")
        do {
            let beforeRevision = (try? server.list(of: owner).revision) ?? -1
            let after: MockList
            switch action.kind {
            case .backup(let name):
                event.kind = .backup
                event.text = name
                after = try server.backup(owner, as: name)
            case .restore(let name):
                event.kind = .restore
                event.text = name
                after = try server.restore(owner, from: name)
            default:
                after = try server.forget(owner)
            }
            let afterItems = after.elements.compactMap { try? TodoItem($0) }
            if event.kind != .backup {
                let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                let new = Dictionary(afterItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                event.affected = Set(Set(old.keys).union(new.keys).filter { old[$0] != new[$0] })
            }
            event.acknowledged = true
            event.outcome = "revision \(beforeRevision) → \(after.revision), \(afterItems.count) todos"
        } catch {
            event.outcome = "refused: \(error)"
        }
        return event
    }

    // MARK: - Device commands

    private func planCommands(step: Int) -> [PlannedCommand] {
        let count = Int.random(in: 0..<10, using: &random) < 7 ? 1 : 2
        var first: Int?
        return (0..<count).map { index in
            var device = Int.random(in: 0..<devices.count, using: &random)
            // Half the second commands run on the first one's device: two processes of one device
            // at once (two syncs, a watch beside a typed sync, a sync beside an edit).
            if let first, Int.random(in: 0..<2, using: &random) == 0 { device = first }
            first = first ?? device
            let draw = Int.random(in: 0..<100, using: &random)
            let pick = Int.random(in: 0..<1_000_000, using: &random)
            let killDraw = Int.random(in: 0..<100, using: &random)
            let signals = [SIGKILL, SIGTERM, SIGINT]
            let signal = signals[Int.random(in: 0..<signals.count, using: &random)]
            let delay = Int.random(in: 0...500, using: &random)
            let text = "s\(seed)-st\(step)-c\(index)-d\(device)"
            let target = known.isEmpty ? nil : known[pick % known.count]
            var command: PlannedCommand
            // Issue 41: repeating todos, edits of single fields, undo and restore.
            let day = String(1 + pick % 28)
            let paddedDay = day.count == 1 ? "0" + day : day
            switch draw {
            case ..<20:
                command = PlannedCommand(
                    device: device, kind: .add, args: ["add", text + "-add"], text: text + "-add")
            case ..<30:
                command = PlannedCommand(
                    device: device, kind: .add,
                    args: ["add", text + "-add", "--due", "2027-03-" + paddedDay, "--recur", "weekly"],
                    text: text + "-add")
            case ..<50 where target != nil:
                switch pick % 3 {
                case 0:
                    command = PlannedCommand(
                        device: device, kind: .edit, args: ["edit", target!, "--text", text + "-edit"],
                        target: target, text: text + "-edit", fields: ["text"])
                case 1:
                    let importance = ["low", "basic", "important"][(pick / 3) % 3]
                    command = PlannedCommand(
                        device: device, kind: .edit, args: ["edit", target!, "--importance", importance],
                        target: target, fields: ["importance"])
                default:
                    command = PlannedCommand(
                        device: device, kind: .edit, args: ["edit", target!, "--due", "2027-04-" + paddedDay],
                        target: target, fields: ["due"])
                }
            case ..<58 where target != nil:
                command = PlannedCommand(
                    device: device, kind: .done, args: ["done", target!], target: target, fields: ["done"])
            case ..<66 where target != nil:
                command = PlannedCommand(device: device, kind: .rm, args: ["rm", target!], target: target)
            case ..<69:
                command = PlannedCommand(device: device, kind: .undo, args: ["undo"])
            case ..<72 where target != nil:
                command = PlannedCommand(
                    device: device, kind: .restoreVersion, args: ["restore", target!, "1"], target: target)
            case ..<80:
                command = PlannedCommand(device: device, kind: .sync, args: ["sync"])
            case ..<90:
                command = PlannedCommand(
                    device: device, kind: .recover, args: ["sync", "--recover", "--deadline", "3"])
            case 90...:
                command = PlannedCommand(device: device, kind: .watch, args: ["watch", "--interval", "0.2"])
            default:
                command = PlannedCommand(
                    device: device, kind: .add, args: ["add", text + "-add"], text: text + "-add")
            }
            if command.kind == .watch {
                // A watch never ends by itself: always stopped, after 150 ms to 1.2 s.
                command.kill = KillPlan(signal: signal, afterMilliseconds: 150 + delay * 2)
            } else if killDraw < 35 {
                command.kill = KillPlan(signal: signal, afterMilliseconds: delay)
            }
            return command
        }
    }

    /// Waits for the child; sends the planned signal if it still runs after the planned delay.
    private static func finish(_ process: Subprocess, kill plan: KillPlan?) async -> (ProcessResult, String?) {
        let done = Locked(false)
        let sent = Locked<String?>(nil)
        let killer = Task {
            guard let plan else { return }
            try? await Task.sleep(for: .milliseconds(plan.afterMilliseconds))
            guard !Task.isCancelled, !done.withLock({ $0 }) else { return }
            sent.withLock { $0 = "\(plan.name) after \(plan.afterMilliseconds) ms" }
            kill(process.pid, plan.signal)
        }
        let result = await process.finished(limit: commandLimit)
        done.withLock { $0 = true }
        killer.cancel()
        return (result, sent.withLock { $0 })
    }

    /// What a command did: one event, or for an undo one per todo it wrote back or removed.
    private static func events(for command: PlannedCommand, step: Int, result: (ProcessResult, String?))
        -> [ChaosEvent]
    {
        let (process, sent) = result
        var outcome = process.signaled ? "killed by signal \(process.status)" : "exit \(process.status)"
        if let sent { outcome = "\(sent) → " + outcome }
        if process.signaled && process.status == SIGKILL && sent?.hasPrefix("SIGKILL") != true {
            outcome = "watchdog after \(Int(commandLimit)) s; stderr: \(process.stderr.suffix(300))"
        }
        var event = ChaosEvent(
            step: step, source: "d\(command.device)", kind: command.kind, target: command.target, text: command.text,
            acknowledged: false, outcome: outcome)
        event.signalled = sent != nil || process.signaled
        event.lockedOut = !process.signaled && process.status == 75
        event.fields = command.fields
        guard process.status == 0, !process.signaled else { return [event] }
        let printed = Data(process.stdout.utf8)
        switch command.kind {
        case .add, .edit, .done, .rm:
            guard let element = try? JSONDecoder().decode(TodoItem.self, from: printed) else { return [event] }
            event.element = element
            // `done` on a done todo changes nothing (its time is not this step's): no change to account for.
            event.acknowledged = command.kind == .rm || element.changedAt == deviceTime(step)
            if !event.acknowledged { event.outcome += " (no change)" }
            return [event]
        case .restoreVersion:
            // `{"item","refused","overrode"}`: the version written, unless refused or already so.
            guard let report = try? JSONValue.parse(process.stdout), report["refused"] == .bool(false),
                let item = report["item"], let element = try? TodoItem(json: item)
            else { return [event] }
            event.element = element
            event.acknowledged = element.changedAt == deviceTime(step)
            return [event]
        case .undo:
            // Each todo written back is a change of every field; each removed one a deletion.
            guard let report = try? JSONValue.parse(process.stdout), report["outcome"] == .string("undone") else {
                return [event]
            }
            var events: [ChaosEvent] = []
            for (key, kind) in [("restored", ChaosEvent.Kind.undo), ("removed", .rm)] {
                for value in report[key]?.array ?? [] {
                    guard let element = try? TodoItem(json: value) else { continue }
                    var written = event
                    written.kind = kind
                    written.target = element.id
                    written.element = element
                    written.acknowledged = true
                    written.outcome += kind == .rm ? " (undo removed it)" : " (undo wrote it back)"
                    events.append(written)
                }
            }
            return events.isEmpty ? [event] : events
        default:
            return [event]
        }
    }

    // MARK: - Helpers

    /// Names of temporary files (`*.tmp*`) in a store, however deep.
    static func temporaryFiles(in home: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: home)?.allObjects as? [String] ?? []
        return names.filter { ($0 as NSString).lastPathComponent.contains(".tmp") }.sorted()
    }

    /// The requests answered between two stats, as "METHOD STATUS×N" (status 0: no answer).
    static func requests(since before: MockStats, now after: MockStats) -> String {
        var counts: [String] = []
        for (method, statuses) in after.requests.sorted(by: { $0.key < $1.key }) {
            for (status, count) in statuses.sorted(by: { $0.key < $1.key }) {
                let new = count - (before.requests[method]?[status] ?? 0)
                if new > 0 { counts.append("\(method) \(status)×\(new)") }
            }
        }
        return counts.joined(separator: ", ")
    }
}
