import TodoValues

/// What `todo` says of a word that names no command: the closest command, if one is close enough.
public enum CommandSuggestion {
    /// `unknown command 'lst'; did you mean 'list'?`, or a pointer to `todo help`.
    public static func message(_ word: String, candidates: [String]) -> String {
        if let suggestion = suggestion(for: word, among: candidates) {
            return Messages.text(.commandUnknownSuggest, ["word": word, "suggestion": suggestion])
        }
        return Messages.text(.commandUnknown, ["word": word])
    }

    /// The candidate closest to `word`: one it is a prefix of (`stat` → `status`), else the one at
    /// the smallest edit distance (a transposition counts as one edit), if that is small enough.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        guard !typed.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.hasPrefix(typed) }
        if prefixed.count == 1 { return prefixed[0] }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // One edit for short words, two from five letters on: `lst`, `ad`, `delte`, `stauts`.
        let limit = typed.count < 5 ? 1 : 2
        if best.distance <= limit { return best.name }
        return prefixed.first
    }

    /// The optimal string alignment distance (Levenshtein plus adjacent transpositions).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = value
            }
        }
        return rows[a.count][b.count]
    }
}
