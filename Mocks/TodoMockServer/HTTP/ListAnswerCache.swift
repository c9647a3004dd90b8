import Synchronization

/// The encoded `GET /list` answer per owner, kept until the owner's revision moves.
///
/// Every change bumps the revision and forgetting everything bumps the store's epoch, so
/// (epoch, owner, revision) names one list.
final class ListAnswerCache: Sendable {
    private struct Entry {
        let epoch: Int
        let revision: Int
        let reply: Reply
    }

    private let entries = Mutex<[MockOwner: Entry]>([:])

    /// The cached answer for `list`, encoding it on a miss.
    func reply(for owner: MockOwner, list: MockList, epoch: Int) -> Reply {
        if let entry = entries.withLock({ $0[owner] }), entry.epoch == epoch, entry.revision == list.revision {
            return entry.reply
        }
        let reply = Reply.json(ListAnswer(list))
        if reply.status == 200 {
            entries.withLock { $0[owner] = Entry(epoch: epoch, revision: list.revision, reply: reply) }
        }
        return reply
    }
}
