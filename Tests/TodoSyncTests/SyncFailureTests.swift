import Foundation
import Testing
import TodoSync

/// A failure is kept in the store as its code and values, and read back as the same case.
@Suite struct SyncFailureTests {
    static let transport = SyncFailure.Transport(request: "GET /list", curlCode: 7, message: "refused")

    static let all: [SyncFailure] = [
        .unreachable(transport), .timedOut(transport), .connectionDropped(transport), .tls(transport),
        .invalidHTTP(.init(request: "POST /list", message: "no curl code")), .transport(kind: "other", transport),
        .status(503, reason: "busy", request: "PATCH /list"),
        .badAnswer(request: "GET /list", status: 200, detail: "{"),
        .badAnswer(request: "POST /list", status: nil, detail: "could not encode"), .credentialsRefused,
        .refreshRefused,
        .deletionGuard(deletions: 12, of: 20), .listChangedDuringResync, .anotherSyncRunning,
        .unexpectedAnswer(.notFound, request: "GET /list"), .unexpectedAnswer(.unsynchronized, request: nil),
        .tokenRefresh(.status(418, reason: "teapot", request: "POST /auth/refresh")), .unclassified("an old sentence"),
    ]

    @Test("every case survives the store's coder and its fields", arguments: all)
    func roundTrips(_ failure: SyncFailure) throws {
        let data = try JSONEncoder().encode(failure)
        #expect(try JSONDecoder().decode(SyncFailure.self, from: data) == failure)
        #expect(SyncFailure(failure.fields) == failure)
        #expect(failure.fields.code != nil)
    }

    @Test("a code this version does not know, or a known one without its values, is kept by its words")
    func unknownCodes() throws {
        let newer = #"{"code":"quantum_foam","detail":"the server is elsewhere"}"#
        #expect(
            try JSONDecoder().decode(SyncFailure.self, from: Data(newer.utf8))
                == .unclassified("the server is elsewhere"))
        let bare = #"{"code":"status"}"#
        #expect(try JSONDecoder().decode(SyncFailure.self, from: Data(bare.utf8)) == .unclassified("status"))
    }

    @Test("the machine description names the request and the kind as the API client did")
    func descriptions() {
        #expect(Self.all[0].description == "GET /list: transport: couldNotConnect (curl 7): refused")
        #expect(Self.all[4].description == "POST /list: transport: invalidResponse: no curl code")
        #expect(Self.all[6].description == "PATCH /list: serverError (HTTP 503): busy")
        #expect(Self.all[16].description == "token refresh: POST /auth/refresh: unexpectedStatus (HTTP 418): teapot")
    }
}
