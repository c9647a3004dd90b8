import TodoValues

/// The words of the questions and notices of TodoKit's workflows (signup, import, logout, clear, rm).
public enum PromptWords {
    /// A question of a workflow, asked `[y/N]`.
    public static func question(_ question: Question) -> String {
        switch question {
        case .signupUnknownUser(let username):
            Messages.text(.loginOfferSignup, ["username": username])
        case .importLocal(let count, let username):
            Messages.plural(count, one: .importLocalPromptOne, other: .importLocalPromptOther, ["username": username])
        case .keepAccountTodos(let count, let username):
            Messages.plural(count, one: .logoutKeepPromptOne, other: .logoutKeepPromptOther, ["username": username])
        case .clear(let count, let doneOnly):
            doneOnly
                ? Messages.plural(count, one: .clearConfirmDoneOne, other: .clearConfirmDoneOther)
                : Messages.plural(count, one: .clearConfirmAllOne, other: .clearConfirmAllOther)
        case .remove(let items):
            items.count == 1
                ? Messages.text(.removeConfirmSingle, ["todo": TodoWords.describe(items[0])])
                : Messages.text(.removeConfirmMany, ["count": String(items.count)])
        }
    }

    /// A notice of a workflow, shown as a warning.
    public static func notice(_ notice: Notice) -> String {
        switch notice {
        case .notDownloaded(let outcome):
            Messages.text(.accountNotDownloadedOutcome, ["outcome": outcome.name])
        case .notDownloadedError(let error):
            Messages.text(.accountNotDownloadedError, ["error": error.message])
        case .localTodosLeft(let count, let username):
            Messages.plural(count, one: .importLocalLeftOne, other: .importLocalLeftOther, ["username": username])
        }
    }
}
