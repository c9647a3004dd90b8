import Foundation
import Hummingbird

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
        } catch let DecodingError.dataCorrupted(context) {
            throw .malformed(Self.describe(context))
        } catch let DecodingError.keyNotFound(key, context) {
            throw .malformed("missing field \(Self.path(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .malformed("wrong type at \(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .malformed("null at \(Self.path(context.codingPath))")
        } catch {
            throw .malformed("\(error)")
        }
    }

    /// Reads and drops the body, so a connection closed by a fault closes cleanly.
    mutating func drainBody() async {
        _ = try? await collectBody(upTo: Self.maximumBodySize)
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty
            ? "not JSON: \(context.debugDescription)"
            : "\(path(context.codingPath)): \(context.debugDescription)"
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
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
            throw .malformed("\(error)")
        }
    }
}
