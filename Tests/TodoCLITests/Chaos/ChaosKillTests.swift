import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoTesting

/// Issue 11's proof harness: the real `todo` binary on several devices (stores) with one token, the
/// real mock server in this process as another writer, a seeded fault script per step (500s, outages,
/// lost answers, latency, server resets and restores from backup), commands killed at random moments
/// with SIGKILL, SIGTERM or SIGINT; then every fault lifted, `sync --recover` on every device twice,
/// and the oracle (``ChaosOracle``) on what the processes printed and the server holds.
///
/// `TODO_CHAOS_SEED` (first seed, default 1), `TODO_CHAOS_SEEDS` (how many, default 2),
/// `TODO_CHAOS_STEPS` (per seed, default 12), `TODO_CHAOS_DEVICES` (default 3), `TODO_CHAOS_REPEAT` (runs
/// of each seed, default 1). `make chaos` runs 200 seeds.
///
/// A seed fixes the fault script, the server's actions, the commands, and each kill's signal and
/// delay; where in its work a process is when the signal lands is timing. So a seed's violation
/// recurs in most replays, not all: replay with `TODO_CHAOS_REPEAT=5`.
///
/// Violations fail the run, in `make test`'s two short seeds and in `make chaos`'s 200 (which show
/// none: 200 seeds × 20 steps after issue 32's lock order); `TODO_CHAOS_STRICT=0` records them as a known issue
/// instead. One kind is reported and never failed on: a change that only a server held
/// and lost in a reset or a restore from a backup whose revision then climbed back past the devices'
/// (``ChaosViolation/Kind/lostWithServerData``): by the contract's one revision number that reset
/// cannot be told from ordinary work on other devices.
@Suite(.serialized) struct ChaosKillTests {
    @Test func devicesKilledAtRandomUnderFaultsAndServerResetsConverge() async throws {
        let settings = ChaosSettings.fromEnvironment
        let seeds = (0..<UInt64(settings.seeds)).flatMap { offset in
            Array(repeating: settings.firstSeed + offset, count: settings.repeats)
        }
        print(
            "chaos: seeds \(seeds.first!)…\(seeds.last!) (\(seeds.count)), \(settings.steps) steps, "
                + "\(settings.devices) devices, strict \(settings.strict)")
        var violations: [ChaosViolation] = []
        var perSeed: [Duration] = []
        for seed in seeds {
            let started = ContinuousClock.now
            let found = try await MockBackend.with(seed: seed) { backend in
                let run = try ChaosRun(seed: seed, settings: settings, backend: backend)
                let outcome = try await run.run()
                let found = ChaosOracle.check(outcome)
                let acknowledged = outcome.events.filter(\.acknowledged).count
                print(
                    "chaos seed \(seed): \(outcome.events.count) events (\(acknowledged) acknowledged), "
                        + "\(outcome.server.count) todos, \(outcome.conflicts.count) conflict records, "
                        + "\(found.count) violations, \(ContinuousClock.now - started)")
                if !found.isEmpty {
                    print("chaos seed \(seed) stores: " + run.devices.map(\.sandbox.home).joined(separator: " "))
                    print("chaos seed \(seed) trace:\n  " + run.trace.joined(separator: "\n  "))
                    for violation in found { print(violation) }
                    print("replay: \(settings.replay(seed))")
                }
                return found
            }
            violations += found
            perSeed.append(ContinuousClock.now - started)
        }
        let total = perSeed.reduce(Duration.zero, +)
        var kinds: [String: [UInt64]] = [:]
        for violation in violations {
            kinds[violation.kind.rawValue, default: []].append(violation.seed)
        }
        print(
            "chaos summary: \(seeds.count) seeds in \(total) (\(total / seeds.count) per seed); violations: "
                + (kinds.isEmpty
                    ? "none"
                    : kinds.sorted { $0.key < $1.key }.map {
                        "\($0.key) ×\($0.value.count) (seeds \(Array(Set($0.value)).sorted().prefix(5)))"
                    }.joined(separator: "; ")))

        if settings.strict {
            for violation in violations where violation.kind.gates {
                Issue.record("\(violation)\nreplay: \(settings.replay(violation.seed))")
            }
        } else {
            withKnownIssue(
                "TODO_CHAOS_STRICT=0: violations are shown, not failed on",
                isIntermittent: true
            ) {
                for violation in violations { Issue.record("\(violation)") }
            }
        }
    }

    /// Builds an outcome from events numbered in order, the server's list, and one device that agrees.
    private static func outcome(
        _ events: [ChaosEvent], server: [TodoItem], conflicts: [ChaosConflict] = []
    ) -> ChaosOutcome {
        var numbered = events
        for index in numbered.indices { numbered[index].order = index + 1 }
        return ChaosOutcome(
            seed: 7, events: numbered, server: server, devices: [server], conflicts: conflicts,
            recoveryFailures: [], leftovers: [])
    }

    private static func item(_ id: String, _ text: String, step: Int, writer: Bool = false)
        -> TodoItem
    {
        let time = writer ? ChaosRun.writerTime(step) : ChaosRun.deviceTime(step)
        return TodoItem.fixture(
            id, text: text, createdAt: time, changedAt: time, by: writer ? "w" : "d0")
    }

    @Test(
        "seed 2: a writer's edit of what an add of its own step pushed is kept, though stamped a second earlier"
    )
    func oracleSameStepWriterEdit() {
        let added = Self.item("a", "s-add", step: 14)
        let edited = Self.item("a", "s-writer-edit", step: 14, writer: true)
        let add = ChaosEvent(
            step: 14, source: "d1", kind: .add, text: added.text, acknowledged: true, element: added,
            outcome: "exit 0")
        let edit = ChaosEvent(
            step: 14, source: "writer", kind: .writerEdit, target: "a", text: edited.text,
            acknowledged: true,
            element: edited, outcome: "applied")
        #expect(ChaosOracle.check(Self.outcome([add, edit], server: [edited])).isEmpty)
        // An older step's version over the add is still an overwrite.
        var older = edited
        older.changedAt = ChaosRun.writerTime(13)
        var earlierEdit = edit
        earlierEdit.step = 13
        earlierEdit.element = older
        #expect(
            ChaosOracle.check(Self.outcome([earlierEdit, add], server: [older])).map(\.kind) == [.stale])
    }

    @Test(
        "seed 62: a writer's edit that only the server held, then lost in a reset, is reported and does not gate"
    )
    func oracleWriterEditLostInReset() {
        let added = Self.item("a", "s-add", step: 8)
        let edited = Self.item("a", "s-writer-edit", step: 12, writer: true)
        let add = ChaosEvent(
            step: 8, source: "d1", kind: .add, text: added.text, acknowledged: true, element: added,
            outcome: "exit 0")
        let edit = ChaosEvent(
            step: 12, source: "writer", kind: .writerEdit, target: "a", text: edited.text,
            acknowledged: true,
            element: edited, outcome: "applied")
        var reset = ChaosEvent(
            step: 13, source: "server", kind: .forget, acknowledged: true, outcome: "revision 9 → 0")
        reset.affected = ["a"]
        #expect(
            ChaosOracle.check(Self.outcome([add, edit, reset], server: [added])).map(\.kind) == [
                .lostWithServerData
            ])
        #expect(ChaosOracle.check(Self.outcome([add, edit], server: [added])).map(\.kind) == [.stale])
    }

    @Test(
        "seed 20: a todo deleted before a reset and restored by a device that last saw it then is no false conflict"
    )
    func oracleRestoredAfterReset() {
        let added = Self.item("a", "s-add", step: 8)
        let add = ChaosEvent(
            step: 8, source: "d2", kind: .add, text: added.text, acknowledged: true, element: added,
            outcome: "exit 0")
        let remove = ChaosEvent(
            step: 11, source: "d2", kind: .rm, target: "a", acknowledged: true, element: added,
            outcome: "exit 0")
        let reset = ChaosEvent(
            step: 12, source: "server", kind: .forget, acknowledged: true, outcome: "revision 9 → 0")
        let record = ChaosConflict(device: 1, id: "a", kind: "server_reset_restored", identity: "r")
        #expect(
            ChaosOracle.check(Self.outcome([add, remove, reset], server: [added], conflicts: [record]))
                .isEmpty)
        // Without a reset after the todo existed, the same record is false.
        #expect(
            ChaosOracle.check(Self.outcome([reset, add, remove], server: [added], conflicts: [record]))
                .map(\.kind)
                == [.falseConflict])
    }

    @Test(
        "seed 151: a delete the server forgot in a reset, then an unconfirmed create sent again, does not gate"
    )
    func oracleDeleteForgottenByReset() {
        let added = Self.item("a", "s-add", step: 0)
        let add = ChaosEvent(
            step: 0, source: "d2", kind: .add, text: added.text, acknowledged: true, element: added,
            outcome: "exit 0")
        let delete = ChaosEvent(
            step: 0, source: "writer", kind: .writerDelete, target: "a", acknowledged: true,
            element: added, outcome: "applied")
        let reset = ChaosEvent(
            step: 3, source: "server", kind: .forget, acknowledged: true, outcome: "revision 4 → 0")
        #expect(
            ChaosOracle.check(Self.outcome([add, delete, reset], server: [added])).map(\.kind) == [
                .lostWithServerData
            ])
        #expect(
            ChaosOracle.check(Self.outcome([add, delete], server: [added])).map(\.kind) == [.resurrected])
    }

    @Test("the oracle flags a lost add, a resurrection, a false conflict and a divergence")
    func oracleFindsWhatItShould() {
        let item = TodoItem.fixture("a", text: "t-add", createdAt: 1, changedAt: 2, by: "d0")
        let other = TodoItem.fixture("b", text: "t2-add", createdAt: 1, changedAt: 2, by: "d1")
        let add = ChaosEvent(
            step: 0, source: "d0", kind: .add, text: "t-add", acknowledged: true, element: item,
            outcome: "exit 0")
        let addOther = ChaosEvent(
            step: 0, source: "d1", kind: .add, text: "t2-add", acknowledged: true, element: other,
            outcome: "exit 0")
        let remove = ChaosEvent(
            step: 1, source: "d1", kind: .rm, target: "b", acknowledged: true, element: other,
            outcome: "exit 0")
        var events = [add, addOther, remove]
        for index in events.indices { events[index].order = index + 1 }
        let conflict = ChaosConflict(
            device: 0, id: "a", kind: "remote_deleted_local_edited", identity: "x")
        let outcome = ChaosOutcome(
            seed: 7, events: events, server: [other], devices: [[other], []], conflicts: [],
            recoveryFailures: [], leftovers: [])
        let kinds = Set(ChaosOracle.check(outcome).map(\.kind))
        #expect(kinds == [.lost, .resurrected, .divergence])
        var explained = outcome
        explained.server = []
        explained.devices = [[]]
        explained.conflicts = [conflict]
        // The record explains the missing "a", but names a todo only d0 changed: a false conflict.
        #expect(ChaosOracle.check(explained).map(\.kind) == [.falseConflict])
        // A killed `rm` (no answer) may have removed "a": its absence is no loss.
        var killed = outcome
        var removeKilled = ChaosEvent(
            step: 2, source: "d0", kind: .rm, target: "a", acknowledged: false,
            outcome: "SIGKILL after 5 ms")
        removeKilled.signalled = true
        removeKilled.order = 4
        killed.events.append(removeKilled)
        killed.devices = [[other], [other]]
        #expect(ChaosOracle.check(killed).map(\.kind) == [.resurrected])
        // The writer deleted what the add pushed before the add's process ended: no loss.
        var writerDelete = ChaosEvent(
            step: 0, source: "writer", kind: .writerDelete, target: "a", acknowledged: true,
            element: item,
            outcome: "applied")
        writerDelete.order = 1
        var addLater = add
        addLater.order = 2
        let early = ChaosOutcome(
            seed: 7, events: [writerDelete, addLater], server: [], devices: [[], []], conflicts: [],
            recoveryFailures: [], leftovers: [])
        #expect(ChaosOracle.check(early).isEmpty)
        // The server was reset after the add and lost it, with nothing on it to say so: reported,
        // under its own kind that does not gate; without the reset, a loss.
        var reset = ChaosEvent(
            step: 1, source: "server", kind: .forget, acknowledged: true, outcome: "revision 3 → 0")
        reset.affected = ["a"]
        reset.order = 2
        let lostByReset = ChaosOutcome(
            seed: 7, events: [add, reset], server: [], devices: [[], []], conflicts: [],
            recoveryFailures: [], leftovers: [])
        #expect(ChaosOracle.check(lostByReset).map(\.kind) == [.lostWithServerData])
        #expect(!ChaosViolation.Kind.lostWithServerData.gates)
        var resetFirst = lostByReset
        resetFirst.events = [
            reset,
            {
                var later = add
                later.order = 3
                return later
            }(),
        ]
        #expect(ChaosOracle.check(resetFirst).map(\.kind) == [.lost])
        var fine = explained
        fine.conflicts = []
        fine.server = [item]
        fine.devices = [[item], [item]]
        #expect(ChaosOracle.check(fine).isEmpty)
    }

    @Test("issue 41: edits of different fields on two devices both hold, field by field, and no record names them")
    func oracleFieldsOfTwoDevices() {
        let added = Self.item("a", "s-add", step: 1)
        var done = added
        done.done = true
        done.changedAt = ChaosRun.deviceTime(3)
        var important = added
        important.importance = .important
        important.changedAt = ChaosRun.deviceTime(4)
        let add = ChaosEvent(
            step: 1, source: "d0", kind: .add, text: added.text, acknowledged: true, element: added,
            outcome: "exit 0")
        var complete = ChaosEvent(
            step: 3, source: "d0", kind: .done, target: "a", acknowledged: true, element: done, outcome: "exit 0")
        complete.fields = ["done"]
        var raise = ChaosEvent(
            step: 4, source: "d1", kind: .edit, target: "a", acknowledged: true, element: important,
            outcome: "exit 0")
        raise.fields = ["importance"]
        var events = [add, complete, raise]
        for index in events.indices { events[index].order = index + 1 }
        var both = important
        both.done = true
        #expect(ChaosOracle.check(Self.outcome(events, server: [both])).isEmpty)
        // The completion lost under the later edit of another field: a lost field.
        #expect(ChaosOracle.check(Self.outcome(events, server: [important])).map(\.kind) == [.stale])
        // A record of that field explains it; a record naming a field one side changed is false.
        var record = ChaosConflict(device: 0, id: "a", kind: "both_edited", identity: "r")
        record.fields = ["done"]
        #expect(
            ChaosOracle.check(Self.outcome(events, server: [important], conflicts: [record])).map(\.kind) == [
                .falseConflict
            ])
    }

    @Test("issue 41: a repeating todo open beside the next occurrence it made is a split series")
    func oracleSplitSeries() {
        var first = Self.item("a", "s-add rec:+1w", step: 1)
        first.deadline = 1_800_000_000
        var next = Self.item(Recurrence.successorID(of: "a", deadline: 1_800_000_000), "s-add rec:+1w", step: 2)
        next.deadline = 1_800_604_800
        let add = ChaosEvent(
            step: 1, source: "d0", kind: .add, text: "s-add", acknowledged: true, element: first,
            outcome: "exit 0")
        #expect(ChaosOracle.check(Self.outcome([add], server: [first, next])).map(\.kind) == [.splitSeries])
        var done = first
        done.done = true
        var complete = ChaosEvent(
            step: 2, source: "d0", kind: .done, target: "a", acknowledged: true, element: done, outcome: "exit 0")
        complete.fields = ["done"]
        #expect(ChaosOracle.check(Self.outcome([add, complete], server: [done, next])).isEmpty)
    }
}
