import CCurl
import FoundationEssentials
import Glibc

/// One request's easy handle and the answer its callbacks collect.
///
/// Thread confinement instead of locks: the caller configures it, then hands it to the event
/// loop, whose thread alone touches it until it completes; the cancellation path only takes it
/// over while it is still queued (see `CurlEventLoop`). Hence `@unchecked Sendable`.
final class CurlTransfer: @unchecked Sendable {
    typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPClientError>, Never>

    let id: UInt64
    /// The easy handle, until `releaseHandle()`.
    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let maxResponseSize: Int
    private var body = Data()
    private var headers = HTTPHeaders()
    private var exceededLimit = false
    private var continuation: Completion?

    /// Creates and configures the easy handle; throws `invalidRequest` if libcurl rejects it.
    init(id: UInt64, request: HTTPRequest) throws(HTTPClientError) {
        self.id = id
        maxResponseSize = request.maxResponseSize
        errorBuffer = .allocate(capacity: ccurl_error_size)
        errorBuffer.initialize(repeating: 0, count: ccurl_error_size)
        guard let easy = ccurl_easy_init() else {
            throw HTTPClientError(code: .other, message: "curl_easy_init failed")
        }
        self.easy = easy
        try configure(easy, for: request)
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    /// Sets the continuation that `finish(_:)` resumes; call before handing the transfer over.
    func attach(_ continuation: Completion) {
        self.continuation = continuation
    }

    /// Resumes the waiting caller with `result`; later calls do nothing.
    func finish(_ result: Result<HTTPResponse, HTTPClientError>) {
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume(returning: result)
    }

    /// Frees the easy handle and its header list. Call only when no multi handle holds it.
    func releaseHandle() {
        if let easy {
            ccurl_easy_cleanup(easy)
            self.easy = nil
        }
        if let headerList {
            ccurl_slist_free_all(headerList)
            self.headerList = nil
        }
    }

    /// Reads what a finished transfer produced; `code` is libcurl's result for it.
    func result(for code: CURLcode) -> (Result<HTTPResponse, HTTPClientError>, newConnections: Int) {
        guard let easy else {
            return (.failure(HTTPClientError(code: .other, message: "transfer has no handle")), 0)
        }
        var connects = 0
        _ = ccurl_easy_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &connects)
        if exceededLimit {
            let error = HTTPClientError(
                code: .responseTooLarge,
                curlCode: Int(code.rawValue),
                message: "the response body exceeds \(maxResponseSize) bytes"
            )
            return (.failure(error), connects)
        }
        guard code == CURLE_OK else {
            let detail = String(cString: errorBuffer)
            return (.failure(HTTPClientError(curlCode: code, detail: detail)), connects)
        }
        var status = 0
        let info = ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        guard info == CURLE_OK else {
            let detail = "CURLINFO_RESPONSE_CODE: \(String(cString: ccurl_easy_strerror(info)))"
            return (.failure(HTTPClientError(curlCode: info, detail: detail)), connects)
        }
        let response = HTTPResponse(status: status, headers: headers, body: body, newConnections: connects)
        return (.success(response), connects)
    }

    /// The write callback's work: appends one chunk of body; 0 makes libcurl abort.
    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= maxResponseSize else {
            exceededLimit = true
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// The header callback's work: one raw header line, status lines included.
    fileprivate func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        var line = String(decoding: bytes, as: UTF8.self)
        while line.last == "\n" || line.last == "\r" || line.last == "\r\n" {
            line.removeLast()
        }
        if line.hasPrefix("HTTP/") {
            // A new answer starts (after a redirect or `100 Continue`): keep only its headers.
            headers = HTTPHeaders()
            body = Data()
        } else if let colon = line.firstIndex(of: ":") {
            let name = String(line[..<colon])
            let value = String(Self.trimmingBlanks(line[line.index(after: colon)...]))
            headers.add(name: name, value: value)
            if name.lowercased() == "content-length", let length = Int(value), length <= maxResponseSize {
                body.reserveCapacity(length)
            }
        }
        return bytes.count
    }
}

extension CurlTransfer {
    private func configure(_ easy: UnsafeMutableRawPointer, for request: HTTPRequest) throws(HTTPClientError) {
        try Self.validate(url: request.url)
        let context = Unmanaged.passUnretained(self).toOpaque()
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_PRIVATE, context), "CURLOPT_PRIVATE")
        try check(ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url), "CURLOPT_URL")
        try check(ccurl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"), "CURLOPT_PROTOCOLS_STR")
        try check(ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1), "CURLOPT_NOSIGNAL")
        try check(ccurl_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1), "CURLOPT_TCP_KEEPALIVE")
        try check(ccurl_easy_setopt_string(easy, CURLOPT_NOPROXY, Self.noProxy), "CURLOPT_NOPROXY")
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer), "CURLOPT_ERRORBUFFER")
        try configureMethod(easy, for: request)
        try configureHeaders(easy, for: request)
        try configureLimits(easy, for: request)
        try configureTLS(easy, insecure: request.insecure, caBundle: request.caBundle)
        try configureCallbacks(easy, context: context)
    }

    private func configureMethod(_ easy: UnsafeMutableRawPointer, for request: HTTPRequest) throws(HTTPClientError) {
        let method = request.method
        // libcurl never follows a redirect: `HTTPClient` checks the target's origin and follows
        // only within it, so no request goes where the caller did not send it.
        try check(ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0), "CURLOPT_FOLLOWLOCATION")
        if method != .get && method != .head {
            // A request that changes the server goes out on a new connection: libcurl silently sends
            // a request again only when a reused connection closes before answering, so on a new one
            // every answer is the answer to the one try, and an HTTP status is definite.
            try check(ccurl_easy_setopt_long(easy, CURLOPT_FRESH_CONNECT, 1), "CURLOPT_FRESH_CONNECT")
        }
        if method == .head {
            try check(ccurl_easy_setopt_long(easy, CURLOPT_NOBODY, 1), "CURLOPT_NOBODY")
        } else if request.body != nil || method == .post || method == .put || method == .patch {
            // POSTFIELDS with an explicit size: never falls back to reading stdin, and the body is
            // copied into the handle so the request value can go away.
            let body = request.body ?? Data()
            try check(
                ccurl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)),
                "CURLOPT_POSTFIELDSIZE_LARGE"
            )
            let code = body.withUnsafeBytes { bytes in
                let empty: StaticString = ""
                let pointer = bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start)
                return ccurl_easy_setopt_pointer(
                    easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: pointer))
            }
            try check(code, "CURLOPT_COPYPOSTFIELDS")
            if method != .post {
                try check(
                    ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue), "CURLOPT_CUSTOMREQUEST")
            }
        } else if method == .get {
            try check(ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1), "CURLOPT_HTTPGET")
        } else {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue), "CURLOPT_CUSTOMREQUEST")
        }
    }

    private func configureHeaders(_ easy: UnsafeMutableRawPointer, for request: HTTPRequest) throws(HTTPClientError) {
        guard Self.isToken(request.method.rawValue) else {
            throw HTTPClientError(code: .invalidRequest, message: "invalid method \(request.method)")
        }
        // An empty `Expect:` stops libcurl from waiting for `100 Continue` on large bodies.
        var lines = ["Expect:"]
        for field in request.headers {
            guard Self.isToken(field.name), Self.isFieldValue(field.value) else {
                // The value is not quoted: it may be a credential.
                throw HTTPClientError(code: .invalidRequest, message: "invalid header field \(field.name)")
            }
            lines.append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
        }
        for line in lines {
            guard let appended = ccurl_slist_append(headerList, line) else {
                throw HTTPClientError(code: .other, message: "curl_slist_append failed")
            }
            headerList = appended
        }
        try check(ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList), "CURLOPT_HTTPHEADER")
    }

    private func configureLimits(_ easy: UnsafeMutableRawPointer, for request: HTTPRequest) throws(HTTPClientError) {
        let total = request.timeout.map(Self.milliseconds) ?? 0
        let connect = request.connectTimeout.map(Self.milliseconds) ?? min(total > 0 ? total : 5_000, 5_000)
        let stallSeconds = max(1, (Self.milliseconds(request.stallTimeout) + 999) / 1_000)
        try check(ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, total), "CURLOPT_TIMEOUT_MS")
        try check(ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, connect), "CURLOPT_CONNECTTIMEOUT_MS")
        try check(ccurl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1), "CURLOPT_LOW_SPEED_LIMIT")
        try check(ccurl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, stallSeconds), "CURLOPT_LOW_SPEED_TIME")
    }

    private func configureTLS(_ easy: UnsafeMutableRawPointer, insecure: Bool, caBundle: String?)
        throws(HTTPClientError)
    {
        try check(ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, insecure ? 0 : 1), "CURLOPT_SSL_VERIFYPEER")
        try check(ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, insecure ? 0 : 2), "CURLOPT_SSL_VERIFYHOST")
        if let caBundle {
            try check(ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, caBundle), "CURLOPT_CAINFO")
        }
    }

    private func configureCallbacks(_ easy: UnsafeMutableRawPointer, context: UnsafeMutableRawPointer)
        throws(HTTPClientError)
    {
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context), "CURLOPT_WRITEDATA")
        try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context), "CURLOPT_HEADERDATA")
        let write = ccurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
        }
        try check(write, "CURLOPT_WRITEFUNCTION")
        let header = ccurl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
        }
        try check(header, "CURLOPT_HEADERFUNCTION")
    }

    /// Accepts only an absolute, well-formed `http` or `https` URL.
    private static func validate(url: String) throws(HTTPClientError) {
        guard let handle = ccurl_url() else {
            throw HTTPClientError(code: .other, message: "curl_url failed")
        }
        defer { ccurl_url_cleanup(handle) }
        let parsed = ccurl_url_set(handle, CURLUPART_URL, url, 0)
        guard parsed == CURLUE_OK else {
            let reason = String(cString: ccurl_url_strerror(parsed))
            throw HTTPClientError(code: .invalidRequest, message: "malformed URL: \(reason)")
        }
        var scheme: UnsafeMutablePointer<CChar>?
        guard ccurl_url_get(handle, CURLUPART_SCHEME, &scheme, 0) == CURLUE_OK, let scheme else {
            throw HTTPClientError(code: .invalidRequest, message: "URL without a scheme")
        }
        defer { ccurl_free(scheme) }
        let name = String(cString: scheme).lowercased()
        guard name == "http" || name == "https" else {
            throw HTTPClientError(code: .invalidRequest, message: "unsupported URL scheme \(name)")
        }
    }

    private func check(_ code: CURLcode, _ option: String) throws(HTTPClientError) {
        guard code == CURLE_OK else {
            let reason = String(cString: ccurl_easy_strerror(code))
            throw HTTPClientError(code: .invalidRequest, curlCode: Int(code.rawValue), message: "\(option): \(reason)")
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 1 }
        let millis = seconds.multipliedReportingOverflow(by: 1_000)
        guard !millis.overflow else { return Int.max }
        return max(1, Int(millis.partialValue) + Int(attoseconds / 1_000_000_000_000_000))
    }

    private static func trimmingBlanks(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }),
            let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return text[first...last]
    }

    /// RFC 9110 `token`: the characters allowed in a method or a field name.
    private static func isToken(_ value: String) -> Bool {
        !value.isEmpty
            && value.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                default:
                    return "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }

    /// A field value must not break the header block: no CR, LF or NUL.
    private static func isFieldValue(_ value: String) -> Bool {
        !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
    }

    /// `CURLOPT_NOPROXY`: loopback never goes through a proxy, plus whatever `no_proxy` lists.
    private static let noProxy: String = {
        let loopback = "127.0.0.1,localhost,::1"
        let variable = getenv("no_proxy") ?? getenv("NO_PROXY")
        guard let variable, case let inherited = String(cString: variable), !inherited.isEmpty else {
            return loopback
        }
        return inherited == "*" ? "*" : "\(inherited),\(loopback)"
    }()
}
