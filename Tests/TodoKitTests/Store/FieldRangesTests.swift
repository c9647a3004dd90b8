import Testing
import TodoModel

@testable import TodoStore

/// The scanner's inline ranges hold one for every field, and give back what was set.
@Suite("FieldRanges")
struct FieldRangesTests {
    @Test func everyFieldHasASlot() {
        #expect(TodoField.allCases.count <= FieldRanges.capacity)
        // The loop through `first` and `next` visits the fields in the element's order.
        var visited: [TodoField] = []
        var next: TodoField? = TodoField.first
        while let field = next {
            visited.append(field)
            next = field.next
        }
        #expect(visited == TodoField.inOrder)
    }

    @Test func rangesComeBackAsSet() {
        var ranges = FieldRanges()
        let wide = Int(UInt32.max)
        let given: [TodoField: Range<Int>] = [.id: 0..<38, .text: 45..<(wide - 1), .color: (wide - 9)..<wide]
        for (field, range) in given { ranges[field] = range }
        for field in TodoField.allCases { #expect(ranges[field] == given[field], "\(field)") }
        ranges[.text] = nil
        #expect(ranges[.text] == nil)
        #expect(ranges[.id] == 0..<38)
    }
}
