import Foundation
import Hummingbird
import TodoModel

extension Request {
    /// The largest body the mock reads: enough for lists of many thousands of elements.
    static let maximumBodySize = 64 * 1024 * 1024

    /// Reads the body and decodes it; anything that is not the expected JSON is ``MockServerError/malformed(_:)``.
    mutating func decodeJSON<T: Decodable>(_ type: T.Type) async throws(MockServerError) -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await collectBody(upTo: Self.maximumBodySize)
        } catch {
            throw .malformed("cannot read the body: \(error)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw .malformed(DecodingProblem(error).description)
        }
    }

    /// Reads and drops the body, so a connection closed by a fault closes cleanly.
    mutating func drainBody() async {
        _ = try? await collectBody(upTo: Self.maximumBodySize)
    }
}

extension Request {
    /// Like ``decodeJSON(_:)``, but an empty body is `nil`.
    mutating func decodeOptionalJSON<T: Decodable>(_ type: T.Type) async throws(MockServerError) -> T? {
        let buffer: ByteBuffer
        do {
            buffer = try await collectBody(upTo: Self.maximumBodySize)
        } catch {
            throw .malformed("cannot read the body: \(error)")
        }
        guard buffer.readableBytes > 0 else {
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw .malformed(DecodingProblem(error).description)
        }
    }
}
