import Glibc

/// A whole file mapped read-only, unmapped when the last reference goes.
///
/// For derived files read whole at every command (the index): the page cache's pages are used in
/// place, with no buffer to allocate, zero and copy into. The store replaces its files by
/// renaming a new one over them, so a mapped file's bytes do not change under a reader.
final class MappedFile {
    /// The file's bytes; valid while this object lives.
    let bytes: UnsafeRawBufferPointer
    /// The file's identity as mapped (inode, size, times), for ``VerifiedStamp``; `nil` when it
    /// was mapped from a descriptor.
    private(set) var status: stat?

    /// Maps the file at `path`; throws when it cannot be opened, read or mapped.
    convenience init(path: String) throws(POSIXFile.Failure) {
        let fd = try POSIXFile.open(path, O_RDONLY)
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw POSIXFile.Failure(operation: "fstat", path: path, code: errno) }
        try self.init(fd: fd, path: path, size: Int(st.st_size))
        status = st
    }

    /// Maps the first `size` bytes of the open file `fd` (named `path` in errors); with
    /// `populate`, every page at once (for a file about to be read through, one call instead of a
    /// page fault per page).
    init(fd: Int32, path: String, size: Int, populate: Bool = false) throws(POSIXFile.Failure) {
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | (populate ? MAP_POPULATE : 0), fd, 0),
            address != MAP_FAILED
        else {
            throw POSIXFile.Failure(operation: "mmap", path: path, code: errno)
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let address = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: address), bytes.count) }
    }
}
