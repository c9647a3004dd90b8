/// A change made by the concurrent writer, as another device would make it.
public enum MockChange: Sendable, Hashable {
    /// Adds an element whose id is not in the list yet.
    case add(MockElement)
    /// Replaces the element with the same id.
    case edit(MockElement)
    /// Removes the element with this id.
    case delete(id: String)
    /// Replaces the whole list.
    case replace([MockElement])
}
