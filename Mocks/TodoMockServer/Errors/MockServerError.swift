/// Why the mock refused a request or an in-process call.
public enum MockServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not the JSON the endpoint takes.
    case malformed(String)
    /// An element breaks a rule of the contract.
    case invalidElement(String)
    /// `X-Last-Known-Revision` is missing or not an integer.
    case missingRevision
    /// `X-Last-Known-Revision` differs from the list's revision.
    case staleRevision(known: Int, current: Int)
    /// `PATCH /list` names this id twice.
    case duplicateID(String)
    /// `POST /list` (or the writer's `add`) with an id the list already has.
    case idExists(String)
    /// `PUT /list/{id}` whose body has another id.
    case idMismatch(path: String, body: String)
    /// No element with this id.
    case notFound(String)
    /// A token or account the server does not know.
    case unknownOwner(MockOwner)
    /// Missing, unknown or expired token, or a spent refresh token.
    case unauthorized(String)
    /// Signup with an empty username or a password outside 6...128 characters.
    case invalidCredentials(String)
    /// Signup with a username that exists.
    case usernameTaken(String)
    /// Login for a username that does not exist.
    case noSuchUser(String)
    /// Login with the wrong password.
    case wrongPassword
    /// A control request with values out of range.
    case invalidControl(String)
    /// The state file could not be read or written.
    case stateFile(path: String, reason: String)
    /// The server was stopped.
    case stopped

    /// The HTTP status the mock answers with.
    public var status: Int {
        switch self {
        case .malformed, .invalidElement, .missingRevision, .staleRevision, .duplicateID, .idExists,
            .idMismatch, .invalidCredentials, .invalidControl:
            400
        case .unauthorized, .wrongPassword: 401
        case .notFound, .unknownOwner, .noSuchUser: 404
        case .usernameTaken: 409
        case .stateFile, .stopped: 500
        }
    }

    /// The `message` of the error answer.
    public var description: String {
        switch self {
        case .malformed(let reason): "malformed request: \(reason)"
        case .invalidElement(let reason): "malformed element: \(reason)"
        case .missingRevision: "X-Last-Known-Revision is missing or not an integer"
        case .staleRevision(let known, let current):
            "unsynchronized data: X-Last-Known-Revision is \(known), the list is at \(current)"
        case .duplicateID(let id): "duplicate id \(id) in the list"
        case .idExists(let id): "an element with id \(id) already exists"
        case .idMismatch(let path, let body): "element id \(body) differs from the path id \(path)"
        case .notFound(let id): "no element with id \(id)"
        case .unknownOwner(let owner): "no list for \(owner)"
        case .unauthorized(let reason): "unauthorized: \(reason)"
        case .invalidCredentials(let reason): "invalid credentials: \(reason)"
        case .usernameTaken(let name): "username \(name) is taken"
        case .noSuchUser(let name): "no user \(name)"
        case .wrongPassword: "wrong password"
        case .invalidControl(let reason): "invalid control request: \(reason)"
        case .stateFile(let path, let reason): "state file \(path): \(reason)"
        case .stopped: "the mock server is stopped"
        }
    }
}
