import Foundation
import Testing
import TodoModel
import TodoTesting

/// Issue 41, point 6: `show`, `undo` and `restore` name another device as `log` and `conflicts`
/// do, by its alias (never its id).
@Suite struct DeviceNamesEverywhereTests {
    @Test func showUndoAndRestoreNameTheOtherDeviceByItsAlias() async throws {
        try await MockBackend.with { backend in
            let (laptop, phone, a) = try await SyncFieldMergeTests.devices(backend, add: ["add", "base"])
            phone.now = Clock.now + 60
            let theirs = try await phone.element(["edit", a.id, "--text", "theirs"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            let device = theirs.lastUpdatedBy
            try await laptop.ok(["config", "set", "device-alias", String(device.prefix(6)), "phone"])

            let shown = try await laptop.ok(["show", a.id])
            #expect(shown.lines.contains("changed by:  phone"), "\(shown)")
            #expect(!shown.stdout.contains(device), "\(shown)")

            // The laptop's last command (its add) undone over the phone's edit: refused, the
            // version that stops it named by the phone's alias.
            let undone = try await laptop.run(["undo"])
            #expect(undone.status == 1, "\(undone)")
            #expect(undone.stderr.contains("by phone"), "\(undone)")
            #expect(!undone.stderr.contains(device), "\(undone)")

            // Version 1 back over the phone's version: refused, named the same way.
            let refused = try await laptop.run(["restore", a.id, "1"])
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stderr.contains("phone"), "\(refused)")
            #expect(!refused.stderr.contains(device), "\(refused)")
            laptop.now = Clock.now + 120
            let forced = try await laptop.run(["restore", a.id, "1", "--force"])
            #expect(forced.status == 0, "\(forced)")
            #expect(forced.stdout.contains("phone") && !forced.stdout.contains(device), "\(forced)")
        }
    }
}
