import CCurl

/// libcurl's process-wide initialisation, run once on first use.
enum CurlGlobal {
    /// `nil` once `curl_global_init` has succeeded, otherwise why it failed.
    ///
    /// A `static let` is initialised exactly once, thread-safely, which is what
    /// `curl_global_init` (not thread-safe itself) needs.
    static let initializationError: HTTPClientError? = {
        let code = ccurl_global_init_all()
        guard code == CURLE_OK else {
            return HTTPClientError(
                code: .other,
                curlCode: Int(code.rawValue),
                message: "curl_global_init failed: \(String(cString: ccurl_easy_strerror(code)))"
            )
        }
        return nil
    }()
}
