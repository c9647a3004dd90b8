import FoundationEssentials
import Glibc
import TodoModel
import TodoStore
import TodoValues

/// Imports todos into one store: a file (a JSON array of elements, or CSV as exported), or
/// elements, as the one command `todo undo` takes back.
///
/// The store holds its loaded state; the importer takes it for the batch and hands it back
/// (``DataManager/endImport(_:)``), so applying the todos never copies it.
struct Importer {
    /// The store imported into.
    let manager: DataManager

    private var settings: Settings { manager.settings }

    /// Reads an import file (a JSON array of elements, or CSV as exported) and imports it.
    ///
    /// The file is read in chunks of ``importChunk`` bytes, record by record: memory holds the todos
    /// read so far, never the file. An invalid file changes nothing and throws a `.badData` error naming the
    /// first bad record. The file's size, then the records checked so far, go to `progress`.
    func importFile(
        _ path: String, progress: any ProgressReporter = SilentProgress()
    ) throws(TodoError) -> ImportSummary {
        func failure(_ error: POSIXFile.Failure) -> TodoError {
            let message = Message(.importUnreadable, ["path": path, "reason": error.message])
            switch error.code {
            case ENOENT, ENOTDIR, EACCES, EPERM, EISDIR, ELOOP, ENAMETOOLONG: return .noInput(message)
            default: return .ioError(message)
            }
        }
        let fd: Int32
        let size: Int
        do throws(POSIXFile.Failure) {
            fd = try POSIXFile.open(path, O_RDONLY)
            size = try POSIXFile.size(fd, path: path)
        } catch {
            throw failure(error)
        }
        defer { Glibc.close(fd) }
        progress.report(ProgressEvent(.reading(bytes: size)))
        defer { progress.finish() }
        // Each todo is checked against the list as it is read; the file and its records are
        // never held whole.
        var bytesRead = 0
        func next() throws(TodoError) -> [UInt8] {
            do throws(POSIXFile.Failure) {
                let chunk = try POSIXFile.readNext(fd: fd, path: path, count: Self.importChunk)
                bytesRead += chunk.count
                return chunk
            } catch {
                throw failure(error)
            }
        }
        var batch = try startImport()
        var records = 0
        func keep(_ item: TodoItem) {
            batch.add(item)
            records += 1
            if records % Self.progressStride == 0 {
                progress.report(ProgressEvent(.checking(bytesRead: bytesRead, bytes: size), completed: records))
            }
        }
        do throws(TodoError) {
            _ = try parseImport(source: path, deviceID: batch.store.deviceID, keep: keep, chunks: next)
        } catch {
            manager.endImport(nil)
            throw error
        }
        progress.report(ProgressEvent(.importing, completed: records, total: records))
        return try finishImport(batch)
    }

    /// Imports elements: new ids are created, known ids replaced when different; the records
    /// checked so far go to `progress`. ``importFile(_:progress:)`` without the file; the ids are
    /// distinct, as a file's are (its reader refuses a repeated id).
    func importItems(
        _ items: [TodoItem], progress: any ProgressReporter = SilentProgress()
    ) throws(TodoError) -> ImportSummary {
        defer { progress.finish() }
        var batch = try startImport()
        for (index, item) in items.enumerated() {
            if index % Self.progressStride == 0 {
                progress.report(ProgressEvent(.importing, completed: index, total: items.count))
            }
            batch.add(item)
        }
        progress.report(ProgressEvent(.importing, completed: items.count, total: items.count))
        return try finishImport(batch)
    }

    /// How many records an import checks between two progress reports.
    static let progressStride = 256

    /// An import of the loaded store, which the batch holds alone until ``finishImport(_:)``, so
    /// that applying the todos to it never copies it.
    private func startImport() throws(TodoError) -> ImportBatch {
        let batch = ImportBatch(store: try manager.state())
        manager.endImport(nil)
        return batch
    }

    /// Commits what `batch` changed, as the one command `todo undo` takes back.
    private func finishImport(_ batch: consuming ImportBatch) throws(TodoError) -> ImportSummary {
        let summary = batch.summary
        let record = manager.record(.import, batch.before)
        switch batch.finish(record) {
        case .unchanged(let store):
            manager.endImport(store)
        case .changes(let store, let changes):
            manager.endImport(store)
            try manager.commit(changes)
        case .snapshot(let store):
            do throws(TodoError) {
                try manager.commitWhole(store)
            } catch {
                manager.endImport(nil)
                throw error
            }
        }
        return summary
    }

    /// How many bytes an import reads at a time.
    static let importChunk = 1 << 20

    /// Parses import bytes: JSON when the first non-blank character is `[`, CSV otherwise.
    ///
    /// Every problem is one line naming `source`, the record (and line where that helps) and what
    /// is wrong: bytes that are not UTF-8, a JSON object instead of an array, JSON that does not
    /// parse, a field of the wrong kind or out of range, a blank id or one with control
    /// characters, a deadline outside the years 1970 to 9999, a CSV header naming a column twice.
    func parseImport(_ bytes: [UInt8], source: String) throws(TodoError) -> [TodoItem] {
        var given = false
        return try parseImport(source: source) { () throws(TodoError) -> [UInt8] in
            defer { given = true }
            return given ? [] : bytes
        }.items
    }

    /// Parses an import from the chunks `next` gives (an empty chunk ends it), as ``parseImport(_:source:)``;
    /// each todo goes to `keep` when given (see ``ImportReader``). CSV rows without an author get
    /// `deviceID`, this store's when not given.
    func parseImport(
        source: String, deviceID: String? = nil, keep: ((TodoItem) -> Void)? = nil,
        chunks next: () throws(TodoError) -> [UInt8]
    ) throws(TodoError) -> ImportReader {
        let author: String
        if let deviceID { author = deviceID } else { author = try manager.state().deviceID }
        return try ImportReader.read(
            source: source, now: settings.now(), deviceID: author, makeID: { UUID().uuidString }, keep: keep,
            chunks: next)
    }
}
