import TodoValues

/// `todo doctor` in words: each check's status, name and detail (and fix), then the verdict.
public enum DoctorScreen {
    /// The report of `checks`; `healthy` when none found a problem.
    public static func text(_ checks: [DoctorCheck], healthy: Bool) -> String {
        let statuses: [DoctorCheck.Status: MessageKey] = [
            .ok: .doctorOk, .warning: .doctorWarning, .problem: .doctorProblem,
        ]
        let names: [String: MessageKey] = [
            "config": .doctorNameConfig, "session": .doctorNameSession, "store": .doctorNameStore,
            "server": .doctorNameServer, "tls": .doctorNameTLS,
        ]
        let shown = checks.map { check in
            (
                statuses[check.status].map { Messages.text($0) } ?? check.status.rawValue,
                names[check.name].map { Messages.text($0) } ?? check.name
            )
        }
        let width = (shown.map { max($0.0.count, $0.1.count) }.max() ?? 7) + 1
        var out = ""
        for (check, (status, name)) in zip(checks, shown) {
            out += Self.pad(status, width)
            out +=
                Self.pad(name, width)
                + TerminalText.escape(check.detail.text())
                + "\n"
            if let fix = check.fix {
                out +=
                    String(repeating: " ", count: 2 * width)
                    + Messages.text(.doctorFix, ["fix": TerminalText.escape(fix.text())]) + "\n"
            }
        }
        out += Messages.text(healthy ? .doctorHealthy : .doctorProblems) + "\n"
        return out
    }

    /// `text` padded with spaces to `width` UTF-16 units, or cut there (as `NSString.padding`).
    static func pad(_ text: String, _ width: Int) -> String {
        let length = text.utf16.count
        if length <= width { return text + String(repeating: " ", count: width - length) }
        return String(decoding: Array(text.utf16.prefix(width)), as: UTF16.self)
    }
}
