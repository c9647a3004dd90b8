import FoundationEssentials
import Glibc
import OrderedCollections
import TodoModel
import TodoSync

/// Format 2 and 1: the base file, the conflict log and the seeds' single array, read once and folded
/// into the next snapshot.
extension FileCache {
    /// The base of a format-2 store (`base.json`): the server's list as of the last sync.
    func loadLegacyBase() throws(StoreError) -> [TodoItem]? {
        guard POSIXFile.exists(layout.base) else { return nil }
        let bytes = try readFile(layout.base)
        let (headerBytes, body) = try CheckedDocument.split(bytes, path: layout.base)
        do {
            let header = try JSONDecoder().decode(BaseHeader.self, from: Data(headerBytes))
            guard header.format <= 2 else {
                throw StoreError.corrupt(layout.base, .newerBase)
            }
            return try FastJSONReader.items(bytes[body])
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.corrupt(layout.base, .unreadableItems)
        }
    }

    /// The conflict log of a format-2 store (`conflicts.jsonl`), oldest first; a torn last line
    /// is skipped with a warning.
    func loadLegacyConflicts() throws(StoreError) -> [ConflictRecord] {
        guard POSIXFile.exists(layout.conflicts) else { return [] }
        let bytes = try readFile(layout.conflicts)
        let decoder = JSONDecoder()
        var records: [ConflictRecord] = []
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A)
            lineNumber += 1
            let line = bytes[start..<(end ?? bytes.count)]
            if end == nil {
                warnings.append(.tornConflicts(path: layout.conflicts))
                break
            }
            if !line.isEmpty {
                do {
                    records.append(try decoder.decode(ConflictRecord.self, from: Data(line)))
                } catch {
                    throw StoreError.corrupt(
                        layout.conflicts, .lineUnreadable(line: lineNumber))
                }
            }
            start = (end ?? bytes.count) + 1
        }
        return records
    }

    /// Format 1 → 2: the seeds' single JSON array of elements becomes a snapshot whose items are
    /// all queued for creation on the server.
    func migrateLegacy(_ empty: StoreState) throws(StoreError) -> StoreState {
        let bytes = try readFile(layout.legacyItems)
        let items: [TodoItem]
        do {
            items = try JSONDecoder().decode([TodoItem].self, from: Data(bytes))
        } catch {
            throw StoreError(.legacyNotArray, path: layout.legacyItems)
        }
        var state = empty
        for item in items {
            state.apply(.put(item, .create(item)))
        }
        return state
    }
}
