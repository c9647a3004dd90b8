import TodoSync

/// A user-facing message kept as data (its key and values) until it is said, in one language.
///
/// Errors and `todo doctor`'s findings carry a `Message`, not words: the command line turns it
/// into the user's language once, at the edge (TodoText's `text(in:)`), while `--json` and log
/// lines use English (``description``), the same whatever the locale.
public struct Message: Sendable, Equatable, CustomStringConvertible {
    private enum Piece: Sendable, Equatable {
        case template(MessageKey, [String: String], [String: Message])
        case plural(Int, one: MessageKey, other: MessageKey, [String: String], [String: Message])
        case verbatim(String)
        case failure(SyncFailure)
    }

    private var pieces: [Piece]

    private init(pieces: [Piece]) { self.pieces = pieces }

    /// The template `key` with its placeholders filled from `values`, and from `nested` messages
    /// said in the same language.
    public init(_ key: MessageKey, _ values: [String: String] = [:], nested: [String: Message] = [:]) {
        pieces = [.template(key, values, nested)]
    }

    /// Text that is already words and is said as it is in every language: a server's or the
    /// system's own message.
    public static func verbatim(_ text: String) -> Message { Message(pieces: [.verbatim(text)]) }

    /// `one` when `count` is 1, else `other`, with `{count}` filled.
    public static func plural(
        _ count: Int, one: MessageKey, other: MessageKey, _ values: [String: String] = [:],
        nested: [String: Message] = [:]
    ) -> Message {
        Message(pieces: [.plural(count, one: one, other: other, values, nested)])
    }

    /// Why a sync failed: said in the user's language by the text target (TodoText's
    /// `SyncReason`), and as its machine sentence in ``description``.
    public static func failure(_ failure: SyncFailure) -> Message { Message(pieces: [.failure(failure)]) }

    /// Nothing: the neutral element of `+`.
    public static let empty = Message(pieces: [])

    /// `lhs` followed by `rhs`, said in the same language.
    public static func + (lhs: Message, rhs: Message) -> Message { Message(pieces: lhs.pieces + rhs.pieces) }

    /// `lhs` followed by `rhs`.
    public static func += (lhs: inout Message, rhs: Message) { lhs.pieces += rhs.pieces }

    /// The key of the message's first template, for tests and for callers that tell messages apart.
    public var key: MessageKey? {
        for piece in pieces {
            if case .template(let key, _, _) = piece { return key }
        }
        return nil
    }

    /// The message said with `template`, the template of each key in one language: the text
    /// target says it in the user's language, ``description`` in English.
    /// A sync failure is said with `failure` (by default its machine sentence).
    public func said(
        with template: (MessageKey) -> String, failure: (SyncFailure) -> String = { $0.description }
    ) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .template(let key, let values, let nested):
                out += Messages.fill(template(key), Self.merge(values, nested, template, failure))
            case .plural(let count, let one, let other, let values, let nested):
                var values = Self.merge(values, nested, template, failure)
                values["count"] = String(count)
                out += Messages.fill(template(count == 1 ? one : other), values)
            case .verbatim(let text):
                out += text
            case .failure(let value):
                out += failure(value)
            }
        }
        return out
    }

    private static func merge(
        _ values: [String: String], _ nested: [String: Message], _ template: (MessageKey) -> String,
        _ failure: (SyncFailure) -> String
    ) -> [String: String] {
        var all = values
        for (name, message) in nested { all[name] = message.said(with: template, failure: failure) }
        return all
    }

    /// The message in English: what `--json` and log lines show.
    public var description: String { said(with: Messages.englishTemplate) }
}
