import CCurl

extension HTTPClientError {
    /// Classifies a failed transfer's `CURLcode`; `detail` is the error buffer's text, if any.
    init(curlCode: CURLcode, detail: String) {
        let message = detail.isEmpty ? String(cString: ccurl_easy_strerror(curlCode)) : detail
        self.init(code: Self.classify(curlCode), curlCode: Int(curlCode.rawValue), message: message)
    }

    private static func classify(_ code: CURLcode) -> Code {
        switch code {
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .couldNotConnect
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_HTTP2,
            CURLE_HTTP2_STREAM:
            return .connectionDropped
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
            CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED:
            return .tlsFailure
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_TOO_MANY_REDIRECTS,
            // The request's URL was checked before sending, so these come from the answer: an
            // HTTP/0.9 reply or a redirect to an unusable URL.
            CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .invalidResponse
        case CURLE_BAD_FUNCTION_ARGUMENT:
            return .invalidRequest
        default:
            return .other
        }
    }
}
