import Hummingbird

extension MockResponder {
    /// `/_mock/…`: never faulted, never counted, no authentication.
    func control(_ request: inout Request, path: String) async -> Reply {
        let method = request.method.rawValue
        do throws(MockServerError) {
            switch (method, path.dropFirst("/_mock".count)) {
            case ("GET", "/settings"):
                return .json(SettingsAnswer(settings: server.settings))
            case ("PATCH", "/settings"):
                try applySettings(try await request.decodeJSON(SettingsBody.self))
                return .json(SettingsAnswer(settings: server.settings))
            case ("GET", "/faults"):
                return .json(FaultsAnswer(faults: server.queuedFaults))
            case ("POST", "/faults"):
                try queueFault(try await request.decodeJSON(FaultBody.self))
                return .json(FaultsAnswer(faults: server.queuedFaults))
            case ("DELETE", "/faults"):
                server.clearFaults()
                return .json(FaultsAnswer(faults: server.queuedFaults))
            case ("POST", "/outage"):
                let body = try await request.decodeJSON(OutageBody.self)
                guard body.seconds > 0, body.seconds.isFinite else {
                    throw .invalidControl("seconds must be above 0")
                }
                await server.refuseConnections(for: body.seconds)
                return .json(OKAnswer())
            case ("GET", "/lists"):
                return .json(try owners())
            case ("GET", "/list"):
                return .json(ListAnswer(try server.list(of: try owner(request))))
            case ("POST", "/list"):
                let owner = try owner(request)
                let change = try await request.decodeJSON(WriteBody.self).change()
                return .json(ListAnswer(try server.write(change, to: owner)))
            case ("POST", "/forget"):
                return .json(ListAnswer(try server.forget(try owner(request))))
            case ("POST", "/backup"):
                let owner = try owner(request)
                let name = try await request.decodeJSON(BackupBody.self).name
                return .json(ListAnswer(try server.backup(owner, as: name)))
            case ("POST", "/restore"):
                let owner = try owner(request)
                let name = try await request.decodeJSON(BackupBody.self).name
                return .json(ListAnswer(try server.restore(owner, from: name)))
            case ("POST", "/expire"):
                return .json(ExpiredAnswer(expired: try expire(try await request.decodeJSON(ExpireBody.self))))
            case ("GET", "/stats"):
                return .json(StatsAnswer(stats: server.stats))
            case ("DELETE", "/stats"):
                server.resetStats()
                return .json(StatsAnswer(stats: server.stats))
            case ("POST", "/reset"):
                let body = try await request.decodeOptionalJSON(ResetBody.self)
                try server.reset(data: body?.data ?? false)
                return .json(OKAnswer())
            default:
                return .error(status: 404, message: "no control endpoint \(method) \(path)")
            }
        } catch {
            return .error(error)
        }
    }

    private func applySettings(_ body: SettingsBody) throws(MockServerError) {
        if let failRate = body.failRate {
            try server.setFailRate(failRate)
        }
        if let fixed = body.latencyMs {
            try server.setLatency(milliseconds: fixed...fixed)
        }
        if body.latencyMinMs != nil || body.latencyMaxMs != nil {
            let current = server.settings.latencyMs
            let low = body.latencyMinMs ?? current.lowerBound
            let high = body.latencyMaxMs ?? current.upperBound
            guard low <= high else {
                throw .invalidControl("latency_min_ms \(low) is above latency_max_ms \(high)")
            }
            try server.setLatency(milliseconds: low...high)
        }
    }

    private func queueFault(_ body: FaultBody) throws(MockServerError) {
        let fault: MockFault
        switch body.fault {
        case "hang": fault = .hang
        case "close": fault = .close
        case "lose": fault = .loseResponse
        case "no_etag": fault = .noETag
        case "invalid_json": fault = .invalidJSON
        case "truncated": fault = .truncatedBody
        case "trickle":
            let interval = body.intervalMs ?? 1_000
            guard (1...60_000).contains(interval) else {
                throw .invalidControl("interval_ms \(interval) is outside 1...60000")
            }
            fault = .trickle(intervalMs: interval)
        case "html": fault = .wrongContentType
        case "not_an_answer": fault = .notAnAnswer
        case "redirect":
            guard let location = body.location else { throw .invalidControl("fault redirect needs location") }
            fault = .redirect(status: body.status ?? 307, location: location)
        case "error_message":
            guard let message = body.message else { throw .invalidControl("fault error_message needs message") }
            fault = .errorMessage(status: body.status ?? 500, message: message)
        case "retry_after":
            fault = .retryAfter(status: body.status ?? 429, seconds: body.seconds ?? 1)
        case "status":
            if let statuses = body.statuses {
                guard body.status == nil, body.count == nil else {
                    throw .invalidControl("statuses takes neither status nor count")
                }
                try server.script(statuses: statuses, scope: body.scope ?? .list)
                return
            }
            guard let status = body.status else {
                throw .invalidControl("fault status needs status or statuses")
            }
            fault = .status(status)
        default:
            throw .invalidControl(
                "unknown fault \(body.fault): use hang, close, lose, status, invalid_json, truncated, trickle, html, not_an_answer, redirect, "
                    + "error_message, retry_after"
            )
        }
        try server.inject(fault, count: body.count, scope: body.scope)
    }

    private func owner(_ request: Request) throws(MockServerError) -> MockOwner {
        let query = request.uri.queryParameters
        switch (query.get("token"), query.get("account")) {
        case (let token?, nil): return .token(token)
        case (nil, let account?): return .account(account)
        default: throw .invalidControl("name the list with ?token=T or ?account=NAME")
        }
    }

    private func owners() throws(MockServerError) -> OwnersAnswer {
        var entries: [OwnersAnswer.Owner] = []
        for owner in server.owners {
            let list = try server.list(of: owner)
            switch owner {
            case .token(let token):
                entries.append(.init(token: token, account: nil, revision: list.revision, count: list.elements.count))
            case .account(let name):
                entries.append(.init(token: nil, account: name, revision: list.revision, count: list.elements.count))
            }
        }
        return OwnersAnswer(owners: entries)
    }

    private func expire(_ body: ExpireBody) throws(MockServerError) -> Int {
        switch (body.account, body.accessToken) {
        case (let account?, nil):
            return try server.expireAccessTokens(
                ofAccount: account, includingRefreshTokens: body.refreshTokens ?? false)
        case (nil, let token?):
            return server.expireAccessToken(token) ? 1 : 0
        default:
            throw .invalidControl("give either account or access_token")
        }
    }
}
