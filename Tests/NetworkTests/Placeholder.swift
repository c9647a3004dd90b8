import Testing

@Test func placeholderNetworkTests() {
    #expect(Bool(true))
}
