import Foundation
import Testing
import TodoModel
import TodoStore
import TodoSync
import TodoSyncTesting
import TodoTesting

@testable import TodoKit

/// Two devices of one list and a server with the contract's rules (``ListServer``), every step
/// through `DataManager` as the commands run it: `here` runs the command under test, `phone`
/// changes the list in between. Used by the undo-after-sync and the history/restore suites.
final class TwoDevices {
    let here = TemporaryDirectory()
    let phone = TemporaryDirectory()
    let server = ListServer(.init(items: [], revision: 0))
    private var now: Int64 = 1_800_000_000

    deinit {
        here.remove()
        phone.remove()
    }

    /// Runs `body` with a fresh manager of `dir`, as one command does, ten seconds after the last
    /// one.
    func run<T>(_ dir: TemporaryDirectory, _ body: (DataManager) throws -> T) throws -> T {
        let manager = try nextCommand(dir)
        defer { manager.close() }
        return try body(manager)
    }

    /// A manager of `dir` for the next command, ten seconds after the last one.
    private func nextCommand(_ dir: TemporaryDirectory) throws -> DataManager {
        now += 10
        var settings = Settings(home: dir.path)
        settings.server = "http://todo.invalid"
        settings.token = "token"
        settings.fixedNow = now
        return try DataManager(settings: settings)
    }

    /// `todo sync` on `dir`, which must succeed.
    func sync(_ dir: TemporaryDirectory) async throws {
        let manager = try nextCommand(dir)
        defer { manager.close() }
        let report = try await manager.sync(
            mode: .sync, server: server, clock: ManualWallClock(now: Double(now)), seed: 1, allowDeletions: true)
        try #require(report.outcome == .synced, "\(report)")
    }

    func state(_ dir: TemporaryDirectory) throws -> StoreState {
        try run(dir) { try $0.state() }
    }

    /// The store of `dir` read from disk by a cache of its own (no manager's memory).
    func reread(_ dir: TemporaryDirectory) throws -> StoreState {
        let cache = try FileCache(directory: dir.path)
        defer { cache.close() }
        return try cache.load()
    }

    /// The id of the todo whose text is `text` on `dir`.
    func id(_ dir: TemporaryDirectory, _ text: String) throws -> String {
        try #require(try state(dir).items.values.first { $0.text == text }?.id, "no todo '\(text)'")
    }

    /// An edit of the todo `id` on `dir`: its text becomes `text`.
    func edit(_ dir: TemporaryDirectory, _ id: String, text: String) throws {
        try run(dir) { manager in _ = try manager.edit(id, ItemEdit(text: text)) }
    }
}
