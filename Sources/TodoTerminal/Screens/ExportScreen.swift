import TodoFormats
import TodoKit
import TodoModel
import TodoText
import TodoValues

/// `todo export`: the todos as the contract's JSON array, or as CSV.
public enum ExportScreen {
    /// Writes the export on standard output: the JSON the store wrote (`bytes`), else `items` as
    /// JSON or (`csv`) as CSV. On a `terminal` the CSV is for reading: controls in the todos are
    /// shown, not interpreted.
    public static func show(bytes: [UInt8]?, items: [TodoItem], csv: Bool, terminal: Bool) {
        if let bytes {
            Console.json(bytes: bytes)
        } else if !csv {
            Console.json(WireJSON.elements(items))
        } else if terminal {
            Console.out(CSVCodec.encode(items))
        } else {
            Console.rendered(CSVCodec.encode(items))
        }
    }
}
