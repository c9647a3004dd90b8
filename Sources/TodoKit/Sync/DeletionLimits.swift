import TodoSync
import TodoValues

/// The deletion guard's options of one `todo sync`, as typed: `--allow-deletions`,
/// `--max-delete N` and `--max-delete-share PERCENT`.
public struct DeletionLimits: Sendable, Equatable {
    /// A resync may delete any number of todos here.
    public var allowDeletions: Bool
    /// At most this many deletions, instead of the setting's.
    public var maxDelete: Int?
    /// At most this share of the todos (a percentage, `%` allowed), instead of the setting's.
    public var maxDeleteShare: String?

    /// The options as typed.
    public init(allowDeletions: Bool = false, maxDelete: Int? = nil, maxDeleteShare: String? = nil) {
        self.allowDeletions = allowDeletions
        self.maxDelete = maxDelete
        self.maxDeleteShare = maxDeleteShare
    }

    /// Checks the numbers as the settings `max-delete` and `max-delete-share` are; a `.usage` error when bad.
    public func check() throws(TodoError) {
        if let maxDelete { _ = try SettingKey.maxDelete.validate(String(maxDelete)) }
        if let maxDeleteShare { _ = try SettingKey.maxDeleteShare.validate(maxDeleteShare) }
    }

    /// The share as a fraction (`50` is 0.5); `nil` when not given.
    public func share() throws(TodoError) -> Double? {
        try maxDeleteShare.map { raw throws(TodoError) in
            (Double(try SettingKey.maxDeleteShare.validate(raw)) ?? 50) / 100
        }
    }
}

extension Coordinator {
    /// ``sync(mode:allowDeletions:maxDelete:maxDeleteShare:otherSync:progress:)`` with `limits`.
    public func sync(
        mode: SyncStateMachine.Mode, limits: DeletionLimits, otherSync: OtherSyncWait?,
        progress: (Settings) -> any ProgressReporter
    ) async throws(TodoError) -> SyncReport {
        try await sync(
            mode: mode, allowDeletions: limits.allowDeletions, maxDelete: limits.maxDelete,
            maxDeleteShare: try limits.share(), otherSync: otherSync, progress: progress)
    }

    /// ``syncPreview(allowDeletions:maxDelete:maxDeleteShare:clock:)`` with `limits`.
    public func syncPreview(limits: DeletionLimits) async throws(TodoError) -> SyncPreview {
        try await syncPreview(
            allowDeletions: limits.allowDeletions, maxDelete: limits.maxDelete, maxDeleteShare: try limits.share())
    }
}
