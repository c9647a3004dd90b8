/// `PATCH /_mock/settings`: any of the fields; `latency_ms` sets a fixed latency.
struct SettingsBody: Decodable {
    let failRate: Int?
    let latencyMs: Int?
    let latencyMinMs: Int?
    let latencyMaxMs: Int?

    enum CodingKeys: String, CodingKey {
        case failRate = "fail_rate"
        case latencyMs = "latency_ms"
        case latencyMinMs = "latency_min_ms"
        case latencyMaxMs = "latency_max_ms"
    }
}

/// `POST /_mock/faults`: `{"fault":NAME,"count":K,"scope":S}`, with `status` or `statuses` for `status`,
/// `status` (429 or 503) and `seconds` for `retry_after`.
struct FaultBody: Decodable {
    let fault: String
    let count: Int?
    let scope: MockScope?
    let status: Int?
    let statuses: [Int]?
    /// For `redirect`: the `Location` to send.
    let location: String?
    /// For `error_message`: the error body's message.
    let message: String?
    /// For `trickle`: milliseconds between two bytes of the body (default 1000).
    let intervalMs: Int?
    /// For `retry_after`: the `Retry-After` seconds (default 1).
    let seconds: Int?

    enum CodingKeys: String, CodingKey {
        case fault, count, scope, status, statuses, location, message, seconds
        case intervalMs = "interval_ms"
    }
}

/// `POST /_mock/outage`: `{"seconds":S}`.
struct OutageBody: Decodable {
    let seconds: Double
}

/// `POST /_mock/list?…`: exactly one of `add`, `edit`, `delete`, `replace`.
struct WriteBody: Decodable {
    let add: MockElement?
    let edit: MockElement?
    let delete: String?
    let replace: [MockElement]?

    func change() throws(MockServerError) -> MockChange {
        let changes: [MockChange?] = [
            add.map(MockChange.add), edit.map(MockChange.edit), delete.map(MockChange.delete),
            replace.map(MockChange.replace),
        ]
        let given = changes.compactMap { $0 }
        guard given.count == 1, let change = given.first else {
            throw .invalidControl("give exactly one of add, edit, delete, replace")
        }
        return change
    }
}

/// `POST /_mock/expire`: `{"account":NAME}` (with `"refresh_tokens":true` to spend those too) or `{"access_token":T}`.
struct ExpireBody: Decodable {
    let account: String?
    let accessToken: String?
    let refreshTokens: Bool?

    enum CodingKeys: String, CodingKey {
        case account
        case accessToken = "access_token"
        case refreshTokens = "refresh_tokens"
    }
}

/// `POST /_mock/reset`: `{"data":true}` also forgets lists, accounts and tokens.
struct ResetBody: Decodable {
    let data: Bool?
}
