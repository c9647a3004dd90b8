import ArgumentParser
import Foundation
import TodoKit

struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the config, the session, the store and the server; say what is wrong and how to fix it.",
        discussion: """
            Changes nothing. Exit 0 when nothing is broken (warnings included), 1 when a check found a
            problem. The server check makes one GET /list (skipped with --offline or without a server).
            """
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let checks = await Doctor(environment: ProcessInfo.processInfo.environment, flags: options.flags).run()
        let healthy = !checks.contains { $0.status == .problem }
        if options.json {
            Console.line(WireJSON.string(DoctorJSON(ok: healthy, checks: checks)))
        } else {
            var out = ""
            for check in checks {
                out += "\(check.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) "
                out += "\(check.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(check.detail)\n"
                if let fix = check.fix { out += "                  fix: \(fix)\n" }
            }
            out += healthy ? "no problems found\n" : "problems found: see the fixes above\n"
            Console.out(out)
        }
        if !healthy { throw ExitCode(ExitStatus.failure) }
    }
}

/// `doctor --json`: whether nothing is broken, and every check.
private struct DoctorJSON: Encodable {
    var ok: Bool
    var checks: [DoctorCheck]
}
