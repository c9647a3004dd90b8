import Foundation

extension DataManager {
    /// Reads an import file (a JSON array of elements, or CSV as exported) and imports it.
    ///
    /// An invalid file changes nothing and throws exit 65 naming the first bad record. The file's
    /// size while it is parsed, then the records checked so far, go to `progress`.
    public func importFile(
        _ path: String, progress: any ProgressReporter = SilentProgress()
    ) throws(TodoError) -> ImportSummary {
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            throw .badData(Messages.text(.importUnreadable, ["path": path, "reason": error.message]))
        }
        progress.report(ProgressEvent(.reading(bytes: bytes.count)))
        let items: [TodoItem]
        do {
            items = try parseImport(bytes, source: path)
        } catch {
            progress.finish()
            throw error
        }
        return try importItems(items, progress: progress)
    }

    /// Parses import bytes: JSON when the first non-blank character is `[`, CSV otherwise.
    public func parseImport(_ bytes: [UInt8], source: String) throws(TodoError) -> [TodoItem] {
        let first = bytes.first {
            !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
        }
        let items: [TodoItem]
        if first == UInt8(ascii: "[") {
            items = try WireJSON.decodeElements(Data(bytes), source: source)
        } else {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .badData(Messages.text(.importNotUTF8, ["source": source]))
            }
            let deviceID = try state().deviceID
            items = try CSVCodec.decode(
                text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text,
                source: source,
                now: settings.now(),
                deviceID: deviceID,
                makeID: { UUID().uuidString }
            )
        }
        var seen = Set<String>()
        for (index, item) in items.enumerated() where !seen.insert(item.id).inserted {
            throw .badData(
                Messages.text(
                    .importRecord,
                    [
                        "source": source, "record": String(index + 1),
                        "reason": Messages.text(.importDuplicateID, ["id": item.id]),
                    ]
                ))
        }
        return items
    }
}
