import Glibc
import TodoStore

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

    /// The signature of the store in `directory` now; a missing file counts as zeros.
    public static func of(directory: String) -> StoreSignature {
        var fields: [Int64] = []
        for name in [StoreFormat.snapshotFile, StoreFormat.journalFile] {
            var st = stat()
            if stat(directory + "/" + name, &st) == 0 {
                fields += [
                    Int64(st.st_ino), Int64(st.st_size),
                    Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec),
                    Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec),
                ]
            } else {
                fields += [0, 0, 0, 0]
            }
        }
        return StoreSignature(fields: fields)
    }

    private init(fields: [Int64]) {
        self.fields = fields
    }
}
