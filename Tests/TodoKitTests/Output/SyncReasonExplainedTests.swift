import Testing
import TodoKit
import TodoSync
import TodoText
import TodoValues

/// A failure a person must act on is said in their language, with the request and the other
/// side's own words; `--json` and the log keep the machine sentence.
@Suite struct SyncReasonExplainedTests {
    static let tls = SyncFailure.tls(
        .init(request: "GET /list", curlCode: 60, message: "SSL certificate problem: self-signed certificate"))

    @Test func explainedInEachLanguage() {
        #expect(
            SyncReason.explained(Self.tls, language: .english)
                == "TLS failure (GET /list: SSL certificate problem: self-signed certificate)")
        #expect(
            SyncReason.explained(Self.tls, language: .spanish)
                == "fallo de TLS (en GET /list: SSL certificate problem: self-signed certificate)")
        #expect(
            SyncReason.sentence(Self.tls)
                == "GET /list: transport: tlsFailure (curl 60): SSL certificate problem: self-signed certificate")
        #expect(SyncReason.explained(.credentialsRefused, language: .english) == "the server refused the credentials")
    }

    @Test func aMessageCarriesTheFailure() {
        let message = Message(
            .doctorServerUnreachable, ["server": "https://x"], nested: ["message": .failure(Self.tls)])
        #expect(message.description.hasSuffix(": " + Self.tls.description))
        #expect(message.text(in: .spanish).contains("fallo de TLS (en GET /list"))
    }
}
