import ArgumentParser
import FoundationEssentials
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

struct DoctorCommand: AsyncParsableCommand {
    static let configuration = Help.command(.doctor, .helpDoctorAbstract, discussion: .helpDoctorDiscussion)

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        if options.insecure { Console.warn(Messages.text(.insecureWarning)) }
        let checks = await Doctor(environment: ProcessEnvironment.current(), flags: options.flags).run()
        let healthy = !checks.contains { $0.status == .problem }
        DoctorScreen.show(checks, healthy: healthy, json: options.json)
        if !healthy { throw ExitCode(ExitCodes.failure) }
    }
}
