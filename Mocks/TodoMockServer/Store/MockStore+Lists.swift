/// A change to one list, from the API or from the concurrent writer.
enum ListOperation: Sendable {
    case replaceAll([MockElement])
    case add(MockElement)
    case update(id: String, MockElement)
    case remove(id: String)

    init(_ change: MockChange) {
        switch change {
        case .add(let element): self = .add(element)
        case .edit(let element): self = .update(id: element.id, element)
        case .delete(let id): self = .remove(id: id)
        case .replace(let elements): self = .replaceAll(elements)
        }
    }
}

extension MockStore {
    /// The owner's list; an owner without changes has an empty list at revision 0.
    func list(of owner: MockOwner) -> MockList {
        lists[owner.description] ?? MockList()
    }

    /// Applies `operation` if `knownRevision` (when given) is the current revision, bumping the revision by 1.
    ///
    /// Checks run in this order: revision, then the operation's own rules (ids).
    /// - Returns: The new list and the element the answer carries (added, replaced or removed).
    mutating func perform(
        _ operation: ListOperation,
        on owner: MockOwner,
        knownRevision: Int?
    ) throws(MockServerError) -> (list: MockList, element: MockElement?) {
        // Taken out of the dictionary while it changes, so that it is changed in place rather than
        // copied whole (an O(n) copy on every write of a long list); put back as it was on failure.
        let key = owner.description
        let existed = lists[key] != nil
        var list = lists.removeValue(forKey: key) ?? MockList()
        do {
            let element = try Self.apply(operation, to: &list, knownRevision: knownRevision)
            lists[key] = list
            return (list, element)
        } catch {
            if existed { lists[key] = list }
            throw error
        }
    }

    /// Checks and applies `operation` to `list`, bumping its revision; `list` is unchanged when it
    /// throws.
    private static func apply(
        _ operation: ListOperation,
        to list: inout MockList,
        knownRevision: Int?
    ) throws(MockServerError) -> MockElement? {
        if let knownRevision, knownRevision != list.revision {
            throw .staleRevision(known: knownRevision, current: list.revision)
        }
        let element: MockElement?
        switch operation {
        case .replaceAll(let elements):
            var seen = Set<String>()
            for item in elements {
                _ = try item.validated()
                if !seen.insert(item.id).inserted {
                    throw .duplicateID(item.id)
                }
            }
            list.elements = elements
            element = nil
        case .add(let item):
            _ = try item.validated()
            if list.elements.contains(where: { $0.id == item.id }) {
                throw .idExists(item.id)
            }
            list.elements.append(item)
            element = item
        case .update(let id, let item):
            _ = try item.validated()
            guard item.id == id else {
                throw .idMismatch(path: id, body: item.id)
            }
            guard let index = list.elements.firstIndex(where: { $0.id == id }) else {
                throw .notFound(id)
            }
            list.elements[index] = item
            element = item
        case .remove(let id):
            guard let index = list.elements.firstIndex(where: { $0.id == id }) else {
                throw .notFound(id)
            }
            element = list.elements.remove(at: index)
        }
        list.revision += 1
        return element
    }
}
