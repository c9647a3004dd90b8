import Testing

@Test func placeholderTodoKitTests() {
    #expect(Bool(true))
}
