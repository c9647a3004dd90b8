import TodoValues

/// What signup, login and logout did, in words.
public enum AccountScreen {
    /// The lines of a signup or login: who is logged in where, then replaced copies and the import.
    public static func login(_ outcome: Login, signup: Bool) -> [String] {
        var lines: [String] = []
        lines.append(
            Messages.text(
                signup ? .signedUp : .loggedIn,
                [
                    "username": TerminalText.escape(outcome.session.username),
                    "server": TerminalText.escape(outcome.session.server),
                ]))
        if outcome.replacedCopies > 0 {
            lines.append(
                Messages.plural(outcome.replacedCopies, one: .loginCopiesReplacedOne, other: .loginCopiesReplacedOther))
        }
        if outcome.imported > 0 {
            lines.append(
                Messages.plural(
                    outcome.imported, one: .importLocalDoneOne, other: .importLocalDoneOther,
                    ["username": outcome.session.username, "push": PushNote(outcome.importPush?.result).suffix]))
        }
        return lines
    }

    /// The one line of a logout: what was kept, removed or lost.
    public static func logout(_ outcome: Logout) -> String {
        guard outcome.loggedOut else { return Messages.text(.notLoggedIn) }
        var line =
            outcome.username.map { Messages.text(.loggedOutUser, ["username": $0]) } ?? Messages.text(.loggedOut)
        let parts: [(Int, MessageKey, MessageKey)] = [
            (outcome.kept, .logoutKeptOne, .logoutKeptOther),
            (outcome.removed, .logoutRemovedOne, .logoutRemovedOther),
            (outcome.queuedKept, .logoutQueuedKeptOne, .logoutQueuedKeptOther),
            (outcome.queuedLost, .logoutQueuedLostOne, .logoutQueuedLostOther),
        ]
        for (count, one, other) in parts where count > 0 {
            line += "; " + Messages.plural(count, one: one, other: other)
        }
        return line
    }
}
