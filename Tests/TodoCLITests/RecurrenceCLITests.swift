import Foundation
import Testing
import TodoKit
import TodoModel

/// Issue 35 through the binary on one device: repeating todos, waiting todos, the due filters and
/// their bad input (one line naming the problem, exit 64, nothing written).
@Suite struct RecurrenceCLITests {
    // Clock.now is Monday 2025-03-10 09:46:40 UTC (TZ=UTC in the sandbox).

    static func texts(_ s: Sandbox, _ args: [String]) throws -> [String] {
        (try JSONValue.parse(try s.ok(args + ["--json"]).stdout).array ?? []).compactMap { $0["text"]?.string }
    }

    @Test func aRepeatingTodoKeepsItsRuleInTheTextAndShowsAMarker() throws {
        let s = try Sandbox()
        s.now = Clock.now
        let rent = try s.add(["Pay rent +home", "--due", "2025-04-01", "--recur", "monthly", "--until", "2025-12-31"])
        // Issue 41: setting a series also writes its zone and anchor (hidden like rec:).
        #expect(rent.text == "Pay rent +home rec:+1m until:2025-12-31 tz:UTC anchor:01T00:00")
        let list = try s.ok(["list"]).stdout
        #expect(list.contains("Pay rent +home ↻ monthly until 2025-12-31"), "\(list)")
        #expect(!list.contains("rec:") && !list.contains("tz:") && !list.contains("anchor:"), "\(list)")
        let shown = try s.ok(["show", rent.id]).stdout
        #expect(shown.contains("text:        Pay rent +home\n"), "\(shown)")
        #expect(shown.contains("repeats:     ↻ monthly until 2025-12-31"), "\(shown)")
        let water = try s.add(["Water plants", "--due", "today", "--recur", "after 3d"])
        #expect(water.text == "Water plants rec:3d tz:UTC anchor:10T00:00")
        let edited = try s.element(["edit", water.id, "--recur", "every 2w"])
        #expect(edited.text == "Water plants rec:+2w tz:UTC anchor:10T00:00")
        let renamed = try s.element(["edit", water.id, "--text", "Water the plants"])
        #expect(renamed.text == "Water the plants rec:+2w tz:UTC anchor:10T00:00", "a new text keeps the tokens")
        let stopped = try s.element(["edit", rent.id, "--recur", "none"])
        #expect(stopped.text == "Pay rent +home")
    }

    @Test func doneMakesTheNextAndUndoTakesItBack() throws {
        let s = try Sandbox()
        s.now = Clock.now
        let rent = try s.add(["Pay rent", "--due", "2025-03-31", "--recur", "monthly", "--wait", "2025-03-28"])
        let done = try s.ok(["done", rent.id])
        #expect(done.stdout.contains("Next "), "\(done)")
        #expect(done.stdout.contains("due 2025-04-30"), "\(done)")
        let all = try s.items(["--all"])
        let next = try #require(all.first { !$0.done })
        // Issue 41: the series' zone and anchor (written by --recur) go on byte-exact.
        #expect(next.text == "Pay rent rec:+1m t:2025-04-27 tz:UTC anchor:31T00:00", "the wait keeps its offset")
        #expect(next.id == Recurrence.successorID(of: rent.id, deadline: try #require(rent.deadline)))
        let undo = try s.json(["undo"])
        #expect(undo["removed"]?.array?.first?["id"] == .string(next.id), "the untouched next one goes")
        #expect(undo["kept_occurrences"]?.array?.isEmpty == true, "\(undo)")
        let after = try s.items(["--all"])
        #expect(after.count == 1)
        #expect(after.first?.done == false)
    }

    @Test func waitingTodosHideUntilTheirDay() throws {
        let s = try Sandbox()
        s.now = Clock.now
        try s.add(["Today's"])
        let later = try s.add(["Renew passport", "--wait", "fri"])
        #expect(later.text == "Renew passport t:2025-03-14")
        #expect(try Self.texts(s, ["list"]) == ["Today's"])
        #expect(try Self.texts(s, ["list", "--waiting"]) == ["Renew passport t:2025-03-14"])
        #expect(try Self.texts(s, ["list", "--all"]) == ["Today's", "Renew passport t:2025-03-14"])
        let screen = try s.ok(["list", "--waiting"]).stdout
        #expect(screen.contains("Renew passport (waits until 2025-03-14)"), "\(screen)")
        #expect(try s.ok(["list"]).stdout.contains("Renew") == false)
        s.now = Clock.now + 4 * 86_400
        #expect(try Self.texts(s, ["list"]) == ["Today's", "Renew passport t:2025-03-14"])
        let onTheDay = try s.ok(["list"]).stdout
        #expect(onTheDay.contains("Renew passport"), "\(onTheDay)")
        #expect(!onTheDay.contains("waits until"), "a wait that has ended is not shown: \(onTheDay)")
        let shown = try s.element(["edit", later.id, "--wait", "none"])
        #expect(shown.text == "Renew passport")
    }

    @Test func dueFilters() throws {
        let s = try Sandbox()
        s.now = Clock.now
        try s.add(["overdue", "--due", "yesterday"])
        try s.add(["today", "--due", "today"])
        try s.add(["tomorrow", "--due", "tomorrow"])
        try s.add(["sunday", "--due", "2025-03-16"])
        try s.add(["next month", "--due", "2025-04-10"])
        try s.add(["undated"])
        #expect(try Self.texts(s, ["list", "--due", "today"]) == ["today"])
        #expect(try Self.texts(s, ["list", "--due", "tomorrow"]) == ["tomorrow"])
        #expect(try Self.texts(s, ["list", "--due", "week"]) == ["today", "tomorrow", "sunday"])
        #expect(try Self.texts(s, ["list", "--due", "overdue"]) == ["overdue"])
        #expect(try Self.texts(s, ["list", "--due-before", "tomorrow"]) == ["overdue", "today"])
        #expect(try Self.texts(s, ["list", "--due-after", "2025-03-16"]) == ["next month"])
        #expect(
            try Self.texts(s, ["list", "--due-after", "today", "--due-before", "2025-04-01"]) == ["tomorrow", "sunday"])
    }

    @Test(arguments: [
        (["add", "x", "--due", "tomorrow", "--recur", "fortnightly"], "unknown period 'fortnightly'"),
        (["add", "x", "--recur", "monthly"], "--recur needs a due date"),
        // Issue 41: a rec: typed in the text is a series as --recur's: the same refusal.
        (["add", "x rec:+1w"], "--recur needs a due date"),
        (
            ["add", "x", "--due", "2025-04-01", "--recur", "monthly", "--until", "2025-03-20"],
            "--until 2025-03-20 is before the due date 2025-04-01"
        ),
        (["add", "x", "--due", "tomorrow", "--until", "2025-12-01"], "--until ends a repeating series"),
        (["add", "x", "--wait", "someday"], "--wait: date not understood: 'someday'"),
        (["list", "--due", "soon"], "--due takes today, tomorrow, week or overdue, got 'soon'"),
        (["list", "--due-before", "never"], "--due-before: date not understood: 'never'"),
    ])
    func badInputIsOneLineAndExit64(args: [String], says: String) throws {
        let s = try Sandbox()
        s.now = Clock.now
        let result = try s.run(args)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("todo: " + says), "\(result)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result)")
        #expect(try s.items(["--all"]).isEmpty, "nothing added")
    }

    @Test func completionsOfferThePeriodsAndTheDueWindows() throws {
        let s = try Sandbox()
        for shell in ["bash", "zsh", "fish"] {
            let script = try s.ok(["--generate-completion-script", shell]).stdout
            for word in ["weekdays", "monthly", "yearly", "overdue", "tomorrow"] {
                #expect(script.contains(word), "\(shell): \(word)")
            }
            #expect(script.contains("due-before") && script.contains("waiting"), "\(shell)")
        }
    }

    @Test func everyNewOptionHasAnExampleInItsHelp() throws {
        let s = try Sandbox()
        let add = try s.ok(["add", "--help"]).stdout
        #expect(add.contains("--recur monthly --until"), "\(add)")
        #expect(add.contains("--wait 2027-02-01"), "\(add)")
        let edit = try s.ok(["edit", "--help"]).stdout
        #expect(edit.contains("--recur none --wait none"), "\(edit)")
        let list = try s.ok(["list", "--help"]).stdout
        for example in ["todo list --waiting", "todo list --due week", "--due-after fri --due-before eom"] {
            #expect(list.contains(example), "\(list)")
        }
    }

    // Issue 41: dates are civil in the zone the series was set in, whatever TZ completes it.

    /// Unix seconds of `day` at `hour`:`minute` on `zone`'s wall clock.
    static func instant(_ day: String, _ hour: Int, _ minute: Int, _ zone: String) throws -> Int64 {
        let clock = LocalTime(rules: try #require(ZoneRules.named(zone)))
        return clock.instant(try #require(CivilDay(text: day)), secondsIntoDay: Int64(hour * 3600 + minute * 60))
    }

    /// A sandbox at a fixed time, and the series `add ARGS` makes there in New York.
    static func newYorkSeries(_ args: [String]) throws -> (Sandbox, TodoItem) {
        let s = try Sandbox()
        s.now = Clock.now
        return (s, try s.add(args, env: ["TZ": "America/New_York"]))
    }

    /// The next occurrence `done ID` makes with `TZ=zone`.
    static func complete(_ s: Sandbox, _ id: String, zone: String) throws -> TodoItem {
        try s.ok(["done", id], env: ["TZ": zone])
        return try #require(try s.items(["--all"]).first { !$0.done })
    }

    @Test func aSeriesIsCivilInItsZoneWhereverItIsCompleted() throws {
        let (s, rent) = try Self.newYorkSeries(["Rent", "--due", "2026-01-31 09:00", "--recur", "monthly"])
        #expect(rent.text == "Rent rec:+1m tz:America/New_York anchor:31T09:00")
        #expect(try s.ok(["list"], env: ["TZ": "America/New_York"]).stdout.contains("Rent ↻ monthly"))
        let february = try Self.complete(s, rent.id, zone: "Europe/Berlin")
        #expect(february.deadline == (try Self.instant("2026-02-28", 9, 0, "America/New_York")))
        #expect(february.text == rent.text, "the tokens go on byte-exact")
        let march = try Self.complete(s, february.id, zone: "UTC")
        #expect(march.deadline == (try Self.instant("2026-03-31", 9, 0, "America/New_York")), "back to the 31st")
        // The same occurrence completed in another zone (done, undo, done) makes the same todo.
        try s.ok(["undo"])
        let again = try Self.complete(s, february.id, zone: "Australia/Lord_Howe")
        #expect(again.id == march.id && again.text == march.text && again.deadline == march.deadline)
    }

    @Test func aDailyTimeSkippedByDSTMovesThatDayOnly() throws {
        let (s, first) = try Self.newYorkSeries(["Pills", "--due", "2026-03-07 02:30", "--recur", "daily"])
        #expect(first.text == "Pills rec:+1d tz:America/New_York anchor:07T02:30")
        let skipped = try Self.complete(s, first.id, zone: "Asia/Kathmandu")
        #expect(skipped.deadline == (try Self.instant("2026-03-08", 3, 30, "America/New_York")))
        let back = try Self.complete(s, skipped.id, zone: "UTC")
        #expect(back.deadline == (try Self.instant("2026-03-09", 2, 30, "America/New_York")))
    }

    @Test func recTypedInTheTextIsASeriesAsRecurMakesIt() throws {
        let s = try Sandbox()
        s.now = Clock.now
        let typed = try s.add(["Report rec:+1w", "--due", "2025-03-14 17:00"])
        #expect(typed.text == "Report rec:+1w tz:UTC anchor:14T17:00")
        let next = try Self.complete(s, typed.id, zone: "America/New_York")
        #expect(next.deadline == (try Self.instant("2025-03-21", 17, 0, "UTC")))
        // edit --text that adds a rec: to a todo without a due date: refused as --recur is.
        let plain = try s.add(["Plain"])
        let refused = try s.run(["edit", plain.id, "--text", "Plain rec:+1w"])
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.stderr.hasPrefix("todo: --recur needs a due date"), "\(refused)")
        // edit --due on a repeating todo moves the anchor.
        let moved = try s.element(["edit", next.id, "--due", "2025-03-28 08:15"], env: ["TZ": "Europe/Berlin"])
        #expect(moved.text == "Report rec:+1w tz:Europe/Berlin anchor:28T08:15")
    }
}
