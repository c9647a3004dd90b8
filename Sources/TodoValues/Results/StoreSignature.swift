/// A cheap fingerprint of the store's files, to notice a change made by another process.
///
/// Every commit appends to the journal or replaces the snapshot, so the inode, size and change
/// time of the two files change with it; comparing two signatures costs two `stat` calls and reads
/// no data.
public struct StoreSignature: Sendable, Hashable {
    private var fields: [Int64]

    /// A signature made of arbitrary numbers, for tests of code that compares signatures.
    public init(_ fields: Int64...) {
        self.fields = fields
    }

    package init(fields: [Int64]) {
        self.fields = fields
    }
}
