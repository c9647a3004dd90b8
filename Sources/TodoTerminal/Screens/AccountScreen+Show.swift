import TodoKit
import TodoModel
import TodoText
import TodoValues

extension AccountScreen {
    /// Shows a signup or login: `--json` (never a token), or ``login(_:signup:)``'s lines.
    public static func show(_ outcome: AccountWorkflow.Login, signup: Bool, json: Bool) {
        if json { return Console.json(ReportJSON.string(SessionJSON(outcome))) }
        for line in login(outcome, signup: signup) { Console.line(line) }
    }

    /// Shows a logout: `--json`, or ``logout(_:)``'s line.
    public static func show(_ outcome: AccountWorkflow.Logout, json: Bool) {
        if json { return Console.json(ReportJSON.string(outcome)) }
        Console.line(logout(outcome))
    }

    /// Shows who is logged in where (`whoami`), or that nobody is.
    public static func show(_ session: Session?, json: Bool) {
        if json {
            Console.json(WireJSON.string(["username": session?.username, "server": session?.server]))
        } else if let session {
            Console.line(
                Messages.text(
                    .whoami,
                    ["username": TerminalText.escape(session.username), "server": TerminalText.escape(session.server)]))
        } else {
            Console.line(Messages.text(.whoamiNone))
        }
    }
}
