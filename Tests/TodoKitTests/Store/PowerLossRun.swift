import Foundation
import TodoSync
import TodoTesting

@testable import TodoKit
@testable import TodoStore

/// A scripted run of commands on one store, one `DataManager` per command as one process per
/// command, with every operation recorded by ``PowerLoss``; and the power losses it could meet.
struct PowerLossRun {
    /// The subsets drawn at a crash point with more than `exhaustive` unsynced operations: 3 in
    /// `make test`, 8 in `make soak`. Every crash point is still visited, and the empty and full
    /// subsets (and the torn write) are always among its losses.
    static let sampledLosses = TestScale.count(3, soak: 8)

    /// One command of the script.
    struct Step {
        var name: String
        var run: (DataManager) throws -> Void
    }

    /// A power loss: after how many operations, which of the unsynced ones survived (the rest are
    /// lost), whether the last surviving write was torn, and the files left.
    struct Loss {
        var image: Int
        var kept: [Bool]
        var torn: Bool
        var files: [String: [UInt8]]?

        var description: String {
            "after operation \(image), keeping \(kept.map { $0 ? "1" : "0" }.joined())\(torn ? " (last write torn)" : "")"
        }
    }

    /// The disk after each operation (the `i`th: after `i` operations).
    var images: [PowerLoss.Image] = []
    /// The operations done before each step, and (last) after all of them.
    var boundaries: [Int] = []

    /// A run recorded by its caller: `images` from ``PowerLoss/disarm(directory:)``, and the
    /// operations done before each step and after the last.
    init(images: [PowerLoss.Image], boundaries: [Int]) {
        self.images = images
        self.boundaries = boundaries
    }

    /// Runs `steps` on the store at `home`, recording every operation under it.
    init(home: String, settings: Settings, steps: [Step]) throws {
        PowerLoss.arm(directory: home)
        do {
            for step in steps {
                boundaries.append(PowerLoss.operations(directory: home))
                let manager = try DataManager(settings: settings)
                defer { manager.close() }
                try step.run(manager)
            }
        } catch {
            _ = PowerLoss.disarm(directory: home)
            throw error
        }
        boundaries.append(PowerLoss.operations(directory: home))
        images = PowerLoss.disarm(directory: home)
    }

    /// Where image `index` falls: how many steps had returned (their changes acknowledged), and
    /// whether the next one had begun writing.
    func phase(_ index: Int) -> (completed: Int, started: Bool) {
        let completed = boundaries.dropFirst().prefix { $0 <= index }.count
        return (completed, completed < boundaries.count - 1 && boundaries[completed] < index)
    }

    /// The power losses of image `index`: every subset of its unsynced operations when there are
    /// at most `exhaustive`, each also with its last kept write torn; else none of them, all of
    /// them (and with the last write torn), and `sampled` subsets drawn from `rng`.
    func losses(
        _ index: Int, exhaustive: Int = 4, sampled: Int = PowerLossRun.sampledLosses,
        rng: inout SeededRandomNumberGenerator
    ) -> [Loss] {
        let image = images[index]
        let count = image.unsynced.count
        var subsets: [[Bool]] = []
        if count <= exhaustive {
            for mask in 0..<(1 << count) { subsets.append((0..<count).map { mask & (1 << $0) != 0 }) }
        } else {
            subsets.append(Array(repeating: false, count: count))
            subsets.append(Array(repeating: true, count: count))
            for _ in 0..<sampled { subsets.append((0..<count).map { _ in Bool.random(using: &rng) }) }
        }
        var losses: [Loss] = []
        for (number, kept) in subsets.enumerated() {
            losses.append(Loss(image: index, kept: kept, torn: false, files: image.files(keeping: { kept[$0] })))
            let tearable = count <= exhaustive || number == 1
            if tearable, image.unsynced.indices.contains(where: { kept[$0] && Self.writes(image.unsynced[$0]) }) {
                losses.append(
                    Loss(
                        image: index, kept: kept, torn: true, files: image.files(keeping: { kept[$0] }, tornLast: true))
                )
            }
        }
        return losses
    }

    static func writes(_ operation: PowerLoss.Operation) -> Bool {
        if case .write = operation { return true }
        return false
    }

    /// Calls `check` once for each distinct disk a power loss at any operation could leave, with
    /// the image's phase (and `context(image)`, what else the check depends on); returns how many
    /// were checked. The seed is printed.
    @discardableResult
    func eachLoss(
        seed: UInt64, label: String, sampled: Int = PowerLossRun.sampledLosses, context: (Int) -> Int = { _ in 0 },
        _ check: (Loss, _ completed: Int, _ started: Bool) throws -> Void
    ) rethrows -> Int {
        print("\(label): power-loss sample seed \(seed), \(images.count) images")
        var rng = SeededRandomNumberGenerator(seed: seed)
        var seen = Set<Int>()
        for index in images.indices {
            let (completed, started) = phase(index)
            for loss in losses(index, sampled: sampled, rng: &rng) {
                guard seen.insert(Self.key(loss, completed, started, context(index))).inserted else { continue }
                try check(loss, completed, started)
            }
        }
        print("\(label): \(seen.count) distinct disks after a power loss checked")
        return seen.count
    }

    /// ``eachLoss(seed:label:sampled:context:_:)`` with an asynchronous check.
    @discardableResult
    func eachLossAsync(
        seed: UInt64, label: String, sampled: Int = PowerLossRun.sampledLosses, context: (Int) -> Int = { _ in 0 },
        _ check: (Loss, _ completed: Int, _ started: Bool) async throws -> Void
    ) async rethrows -> Int {
        print("\(label): power-loss sample seed \(seed), \(images.count) images")
        var rng = SeededRandomNumberGenerator(seed: seed)
        var seen = Set<Int>()
        for index in images.indices {
            let (completed, started) = phase(index)
            for loss in losses(index, sampled: sampled, rng: &rng) {
                guard seen.insert(Self.key(loss, completed, started, context(index))).inserted else { continue }
                try await check(loss, completed, started)
            }
        }
        print("\(label): \(seen.count) distinct disks after a power loss checked")
        return seen.count
    }

    /// What makes two checks the same: the disk left and what the check depends on.
    private static func key(_ loss: Loss, _ completed: Int, _ started: Bool, _ context: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(loss.files)
        hasher.combine(completed)
        hasher.combine(started)
        hasher.combine(context)
        return hasher.finalize()
    }
}
