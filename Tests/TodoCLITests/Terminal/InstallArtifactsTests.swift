import Foundation
import Testing

/// Shell completions and the man page come from the parser, and name every command.
@Suite struct InstallArtifactsTests {
    static let commands = [
        "add", "list", "show", "edit", "done", "undone", "rm", "clear", "status", "export", "import", "sync",
        "conflicts", "config", "signup", "login", "logout", "whoami",
    ]

    /// The package's root, from this file's path.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    @Test(
        "completion scripts for bash, zsh and fish are generated and name every command",
        arguments: [
            "bash", "zsh", "fish",
        ])
    func completions(shell: String) throws {
        let result = try TodoProcess.run(["--generate-completion-script", shell], env: try Sandbox().environment())
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        for command in Self.commands {
            #expect(result.stdout.contains(command), "\(shell) lacks \(command)")
        }
        #expect(result.stdout.contains("no-color") && result.stdout.contains("quiet"))
        #expect(result.stdout.contains("clear-color"))
    }

    @Test("the man page is generated from the parser: every command, the global options once")
    func manPage() throws {
        let script = Self.packageRoot + "/scripts/manpage.py"
        #expect(FileManager.default.fileExists(atPath: script))
        let process = try Subprocess(
            executable: "/usr/bin/env", arguments: ["python3", script, try TodoBinary.require()],
            environment: try Sandbox().environment())
        let result = process.wait()
        #expect(result.status == 0, "\(result)")
        let page = result.stdout
        #expect(page.hasPrefix(".TH TODO 1 "))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS",
            "EXAMPLES", "SEE ALSO",
        ] {
            #expect(page.contains("\n.SH \(section)\n"), "no \(section)")
        }
        // Every variable the sources read.
        for variable in [
            "TODO_HOME", "TODO_SERVER", "TODO_TOKEN", "TODO_MIN_DELAY", "TODO_FACTOR", "TODO_JITTER", "TODO_MAX_DELAY",
            "TODO_TIMEOUT", "TODO_GENERATE_FAILS", "TODO_OFFLINE", "TODO_LOCK_TIMEOUT", "TODO_LOG_MAX_BYTES",
            "TODO_NOW",
            "LC_ALL, LC_MESSAGES, LANG", "NO_COLOR", "TERM", "XDG_DATA_HOME", "XDG_CONFIG_HOME",
        ] {
            #expect(page.contains(".TP\n\\fB\(variable)\\fR\n"), "no \(variable)")
        }
        #expect(page.contains("\\fBtask\\fR(1), \\fBcurl\\fR(1)"))
        for code in ["0", "64", "65", "69", "75", "77", "1"] {
            #expect(page.contains(".TP\n\\fB\(code)\\fR\n"), "no exit status \(code)")
        }
        // Each command's examples, and no page for the `options` command (it is GLOBAL OPTIONS).
        #expect(page.contains("todo add \"Buy milk\" \\-\\-due tomorrow"))
        #expect(!page.contains(".SS options"))
        #expect(page.contains("\\fB\\-\\-min\\-delay\\fR \\fI<s>\\fR"))
        for command in Self.commands {
            #expect(page.contains("\n.SS \(command)\n") || page.contains("\n.SS \(command) "), "no \(command)")
        }
        #expect(page.contains("\\fB\\-\\-clear\\-color\\fR"))
        // The global options appear once, not under each command.
        #expect(page.components(separatedBy: "\\fB\\-\\-no\\-color\\fR").count == 2)
        #expect(page.components(separatedBy: "\\fB\\-\\-home\\fR").count == 2)
        #expect(!page.contains(".SS help"))
        #expect(page.contains("\\fB\\-q\\fR, \\fB\\-\\-quiet\\fR"))
        // No line starts with a stray dot or quote from the help texts.
        for line in page.split(separator: "\n") where line.hasPrefix(".") {
            #expect(
                line.range(of: #"^\.(TH|SH|SS|TP|PP|RS|RE|nf|fi)( |$)"#, options: .regularExpression) != nil, "\(line)")
        }
    }
}
