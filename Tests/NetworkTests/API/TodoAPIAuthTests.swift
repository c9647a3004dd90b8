import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoNetwork
import TodoTesting

/// The accounts extension (`/auth/…`) against the mock server.
@Suite struct TodoAPIAuthTests {
    @Test func signupGivesTokensThatOpenTheAccountsList() async throws {
        try await MockFixture.run(apiToken: nil) { mock in
            let tokens = try await mock.api.signup(username: "ada", password: "correct horse")
            var api = mock.api
            api.configuration.token = tokens.accessToken

            let created = try await api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
            let list = try await api.getList()

            #expect(!tokens.accessToken.isEmpty)
            #expect(!tokens.refreshToken.isEmpty)
            #expect(tokens.expiresIn > 0)
            #expect(created.revision == 1)
            #expect(list.items == [TodoItem.fixture("a")])
            #expect(try mock.server.list(of: .account("ada")).revision == 1)
        }
    }

    @Test func takenUsernameIsConflict() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.signup(username: "ada", password: "password1")

            let error = await #expect(throws: TodoAPIError.self) {
                try await mock.api.signup(username: "ada", password: "password2")
            }

            #expect(error?.code == .conflict)
            #expect(error?.status == 409)
        }
    }

    @Test(arguments: [("ada", "short"), ("", "long enough")])
    func invalidSignupIsInvalidInput(username: String, password: String) async throws {
        try await MockFixture.run { mock in
            let error = await #expect(throws: TodoAPIError.self) {
                try await mock.api.signup(username: username, password: password)
            }

            #expect(error?.code == .invalidInput)
            #expect(error?.status == 400)
            #expect(error?.isRetryable == false)
        }
    }

    @Test func loginDistinguishesUnknownUserFromWrongPassword() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.signup(username: "ada", password: "password1")

            let tokens = try await mock.api.login(username: "ada", password: "password1")
            let unknown = await #expect(throws: TodoAPIError.self) {
                try await mock.api.login(username: "bob", password: "password1")
            }
            let wrong = await #expect(throws: TodoAPIError.self) {
                try await mock.api.login(username: "ada", password: "not-the-password")
            }

            #expect(!tokens.accessToken.isEmpty)
            #expect(unknown?.code == .notFound)
            #expect(wrong?.code == .unauthorized)
            #expect(wrong.map { !String(describing: $0).contains("not-the-password") } == true)
        }
    }

    @Test func refreshSpendsTheOldRefreshToken() async throws {
        try await MockFixture.run { mock in
            let first = try await mock.api.signup(username: "ada", password: "password1")

            let second = try await mock.api.refresh(refreshToken: first.refreshToken)
            let reused = await #expect(throws: TodoAPIError.self) {
                try await mock.api.refresh(refreshToken: first.refreshToken)
            }
            var api = mock.api
            api.configuration.token = second.accessToken
            let list = try await api.getList()

            #expect(second.refreshToken != first.refreshToken)
            #expect(reused?.code == .unauthorized)
            #expect(reused.map { !String(describing: $0).contains(first.refreshToken) } == true)
            #expect(list.revision == 0)
        }
    }

    @Test func expiredAccessTokenIsUnauthorized() async throws {
        try await MockFixture.run { mock in
            let tokens = try await mock.api.signup(username: "ada", password: "password1")
            var api = mock.api
            api.configuration.token = tokens.accessToken
            _ = try await api.getList()

            #expect(mock.server.expireAccessToken(tokens.accessToken))
            let error = await #expect(throws: TodoAPIError.self) { try await api.getList() }

            #expect(error?.code == .unauthorized)
        }
    }

    @Test func tokensNeverPrint() async throws {
        try await MockFixture.run { mock in
            let tokens = try await mock.api.signup(username: "ada", password: "password1")

            for text in [String(describing: tokens), String(reflecting: tokens)] {
                #expect(!text.contains(tokens.accessToken))
                #expect(!text.contains(tokens.refreshToken))
            }
        }
    }
}
