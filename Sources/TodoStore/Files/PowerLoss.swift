import Glibc
import Synchronization

/// A simulated power loss at any point of a run under one directory, for tests: what the disk
/// holds then is what was made durable, and any part of what was not.
///
/// Armed for a directory, ``POSIXFile`` records every operation of the store that changes a file
/// or a name in it (a create, a write, a truncation, a rename, an unlink; the directory's own
/// creation) and every fsync of a file or of a directory. The model is the page cache's: a file's
/// data is durable as of its last fsync, a name (a create, a rename, an unlink) as of the
/// directory's last fsync, and the directory itself as of its parent's. After each operation the
/// run's ``Image`` is kept: the durable state and the operations not yet durable, any subset of
/// which a power loss may have kept (``Image/files(keeping:tornLast:)``). A missing fsync then
/// shows as an image whose durable state lacks something the store had already reported done.
/// Unarmed (the default, and always outside tests) it costs one lock per operation.
public enum PowerLoss {
    /// One operation that is not durable yet.
    public enum Operation: Sendable, Equatable {
        /// The directory, or a missing parent of it, was created (durable once its parent is fsynced).
        case makeDirectory(path: String)
        /// A file was created (durable once the directory is fsynced).
        case create(name: String, file: Int)
        /// A file was renamed (durable once the directory is fsynced).
        case rename(from: String, to: String, file: Int)
        /// A name was removed (durable once the directory is fsynced).
        case unlink(name: String)
        /// Bytes were written to a file (durable once the file is fsynced).
        case write(file: Int, offset: Int, bytes: [UInt8])
        /// A file was cut or extended to `size` bytes (durable once the file is fsynced).
        case truncate(file: Int, size: Int)

        /// The file whose data the operation changes, for a write or a truncation.
        var dataFile: Int? {
            switch self {
            case .write(let file, _, _), .truncate(let file, _): file
            default: nil
            }
        }

        /// Whether the operation changes a name in the directory.
        var isName: Bool {
            switch self {
            case .create, .rename, .unlink: true
            default: false
            }
        }
    }

    /// The disk under the armed directory after some operations: what is durable, and what is not.
    public struct Image: Sendable {
        /// The armed directory and its parents that did not exist durably (their creation is not durable yet).
        var missing: [String]
        /// The directory's names as of its last fsync, each naming a file.
        var entries: [String: Int]
        /// Each file's data as of its last fsync (a file never fsynced is empty).
        var contents: [Int: [UInt8]]
        /// The operations not durable yet, in the order they were made.
        public internal(set) var unsynced: [Operation]

        /// The directory's files after a power loss that kept the unsynced operations whose index
        /// `keep` accepts (dropping the others), the last kept write only half written when
        /// `tornLast`; `nil` when the directory itself is not there.
        public func files(keeping keep: (Int) -> Bool, tornLast: Bool = false) -> [String: [UInt8]]? {
            for path in missing {
                let made = unsynced.indices.contains { keep($0) && unsynced[$0] == .makeDirectory(path: path) }
                if !made { return nil }
            }
            let lastWrite = tornLast ? unsynced.indices.last { keep($0) && unsynced[$0].dataFile != nil } : nil
            var entries = self.entries
            var contents = self.contents
            for (index, operation) in unsynced.enumerated() where keep(index) {
                switch operation {
                case .makeDirectory: break
                case .create(let name, let file): entries[name] = file
                case .rename(let from, let to, let file):
                    entries[from] = nil
                    entries[to] = file
                case .unlink(let name): entries[name] = nil
                case .write(let file, let offset, let bytes):
                    let kept = index == lastWrite ? Array(bytes.prefix(bytes.count / 2)) : bytes
                    var data = contents[file] ?? []
                    if data.count < offset + kept.count {
                        data.append(contentsOf: repeatElement(0, count: offset + kept.count - data.count))
                    }
                    data.replaceSubrange(offset..<(offset + kept.count), with: kept)
                    contents[file] = data
                case .truncate(let file, let size):
                    var data = contents[file] ?? []
                    if data.count > size {
                        data.removeLast(data.count - size)
                    } else {
                        data.append(contentsOf: repeatElement(0, count: size - data.count))
                    }
                    contents[file] = data
                }
            }
            return entries.mapValues { contents[$0] ?? [] }
        }
    }

    fileprivate struct Plan {
        var directory: String
        var image: Image
        /// The image after each operation so far (the first: when armed).
        var images: [Image]
        /// Which file each inode seen is (an inode number reused by a new file is a new file).
        var files: [UInt64: Int] = [:]
        var nextFile = 0
    }

    private static let plans = Mutex<[String: Plan]>([:])

    /// Records the operations under `directory` (an absolute path) from now on; what is on disk now
    /// counts as durable.
    public static func arm(directory: String) {
        var plan = Plan(
            directory: directory, image: Image(missing: [], entries: [:], contents: [:], unsynced: []), images: [])
        var path = ""
        for component in directory.split(separator: "/") {
            path += "/" + component
            if !POSIXFile.exists(path) { plan.image.missing.append(path) }
        }
        if plan.image.missing.isEmpty {
            for name in names(in: directory) {
                let full = directory + "/" + name
                guard let inode = inode(path: full) else { continue }
                let file = plan.file(inode)
                plan.image.entries[name] = file
                plan.image.contents[file] = (try? POSIXFile.readAll(full)) ?? []
            }
        }
        plan.images = [plan.image]
        plans.withLock { $0[directory] = plan }
    }

    /// Stops recording; returns the images, the `i`th being the disk after `i` operations.
    public static func disarm(directory: String) -> [Image] {
        plans.withLock { $0.removeValue(forKey: directory)?.images ?? [] }
    }

    /// How many operations have been recorded under `directory` so far.
    public static func operations(directory: String) -> Int {
        plans.withLock { ($0[directory]?.images.count ?? 1) - 1 }
    }

    /// Replaces the directory at `directory` with `files` (`nil`: no directory), for reopening an
    /// image's store; the directory must hold no subdirectory.
    package static func materialize(_ files: [String: [UInt8]]?, at directory: String) throws(POSIXFile.Failure) {
        if POSIXFile.exists(directory) {
            for name in names(in: directory) where Glibc.unlink(directory + "/" + name) != 0 {
                throw POSIXFile.Failure(operation: "unlink", path: directory + "/" + name, code: errno)
            }
            guard rmdir(directory) == 0 else {
                throw POSIXFile.Failure(operation: "rmdir", path: directory, code: errno)
            }
        }
        guard let files else { return }
        if mkdir(directory, 0o700) != 0 { throw POSIXFile.Failure(operation: "mkdir", path: directory, code: errno) }
        for (name, bytes) in files {
            let fd = try POSIXFile.open(directory + "/" + name, O_WRONLY | O_CREAT | O_EXCL)
            defer { close(fd) }
            try POSIXFile.writeAll(fd: fd, path: directory + "/" + name, bytes)
        }
    }

    /// What ``POSIXFile`` tells of an operation that succeeded.
    enum Event {
        /// `open` with `O_CREAT`: a create when the file is new (always, with `O_EXCL`).
        case opened(fd: Int32, exclusive: Bool)
        /// `write` (at the file's offset, which has moved past the bytes) or `pwrite` at `offset`.
        case wrote(fd: Int32, offset: Int?, bytes: UnsafeRawBufferPointer)
        case truncated(size: Int)
        case synced(fd: Int32)
        case renamed(from: String)
        case unlinked
        case madeDirectory
    }

    /// Records `event` on `path` in the plan that covers it, if any.
    static func note(_ path: String, _ event: Event) {
        plans.withLock { plans in
            guard !plans.isEmpty else { return }
            let parent = parentPath(path)
            for directory in Array(plans.keys)
            where parent == directory || path == directory || directory.hasPrefix(path + "/") {
                plans[directory]!.apply(event, path: path, inside: parent == directory)
            }
        }
    }

    static func parentPath(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func names(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func inode(path: String) -> UInt64? {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        return UInt64(st.st_ino)
    }

    static func inode(fd: Int32) -> (inode: UInt64, directory: Bool)? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        return (UInt64(st.st_ino), st.st_mode & S_IFMT == S_IFDIR)
    }
}

extension PowerLoss.Plan {
    /// The file that `inode` is, a new one if unseen.
    mutating func file(_ inode: UInt64) -> Int {
        if let file = files[inode] { return file }
        return newFile(inode)
    }

    mutating func newFile(_ inode: UInt64) -> Int {
        nextFile += 1
        files[inode] = nextFile
        return nextFile
    }

    /// Changes the image as `change` says, and keeps the image after it.
    mutating func step(_ change: (inout PowerLoss.Image) -> Void) {
        change(&image)
        images.append(image)
    }

    mutating func apply(_ event: PowerLoss.Event, path: String, inside: Bool) {
        let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
        switch event {
        case .opened(let fd, let exclusive):
            guard inside, let (inode, _) = PowerLoss.inode(fd: fd), exclusive || files[inode] == nil else { return }
            let file = newFile(inode)
            step { $0.unsynced.append(.create(name: name, file: file)) }
        case .wrote(let fd, let offset, let raw):
            guard inside, let (inode, _) = PowerLoss.inode(fd: fd) else { return }
            let file = file(inode)
            let start = offset ?? (Int(lseek(fd, 0, SEEK_CUR)) - raw.count)
            step { $0.unsynced.append(.write(file: file, offset: start, bytes: Array(raw))) }
        case .truncated(let size):
            guard inside, let inode = PowerLoss.inode(path: path) else { return }
            let file = file(inode)
            step { $0.unsynced.append(.truncate(file: file, size: size)) }
        case .synced(let fd):
            guard let (inode, isDirectory) = PowerLoss.inode(fd: fd) else { return }
            if isDirectory && path == directory {
                syncDirectory()
            } else if isDirectory {
                // A parent: the creations of the directories in it are durable now.
                step { image in
                    let made = image.unsynced.compactMap { operation -> String? in
                        guard case .makeDirectory(let made) = operation, PowerLoss.parentPath(made) == path else {
                            return nil
                        }
                        return made
                    }
                    image.missing.removeAll { made.contains($0) }
                    image.unsynced.removeAll { made.map { .makeDirectory(path: $0) }.contains($0) }
                }
            } else if inside {
                let file = file(inode)
                // The whole file as it is now (the descriptor may be write-only).
                let data = (try? POSIXFile.readAll("/proc/self/fd/\(fd)")) ?? []
                step { image in
                    image.contents[file] = data
                    image.unsynced.removeAll { $0.dataFile == file }
                }
            }
        case .renamed(let from):
            guard inside, PowerLoss.parentPath(from) == directory, let inode = PowerLoss.inode(path: path) else {
                return
            }
            let file = file(inode)
            let fromName = String(from[from.index(after: from.lastIndex(of: "/")!)...])
            step { $0.unsynced.append(.rename(from: fromName, to: name, file: file)) }
        case .unlinked:
            guard inside else { return }
            step { $0.unsynced.append(.unlink(name: name)) }
        case .madeDirectory:
            guard !inside else { return }
            step { $0.unsynced.append(.makeDirectory(path: path)) }
        }
    }

    /// An fsync of the directory: its names as they are now are durable.
    mutating func syncDirectory() {
        var entries: [String: Int] = [:]
        for name in PowerLoss.names(in: directory) {
            guard let inode = PowerLoss.inode(path: directory + "/" + name) else { continue }
            entries[name] = file(inode)
        }
        step { image in
            image.entries = entries
            image.unsynced.removeAll(where: \.isName)
        }
    }
}
