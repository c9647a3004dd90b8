import Testing

@Test func placeholderTodoCLITests() {
    #expect(Bool(true))
}
