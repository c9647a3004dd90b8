/// An HTTP/1.1 and HTTP/2 client on libcurl that reuses connections across requests.
///
/// One client owns one libcurl multi handle, driven by one dedicated thread; every request is a
/// transfer on it, so keep one client for the whole process. HTTP status codes are returned,
/// not thrown. Shut it down with ``shutdown()`` (or let it be released) to join the thread.
public final class HTTPClient: Sendable {
    private let loop: CurlEventLoop

    public init() {
        loop = CurlEventLoop()
    }

    deinit {
        loop.shutdown()
    }

    /// How many new connections the client has opened so far (libcurl's `CURLINFO_NUM_CONNECTS`
    /// summed over finished requests); it stays flat while pooled connections are reused.
    public var connectionsOpened: Int {
        loop.connectionsOpened
    }

    /// Sends `request` and waits for the complete answer.
    ///
    /// Cancelling the calling Task stops the transfer at once and throws `cancelled`.
    public func execute(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        if let error = loop.startupError {
            throw error
        }
        if Task.isCancelled {
            throw .cancelled()
        }
        let transfer = try CurlTransfer(id: loop.makeID(), request: request)
        let loop = self.loop
        let id = transfer.id
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.attach(continuation)
                loop.submit(transfer)
                // A cancellation that came before `submit` found nothing to cancel.
                if Task.isCancelled {
                    loop.cancel(id)
                }
            }
        } onCancel: {
            loop.cancel(id)
        }
        return try result.get()
    }

    /// Fails every pending request with `shutDown` and joins the client's thread.
    ///
    /// Idempotent. Later requests fail with `shutDown`. It blocks only briefly: the thread is
    /// woken and stops at once.
    public func shutdown() {
        loop.shutdown()
    }
}
