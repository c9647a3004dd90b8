import FoundationEssentials

/// The `--json` reports of status, sync, watch, login and logout: keys are the property names in
/// snake case (`lastError` → `last_error`), sorted, on one line.
public enum ReportJSON {
    public static func string(_ report: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let data = try? encoder.encode(report) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
