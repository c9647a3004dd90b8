import TodoValues

extension Message {
    /// The message in `language`.
    public func text(in language: Language = .current) -> String {
        said(
            with: { Messages.template($0, language: language) },
            failure: { SyncReason.explained($0, language: language) })
    }
}

extension TodoError {
    /// The one-line message in the user's language, without the program name: for the command line.
    public var message: String { content.text(in: .current) }
}
