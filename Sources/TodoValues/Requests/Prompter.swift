import TodoModel
import TodoSync

/// A question a workflow puts to a person; the command line words it.
public enum Question: Sendable, Equatable {
    /// Login found no account named `username`: create it with the password just typed?
    case signupUnknownUser(username: String)
    /// After a login: import the device's `count` todos into `username`'s account?
    case importLocal(count: Int, username: String)
    /// Logout: keep `username`'s `count` todos on this device as local todos?
    case keepAccountTodos(count: Int, username: String)
    /// `todo clear`: delete `count` todos (the completed ones only when `doneOnly`)?
    case clear(count: Int, doneOnly: Bool)
    /// `todo rm`: delete these todos?
    case remove([TodoItem])
}

/// Something a workflow tells the person on the way, without stopping; the command line words it.
public enum Notice: Sendable, Equatable {
    /// After a login the account's list was not downloaded: the run ended so (the session is
    /// saved, the store kept).
    case notDownloaded(SyncOutcome)
    /// After a login the account's list was not downloaded: this kept the run from starting.
    case notDownloadedError(TodoError)
    /// The device's `count` todos stay the device's: nobody could be asked whether to import them
    /// into `username`'s account.
    case localTodosLeft(count: Int, username: String)
}

/// The person at the other end of a workflow: the questions it answers, the notices it is told.
///
/// A workflow calls ``confirm(_:)`` and ``password(for:twice:)`` only while it holds no store
/// lock, so another command (a sync, an add) goes on while the person thinks.
public protocol Prompter {
    /// Whether a person is there to answer (a terminal, and the password not read from standard
    /// input); when not, a workflow takes the default or stops, as each says.
    var canAsk: Bool { get }

    /// The person's answer to `question`; no answer means no.
    func confirm(_ question: Question) -> Bool

    /// The password of `username`'s account; asked `twice` (to be sure) for a signup.
    func password(for username: String, twice: Bool) throws(TodoError) -> String

    /// Tells the person something that does not stop the workflow.
    func tell(_ notice: Notice)
}
