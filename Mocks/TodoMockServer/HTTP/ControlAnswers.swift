/// `{"status":"ok"}` with nothing else.
struct OKAnswer: Encodable {
    let status = "ok"
}

/// The standing settings.
struct SettingsAnswer: Encodable {
    let status = "ok"
    let settings: MockSettings

    enum CodingKeys: String, CodingKey {
        case status
        case failRate = "fail_rate"
        case latencyMinMs = "latency_min_ms"
        case latencyMaxMs = "latency_max_ms"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(settings.failRate, forKey: .failRate)
        try container.encode(settings.latencyMs.lowerBound, forKey: .latencyMinMs)
        try container.encode(settings.latencyMs.upperBound, forKey: .latencyMaxMs)
    }
}

/// The fault queue; `count` is `null` for a fault that lasts until cleared.
struct FaultsAnswer: Encodable {
    let faults: [MockQueuedFault]

    struct Entry: Encodable {
        let fault: MockQueuedFault

        enum CodingKeys: String, CodingKey {
            case fault
            case status
            case count
            case scope
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fault.fault.name, forKey: .fault)
            if case .status(let code) = fault.fault {
                try container.encode(code, forKey: .status)
            }
            if let remaining = fault.remaining {
                try container.encode(remaining, forKey: .count)
            } else {
                try container.encodeNil(forKey: .count)
            }
            try container.encode(fault.scope, forKey: .scope)
        }
    }

    enum CodingKeys: String, CodingKey {
        case status
        case faults
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("ok", forKey: .status)
        try container.encode(faults.map(Entry.init), forKey: .faults)
    }
}

/// Every owner with its revision and element count.
struct OwnersAnswer: Encodable {
    let status = "ok"
    let owners: [Owner]

    struct Owner: Encodable {
        let token: String?
        let account: String?
        let revision: Int
        let count: Int
    }
}

/// How many tokens `POST /_mock/expire` expired.
struct ExpiredAnswer: Encodable {
    let status = "ok"
    let expired: Int
}

/// The counts; `by_status` key `"0"` counts requests that got no answer.
struct StatsAnswer: Encodable {
    let stats: MockStats

    enum CodingKeys: String, CodingKey {
        case status
        case requests
        case connections
        case openConnections = "open_connections"
        case hanging
    }

    enum RequestKeys: String, CodingKey {
        case total
        case byMethod = "by_method"
        case byStatus = "by_status"
        case byMethodStatus = "by_method_status"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("ok", forKey: .status)
        var requests = container.nestedContainer(keyedBy: RequestKeys.self, forKey: .requests)
        try requests.encode(stats.total, forKey: .total)
        var byMethod: [String: Int] = [:]
        var byStatus: [String: Int] = [:]
        var byMethodStatus: [String: Int] = [:]
        for (method, statuses) in stats.requests {
            for (status, count) in statuses {
                byMethod[method, default: 0] += count
                byStatus[String(status), default: 0] += count
                byMethodStatus["\(method) \(status)", default: 0] += count
            }
        }
        try requests.encode(byMethod, forKey: .byMethod)
        try requests.encode(byStatus, forKey: .byStatus)
        try requests.encode(byMethodStatus, forKey: .byMethodStatus)
        try container.encode(stats.connections, forKey: .connections)
        try container.encode(stats.openConnections, forKey: .openConnections)
        try container.encode(stats.hanging, forKey: .hanging)
    }
}
