/// Where and how `TodoAPI` talks to the todo server.
public struct TodoAPIConfiguration: Sendable, Hashable {
    /// The server's base URL, e.g. `http://127.0.0.1:8080`; paths are appended to it.
    public var baseURL: String
    /// The bearer token for `/list…`; `nil` sends no `Authorization` header.
    public var token: String?
    /// The `X-Generate-Fails` value (0...100) to send with every request, if any.
    public var generateFails: Int?
    /// The total limit per request; connecting is limited to the smaller of this and 5 seconds.
    public var timeout: Duration
    /// Turns off TLS certificate verification (`--insecure`).
    public var insecure: Bool
    /// The PEM file of CA certificates to verify the server with; `nil` for libcurl's default.
    public var caBundle: String?

    public init(
        baseURL: String,
        token: String? = nil,
        generateFails: Int? = nil,
        timeout: Duration = .seconds(10),
        insecure: Bool = false,
        caBundle: String? = nil
    ) {
        self.baseURL = baseURL
        self.token = token
        self.generateFails = generateFails
        self.timeout = timeout
        self.insecure = insecure
        self.caBundle = caBundle
    }
}

extension TodoAPIConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Every field but the token, which shows only as set or not.
    public var description: String {
        let fails = generateFails.map { ", generateFails: \($0)" } ?? ""
        return "TodoAPIConfiguration(baseURL: \(baseURL), token: \(token == nil ? "none" : "<redacted>")"
            + "\(fails), timeout: \(timeout), insecure: \(insecure), caBundle: \(caBundle ?? "default"))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": baseURL, "token": token == nil ? "none" : "<redacted>",
                "generateFails": generateFails as Any, "timeout": timeout, "insecure": insecure,
                "caBundle": caBundle as Any,
            ]
        )
    }
}
