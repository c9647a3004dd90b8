import Foundation
import Hummingbird

extension MockResponder {
    /// `GET /list`.
    func getList(_ request: Request) throws(MockServerError) -> Reply {
        let owner = try authorize(request)
        let (list, epoch) = try server.state.read { store throws(MockServerError) in
            (store.list(of: owner), store.epoch)
        }
        return server.listAnswers.reply(for: owner, list: list, epoch: epoch)
    }

    /// `PATCH /list`: replaces the whole list.
    func patchList(_ request: inout Request) async throws(MockServerError) -> Reply {
        let owner = try authorize(request)
        let revision = try knownRevision(request)
        let body = try await request.decodeJSON(ListBody.self)
        let result = try server.state.change { store throws(MockServerError) in
            try store.perform(.replaceAll(body.list), on: owner, knownRevision: revision)
        }
        return .json(ListAnswer(result.list))
    }

    /// `GET /list/{id}`.
    func getElement(_ request: Request, id: String) throws(MockServerError) -> Reply {
        let owner = try authorize(request)
        let list = try server.state.read { store throws(MockServerError) in store.list(of: owner) }
        guard let element = list.elements.first(where: { $0.id == id }) else {
            throw .notFound(id)
        }
        return .json(ElementAnswer(element: element, revision: list.revision))
    }

    /// `POST /list`: adds an element.
    func postElement(_ request: inout Request) async throws(MockServerError) -> Reply {
        try await changeElement(&request) { body in .add(body.element) }
    }

    /// `PUT /list/{id}`: replaces an element.
    func putElement(_ request: inout Request, id: String) async throws(MockServerError) -> Reply {
        try await changeElement(&request) { body in .update(id: id, body.element) }
    }

    /// `DELETE /list/{id}`: removes an element; the body, if any, is ignored.
    func deleteElement(_ request: Request, id: String) throws(MockServerError) -> Reply {
        let owner = try authorize(request)
        let revision = try knownRevision(request)
        return try apply(.remove(id: id), owner: owner, revision: revision)
    }

    private func changeElement(
        _ request: inout Request,
        operation: (ElementBody) -> ListOperation
    ) async throws(MockServerError) -> Reply {
        let owner = try authorize(request)
        let revision = try knownRevision(request)
        let body = try await request.decodeJSON(ElementBody.self)
        return try apply(operation(body), owner: owner, revision: revision)
    }

    private func apply(_ operation: ListOperation, owner: MockOwner, revision: Int) throws(MockServerError) -> Reply {
        let result = try server.state.change { store throws(MockServerError) in
            try store.perform(operation, on: owner, knownRevision: revision)
        }
        guard let element = result.element else {
            return .json(ListAnswer(result.list))
        }
        return .json(ElementAnswer(element: element, revision: result.list.revision))
    }

    /// The owner of the `Authorization: Bearer T` (or `OAuth T`) token.
    func authorize(_ request: Request) throws(MockServerError) -> MockOwner {
        guard let header = request.headers[.authorization] else {
            throw .unauthorized("no Authorization header")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, ["bearer", "oauth"].contains(parts[0].lowercased()) else {
            throw .unauthorized("Authorization must be \"Bearer TOKEN\" or \"OAuth TOKEN\"")
        }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        let state = server.state
        return try state.read { store throws(MockServerError) in
            try store.owner(forToken: token, fixedTokens: state.fixedTokens, now: MockState.now)
        }
    }

    /// `X-Last-Known-Revision` as an integer.
    private func knownRevision(_ request: Request) throws(MockServerError) -> Int {
        guard let value = request.headers[Self.revisionHeader],
            let revision = Int(value.trimmingCharacters(in: .whitespaces))
        else {
            throw .missingRevision
        }
        return revision
    }
}
