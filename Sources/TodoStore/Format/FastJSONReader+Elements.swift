import TodoModel

extension FastJSONReader {
    /// An array whose every element `element` reads.
    ///
    /// Internal to the store on purpose: a generic of another module is called unspecialized in a
    /// release build (no `@inlinable`), which made reading a 100k-todo snapshot's base and short
    /// numbers a third slower (`make bench`, list after syncs).
    mutating func elements<Element>(
        _ element: (inout FastJSONReader) throws(Failure) -> Element
    ) throws(Failure) -> [Element] {
        var list: [Element] = []
        try array { reader throws(Failure) in list.append(try element(&reader)) }
        return list
    }
}
