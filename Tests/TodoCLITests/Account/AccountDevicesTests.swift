import Foundation
import Testing
import TodoKit

/// One account on two devices (two sandboxes: two stores, two config directories).
@Suite("Accounts: two devices")
struct AccountDevicesTests {
    static let password = "correct horse battery"

    @Test("a login on a second device downloads the account's list; --json never shows a token")
    func secondDevice() async throws {
        let mock = try await AccountMock()
        let phone = try AccountSandbox(mock: mock)
        let laptop = try AccountSandbox(mock: mock)
        let signup = try phone.run(
            ["signup", "--username", "alice", "--password-stdin", "--json"], stdin: Self.password)
        #expect(signup.status == 0, "\(signup)")
        let shown = try JSONValue.parse(signup.stdout)
        #expect(
            shown.keys == [
                "username", "server", "expires_at", "downloaded", "replaced_copies", "imported", "local_items",
            ])
        try phone.ok(["add", "from the phone", "--json"])

        let login = try laptop.run(
            ["login", "--username", "alice", "--password-stdin", "--json"], stdin: Self.password)
        #expect(login.status == 0, "\(login)")
        // The login downloaded the account's list.
        #expect(try laptop.texts(of: "alice") == ["from the phone"])
        try laptop.ok(["sync", "--json"])
        try laptop.ok(["add", "from the laptop"])
        try phone.ok(["sync"])
        #expect(try phone.texts(of: "alice") == ["from the phone", "from the laptop"])
        #expect(try laptop.ok(["whoami", "--json"]).stdout.contains("alice"))

        let sessions = [try phone.session(), try laptop.session()].compactMap { $0 }
        #expect(sessions.count == 2)
        let secrets = [Self.password] + sessions.flatMap { [$0.accessToken, $0.refreshToken] }
        for box in [phone, laptop] {
            let store = box.storeText()
            for secret in secrets {
                #expect(!box.transcript.contains(secret), "a secret appears in the output")
                #expect(!store.contains(secret), "a secret appears in the store")
            }
        }
    }
}
