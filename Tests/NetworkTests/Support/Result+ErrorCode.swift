import TodoKit
import TodoNetwork

extension Result {
    /// The failure's `HTTPClientError` code, or `nil` for a success or another error.
    var errorCode: HTTPClientError.Code? {
        guard case .failure(let error) = self else { return nil }
        return (error as? HTTPClientError)?.code
    }
}
