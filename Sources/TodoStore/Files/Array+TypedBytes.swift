extension Array where Element == UInt8 {
    /// `body` over the array's storage, keeping `body`'s typed error (`withUnsafeBytes` only
    /// rethrows `any Error`).
    func withTypedBytes<E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        var failure: E?
        withUnsafeBytes { raw in
            do throws(E) {
                try body(raw)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
