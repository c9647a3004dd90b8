import ArgumentParser
import FoundationEssentials
import TodoKit

struct DoctorCommand: AsyncParsableCommand {
    static let configuration = Help.command("doctor", .helpDoctorAbstract, discussion: .helpDoctorDiscussion)

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        if options.insecure { Console.warn(Messages.text(.insecureWarning)) }
        let checks = await Doctor(environment: ProcessEnvironment.current(), flags: options.flags).run()
        let healthy = !checks.contains { $0.status == .problem }
        if options.json {
            Console.json(WireJSON.string(DoctorJSON(ok: healthy, checks: checks)))
        } else {
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
            Console.out(out)
        }
        if !healthy { throw ExitCode(ExitStatus.failure) }
    }

    /// `text` padded with spaces to `width` UTF-16 units, or cut there (as `NSString.padding`).
    static func pad(_ text: String, _ width: Int) -> String {
        let length = text.utf16.count
        if length <= width { return text + String(repeating: " ", count: width - length) }
        return String(decoding: Array(text.utf16.prefix(width)), as: UTF16.self)
    }
}

/// `doctor --json`: whether nothing is broken, and every check.
private struct DoctorJSON: Encodable {
    var ok: Bool
    var checks: [DoctorCheck]
}
