/// The small numbers `list` shows for pending todos, as typed on the command line.
///
/// A word of one to five ASCII digits is always a short number (so `todo done 1` never hits a
/// todo whose id happens to start with 1); `3-5` is a range of them.
public enum ShortNumber {
    /// The most digits a short number has; a longer run of digits is an id prefix.
    public static let maxDigits = 5

    /// The number `word` is, if it is one.
    public static func parse(_ word: some StringProtocol) -> Int? {
        guard !word.isEmpty, word.utf8.count <= maxDigits, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return nil
        }
        return Int(word)
    }

    /// The numbers `word` spans when it is a range of short numbers (`3-5`); a range whose end
    /// comes before its start is still returned, for the caller to refuse.
    public static func range(_ word: String) -> (first: Int, last: Int)? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parse(parts[0]), let last = parse(parts[1]) else { return nil }
        return (first, last)
    }
}
