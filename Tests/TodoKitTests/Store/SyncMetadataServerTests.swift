import Testing
import TodoStore

/// ``SyncMetadata/belongs(to:)``: the one rule of which server a store's revision and base belong
/// to, used by the sync's whole and partial snapshots and by the open-window report.
struct SyncMetadataServerTests {
    @Test func aStoreNeverSyncedBelongsToAnyServer() {
        let sync = SyncMetadata(server: nil)
        #expect(sync.belongs(to: "http://a.example"))
        #expect(sync.belongs(to: nil))
    }

    @Test func aStoreSyncedWithOneServerBelongsToItAlone() {
        let sync = SyncMetadata(server: "http://a.example")
        #expect(sync.belongs(to: "http://a.example"))
        #expect(!sync.belongs(to: "http://b.example"))
        #expect(!sync.belongs(to: nil))
    }
}
