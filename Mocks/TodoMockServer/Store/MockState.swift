import Foundation
import Synchronization

/// The store behind one lock, written through to the state file when there is one.
///
/// Every change to every list goes through this one lock, so changes are atomic: of many writers
/// racing at one revision exactly one wins.
final class MockState: Sendable {
    let fixedTokens: Set<String>
    let accessTokenLifetime: Double
    private let store: Mutex<MockStore>
    private let file: StateFile?

    /// Loads the state file if it exists; a file that cannot be read is an error, never reset.
    init(configuration: MockServerConfiguration) throws(MockServerError) {
        fixedTokens = Set(configuration.tokens)
        accessTokenLifetime = configuration.accessTokenLifetime
        file = configuration.statePath.map(StateFile.init(path:))
        store = Mutex(try file?.load() ?? MockStore())
    }

    /// Unix time now, in seconds.
    static var now: Double { Date().timeIntervalSince1970 }

    /// Reads the store.
    func read<T: Sendable>(_ body: (MockStore) throws(MockServerError) -> T) throws(MockServerError) -> T {
        try store.withLock { (store: inout MockStore) throws(MockServerError) -> T in
            try body(store)
        }
    }

    /// Changes the store; with a state file the change is kept only if the file was written.
    func change<T: Sendable>(_ body: (inout MockStore) throws(MockServerError) -> T) throws(MockServerError) -> T {
        try store.withLock { (store: inout MockStore) throws(MockServerError) -> T in
            guard let file else {
                return try body(&store)
            }
            var copy = store
            let result = try body(&copy)
            if copy != store {
                try file.save(copy)
                store = copy
            }
            return result
        }
    }
}
