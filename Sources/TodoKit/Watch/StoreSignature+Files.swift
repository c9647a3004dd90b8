import Glibc
import TodoStore
import TodoValues

extension StoreSignature {
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
}
