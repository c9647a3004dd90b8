import Foundation
import Testing
import TodoModel

/// Issue 41, point 6: `todo undo` gives a todo back its short number when that number is free.
@Suite struct UndoNumberTests {
    @Test func undoingARecurringDoneGivesTheTodoBackItsNumber() throws {
        let s = try Sandbox()
        try s.add(["Buy milk"])
        let water = try s.add(["Water plants", "--due", "today", "--recur", "daily"])
        #expect(try s.element(["show", "2"]).id == water.id)
        try s.ok(["done", "2"])
        // The next occurrence is pending and numbered; the undo removes it and reopens the first.
        try s.ok(["undo"])
        #expect(try s.element(["show", "2"]).id == water.id, "the reopened todo is 2 again")
        #expect(try s.run(["show", "3"]).status != 0, "no todo took a new number")
        #expect(
            try s.items().filter { !$0.done }.map(\.id).sorted()
                == [water.id, try s.element(["show", "1"]).id].sorted())
    }

    @Test func undoingADoneGivesTheTodoBackItsNumber() throws {
        let s = try Sandbox()
        try s.add(["Buy milk"])
        let bread = try s.add(["Buy bread"])
        try s.add(["Buy eggs"])
        try s.ok(["done", "2"])
        try s.ok(["undo"])
        #expect(try s.element(["show", "2"]).id == bread.id)
    }
}
