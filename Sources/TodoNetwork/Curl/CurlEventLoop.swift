import CCurl
import Glibc
import Synchronization

/// One libcurl multi handle and the thread that drives it.
///
/// Only the loop's thread calls into the multi handle, except `curl_multi_wakeup`, which
/// libcurl allows from any thread; other threads talk to it through `state`. A transfer is
/// owned by exactly one party at a time: the submitter until `submit`, then `state.queued`
/// (where `cancel` may take it back), then the loop thread until it finishes it.
final class CurlEventLoop: @unchecked Sendable {
    fileprivate struct State {
        var queued: [UInt64: CurlTransfer] = [:]
        var cancellations: [UInt64] = []
        var isShuttingDown = false
        var thread: pthread_t?
        /// Why the loop could not start; every request then fails with it.
        var startupError: HTTPClientError?
    }

    /// `CURLM *`; only touched on the loop thread after `init` (and woken from anywhere).
    private let multi: UnsafeMutableRawPointer?
    private let state = Mutex(State())
    private let nextID = Atomic<UInt64>(0)
    private let connections = Atomic<Int>(0)

    init() {
        if let error = CurlGlobal.initializationError {
            multi = nil
            state.withLock { $0.fail(error) }
            return
        }
        guard let multi = ccurl_multi_init() else {
            self.multi = nil
            state.withLock { $0.fail(HTTPClientError(code: .other, message: "curl_multi_init failed")) }
            return
        }
        self.multi = multi
        // Keep enough idle connections for a few parallel requests to all be reused.
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 16)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<CurlEventLoop>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<CurlEventLoop>.fromOpaque(context).release()
            ccurl_multi_cleanup(multi)
            let error = HTTPClientError(code: .other, message: "could not start the HTTP thread (\(created))")
            state.withLock { $0.fail(error) }
            return
        }
        state.withLock { $0.thread = thread }
    }

    /// Why the loop could not start, if it could not; every request then fails with it.
    var startupError: HTTPClientError? {
        state.withLock { $0.startupError }
    }

    /// New connections opened so far by all finished transfers.
    var connectionsOpened: Int { connections.load(ordering: .relaxed) }

    /// A fresh transfer id.
    func makeID() -> UInt64 {
        nextID.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Queues a configured transfer; it is finished with `shutDown` if the loop has stopped.
    func submit(_ transfer: CurlTransfer) {
        let refusal = state.withLock { state -> HTTPClientError? in
            guard !state.isShuttingDown, let multi else { return state.startupError ?? .shutDown() }
            state.queued[transfer.id] = transfer
            // Under the lock, so the loop cannot have freed the multi handle yet.
            ccurl_multi_wakeup(multi)
            return nil
        }
        if let refusal {
            transfer.finish(.failure(refusal))
        }
    }

    /// Stops the transfer `id` and finishes it with `cancelled`; does nothing once it has finished.
    func cancel(_ id: UInt64) {
        let stillQueued = state.withLock { state -> CurlTransfer? in
            if let transfer = state.queued.removeValue(forKey: id) {
                return transfer
            }
            guard !state.isShuttingDown, let multi else { return nil }
            state.cancellations.append(id)
            ccurl_multi_wakeup(multi)
            return nil
        }
        stillQueued?.finish(.failure(.cancelled()))
    }

    /// Finishes every transfer with `shutDown` (the in-flight ones with `cancelled` if they were
    /// being cancelled) and joins the thread. Idempotent; safe from any thread but the loop's.
    func shutdown() {
        let thread = state.withLock { state -> pthread_t? in
            guard !state.isShuttingDown else { return nil }
            state.isShuttingDown = true
            if let multi {
                ccurl_multi_wakeup(multi)
            }
            return state.thread
        }
        guard let thread else { return }
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    private func run() {
        guard let multi else { return }
        var active: [UInt64: CurlTransfer] = [:]
        while true {
            let (queued, cancellations, stopping) = state.withLock { state in
                defer {
                    state.queued = [:]
                    state.cancellations = []
                }
                return (state.queued, state.cancellations, state.isShuttingDown)
            }
            for transfer in queued.values {
                guard let easy = transfer.easy, ccurl_multi_add_handle(multi, easy) == CURLM_OK else {
                    transfer.finish(.failure(HTTPClientError(code: .other, message: "curl_multi_add_handle failed")))
                    continue
                }
                active[transfer.id] = transfer
            }
            for id in cancellations {
                guard let transfer = active.removeValue(forKey: id) else { continue }
                remove(transfer, from: multi)
                transfer.finish(.failure(.cancelled()))
            }
            if stopping {
                for transfer in active.values {
                    remove(transfer, from: multi)
                    transfer.finish(.failure(.shutDown()))
                }
                break
            }
            var running: Int32 = 0
            _ = ccurl_multi_perform(multi, &running)
            collectFinished(from: multi, active: &active)
            _ = ccurl_multi_poll(multi, nil, 0, 1_000, nil)
        }
        // Nobody can reach the multi handle any more: `isShuttingDown` is set under the lock.
        ccurl_multi_cleanup(multi)
    }

    private func collectFinished(from multi: UnsafeMutableRawPointer, active: inout [UInt64: CurlTransfer]) {
        var remaining: Int32 = 0
        while let message = ccurl_multi_info_read(multi, &remaining) {
            guard ccurl_msg_is_done(message) != 0, let easy = message.pointee.easy_handle else { continue }
            let code = ccurl_msg_result(message)  // read before the message is invalidated
            var context: UnsafeMutableRawPointer?
            guard ccurl_easy_getinfo_pointer(easy, CURLINFO_PRIVATE, &context) == CURLE_OK, let context else {
                continue
            }
            let id = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().id
            guard let transfer = active.removeValue(forKey: id) else { continue }
            let (result, newConnections) = transfer.result(for: code)
            connections.add(newConnections, ordering: .relaxed)
            remove(transfer, from: multi)
            transfer.finish(result)
        }
    }

    private func remove(_ transfer: CurlTransfer, from multi: UnsafeMutableRawPointer) {
        if let easy = transfer.easy {
            _ = ccurl_multi_remove_handle(multi, easy)
        }
        transfer.releaseHandle()
    }
}

extension CurlEventLoop.State {
    /// Marks a loop that never started: requests fail with `error`, shutdown has nothing to join.
    fileprivate mutating func fail(_ error: HTTPClientError) {
        startupError = error
        isShuttingDown = true
    }
}
