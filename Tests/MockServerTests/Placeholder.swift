import Testing

@Test func placeholderMockServerTests() {
    #expect(Bool(true))
}
