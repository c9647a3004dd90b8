/// A list as the server holds it at one moment.
public struct MockList: Sendable, Hashable, Codable {
    /// The elements in the order the server keeps them.
    public var elements: [MockElement]
    /// Starts at 0 and grows by exactly 1 with every change.
    public var revision: Int

    /// Creates a list.
    public init(elements: [MockElement] = [], revision: Int = 0) {
        self.elements = elements
        self.revision = revision
    }
}
