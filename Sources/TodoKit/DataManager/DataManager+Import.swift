import FoundationEssentials
import Glibc
import TodoModel
import TodoStore

extension DataManager {
    /// Reads an import file (a JSON array of elements, or CSV as exported) and imports it.
    ///
    /// The file is read in chunks of ``importChunk`` bytes, record by record: memory holds the todos
    /// read so far, never the file. An invalid file changes nothing and throws exit 65 naming the
    /// first bad record. The file's size, then the records checked so far, go to `progress`.
    public func importFile(
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
            endImport(nil)
            throw error
        }
        progress.report(ProgressEvent(.importing, completed: records, total: records))
        return try finishImport(batch)
    }

    /// Imports elements: new ids are created, known ids replaced when different; the records
    /// checked so far go to `progress`. ``importFile(_:progress:)`` without the file; the ids are
    /// distinct, as a file's are (its reader refuses a repeated id).
    public func importItems(
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
        let batch = ImportBatch(store: try state())
        endImport(nil)
        return batch
    }

    /// Commits what `batch` changed, as the one command `todo undo` takes back.
    private func finishImport(_ batch: consuming ImportBatch) throws(TodoError) -> ImportSummary {
        let summary = batch.summary
        let record = record("import", batch.before)
        switch batch.finish(record) {
        case .unchanged(let store):
            endImport(store)
        case .changes(let store, let changes):
            endImport(store)
            try commit(changes)
        case .snapshot(let store):
            do throws(TodoError) {
                try commitWhole(store)
            } catch {
                endImport(nil)
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
    public func parseImport(_ bytes: [UInt8], source: String) throws(TodoError) -> [TodoItem] {
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
        if let deviceID { author = deviceID } else { author = try state().deviceID }
        return try ImportReader.read(
            source: source, now: settings.now(), deviceID: author, makeID: { UUID().uuidString }, keep: keep,
            chunks: next)
    }
}

/// The checks an import file passes before its records are decoded or stored.
enum ImportChecks {
    /// Deadlines an import accepts: 1970-01-01 to 9999-12-31 (UTC), in Unix seconds.
    static let saneTimes: ClosedRange<Int64> = 0...253_402_300_799

    /// The 1-based line of the first byte sequence that is not UTF-8, or `nil` when all is.
    static func firstNonUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var line = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// What is wrong with a JSON element that parses but is not a todo, in the user's words:
    /// `JSONDecoder` names the field (the fast reader, which refused it, does not).
    static func reason(decoding bytes: [UInt8]) -> Message {
        do {
            _ = try JSONDecoder().decode(TodoItem.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            // The grammar holds (the caller checked), so what JSONDecoder calls "not valid JSON" is a
            // number it cannot represent (`1e400`).
            return Message(.decodingNumberSomewhere)
        } catch {
            return DecodingProblem(error, skippingIndex: true).message
        }
        return Message(.decodingUnknown)
    }

    /// Arrays and objects nested deeper than this are refused before any recursive reader sees
    /// them (`JSONDecoder` stops at 512; an element needs 2; the import's array counts as one).
    static let maxDepth = 64
}
