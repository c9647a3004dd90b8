import Hummingbird
import NIOCore

/// Per-request context: the connection, so a fault can close it without an answer.
struct MockContext: InitializableFromSource {
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        channel = source.channel
    }
}
