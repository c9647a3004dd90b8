/// What the mock does to one request instead of (or after) answering it normally.
public enum MockFault: Sendable, Hashable, CustomStringConvertible {
    /// Accepts the request and never answers, until the faults are cleared (then closes the connection).
    case hang
    /// Closes the connection without answering; the request is not applied.
    case close
    /// Applies the request, then closes the connection without answering.
    case loseResponse
    /// Answers with this status; a status outside 200..<300 is answered with an error body and not applied,
    /// a 2xx status lets the request through unchanged.
    case status(Int)
    /// Applies the request, then answers `200` with the first half of the JSON body.
    case invalidJSON
    /// Applies the request, then answers `200` declaring the full `Content-Length`, sends half and closes.
    case truncatedBody
    /// Applies the request, then answers `200` declaring the full `Content-Length` and sends the body
    /// one byte every `intervalMs` milliseconds, until it is sent or the client goes away.
    case trickle(intervalMs: Int)
    /// Applies the request, then answers `200` with a `text/html` page.
    case wrongContentType
    /// Applies the request, then answers `200` with the valid JSON `{"hello":1}`.
    case notAnAnswer
    /// Answers this 3xx status with `Location: location`; the request is not applied.
    case redirect(status: Int, location: String)
    /// Answers this status with an error body whose message is `message` as given (control
    /// characters included); not applied.
    case errorMessage(status: Int, message: String)
    /// Answers this status (`429` or `503`) with an error body and `Retry-After: seconds`; not applied.
    case retryAfter(status: Int, seconds: Int)
    /// CalDAV mode (``MockServerConfiguration/upstream``): applies the request, then answers as the
    /// upstream server did but without its `ETag` (as sabre/dav does when it rewrites a body).
    case noETag

    /// The name used by `POST /_mock/faults`: `hang`, `close`, `lose`, `status`, `invalid_json`,
    /// `truncated`, `trickle`, `html`, `not_an_answer`, `redirect`, `error_message`, `retry_after`,
    /// `no_etag`.
    public var name: String {
        switch self {
        case .hang: "hang"
        case .close: "close"
        case .loseResponse: "lose"
        case .status: "status"
        case .invalidJSON: "invalid_json"
        case .truncatedBody: "truncated"
        case .trickle: "trickle"
        case .wrongContentType: "html"
        case .notAnAnswer: "not_an_answer"
        case .redirect: "redirect"
        case .errorMessage: "error_message"
        case .retryAfter: "retry_after"
        case .noETag: "no_etag"
        }
    }

    /// ``name``, with the status for ``status(_:)``.
    public var description: String {
        if case .status(let code) = self {
            return "status \(code)"
        }
        return name
    }

    /// The scope a fault has when none is given: ``MockScope/changes`` for ``loseResponse``, else ``MockScope/list``.
    public var defaultScope: MockScope {
        self == .loseResponse ? .changes : .list
    }

    /// Whether the request is still handled (and a change applied) before the fault acts.
    var appliesRequest: Bool {
        switch self {
        case .hang, .close, .redirect, .errorMessage, .retryAfter: false
        case .status(let code): (200..<300).contains(code)
        case .loseResponse, .invalidJSON, .truncatedBody, .trickle, .wrongContentType, .notAnAnswer, .noETag: true
        }
    }
}
