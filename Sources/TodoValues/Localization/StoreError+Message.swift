import TodoStore

extension StoreError {
    /// The error in words, said in the reader's language.
    public var message: Message {
        let path = ["path": self.path]
        switch reason {
        case .corrupt(let corruption):
            return Message(.storeCorrupt, path, nested: ["reason": Self.message(corruption)])
        case .newerFormat(let format, let current):
            return Message(
                .storeNewerFormat, ["path": self.path, "format": String(format), "current": String(current)])
        case .unreadable(let reason): return Message(.storeUnreadable, ["path": self.path, "reason": reason])
        case .legacyNotArray: return Message(.storeLegacyNotArray, path)
        case .directoryFailed(let reason): return Message(.storeDirectoryFailed, ["reason": reason])
        case .lockOpenFailed(let reason): return Message(.lockOpenFailed, ["reason": reason])
        case .lockFailed(let reason): return Message(.lockFailed, ["path": self.path, "reason": reason])
        case .locked(let timeout):
            let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
            return Message(.storeLocked, ["seconds": seconds, "path": self.path])
        case .lockWaitCancelled: return Message(.lockWaitCancelled, path)
        case .syncRunning(let pid?, let seconds, let waited):
            return Message(
                .syncRunningGaveUp,
                [
                    "pid": String(pid), "time": TimeSpan.words(seconds ?? 0), "waited": TimeSpan.words(waited),
                    "path": self.path,
                ])
        case .syncRunning(nil, _, let waited):
            return Message(.syncRunningUnknownGaveUp, ["waited": TimeSpan.words(waited), "path": self.path])
        case .lockOrder: return .verbatim("internal: waited for sync.lock while holding the store's lock: \(self.path)")
        case .notLocked: return .verbatim("internal: a change was to be written without the store's lock: \(self.path)")
        case .encodeFailed(.change, let reason): return Message(.storeEncodeChange, ["reason": reason])
        case .encodeFailed(.snapshot, let reason): return Message(.storeEncode, ["reason": reason])
        case .encodeFailed(.header, let reason): return Message(.storeEncodeHeader, ["reason": reason])
        case .snapshotWriteFailed(let reason): return Message(.storeWriteFailed, ["reason": reason])
        case .writeFailed(let reason): return Message(.fileWriteFailed, ["path": self.path, "reason": reason])
        case .repairFailed(let reason): return Message(.fileRepairFailed, ["path": self.path, "reason": reason])
        case .unsafeLink(let uid): return Message(.storeUnsafeLink, ["path": self.path, "uid": String(uid)])
        case .unsafeMode(let mode):
            return Message(.storeUnsafeMode, ["path": self.path, "mode": "0" + String(mode, radix: 8)])
        case .readOnly: return .verbatim("internal: a read-only store was asked to write")
        }
    }

    private static func message(_ corruption: Corruption) -> Message {
        switch corruption {
        case .missingSnapshot(let existing): Message(.corruptMissingSnapshot, ["file": existing])
        case .missingJournal(let existing): Message(.corruptMissingJournal, ["file": existing])
        case .newerBase: Message(.corruptNewerFormat)
        case .unreadableItems: Message(.corruptUnreadableItems)
        case .lineUnreadable(let line): Message(.corruptLineUnreadable, ["line": String(line)])
        case .lineChecksum(let line): Message(.corruptLineChecksum, ["line": String(line)])
        case .unreadableBody(let problem): Message(.corruptUnreadableBody, nested: ["reason": problem.message])
        case .itemCount(let count, let expected):
            Message(.corruptItemCount, ["count": String(count), "expected": String(expected)])
        case .unreadableHeader: Message(.corruptUnreadableHeader)
        case .unknownFormat(let format): Message(.corruptUnknownFormat, ["format": String(format)])
        case .noHeader: Message(.corruptNoHeader)
        case .size(let size, let expected): Message(.corruptSize, ["size": String(size), "expected": String(expected)])
        case .missingNewline: Message(.corruptMissingNewline)
        case .checksum: Message(.corruptChecksum)
        case .generation(let generation, let expected):
            Message(.corruptGeneration, ["generation": String(generation), "expected": String(expected)])
        case .journalVersion: Message(.corruptJournalVersion)
        }
    }
}

extension StoreWarning {
    /// The warning in words, said in the reader's language.
    public var message: Message {
        switch self {
        case .tornConflicts(let path): Message(.warnTornConflicts, ["path": path])
        case .migrated(let path, let format): Message(.warnMigrated, ["path": path, "format": String(format)])
        case .tornJournalHeader(let bytes): Message(.warnJournalHeader, ["bytes": String(bytes)])
        case .tornJournalLine(let bytes): Message(.warnJournalLine, ["bytes": String(bytes)])
        }
    }
}

extension TodoError {
    /// The command line's error for a store error: `.badData` for damaged or unreadable data,
    /// `.locked` for a lock held too long, `.unsafe` for an unsafe directory, `.other` otherwise.
    public init(_ error: StoreError) {
        switch error.reason {
        case .locked, .lockWaitCancelled, .syncRunning: self = .locked(error.message)
        case .unsafeLink, .unsafeMode: self = .unsafe(error.message)
        case .corrupt, .newerFormat, .unreadable, .legacyNotArray, .directoryFailed, .lockOpenFailed:
            self = .badData(error.message)
        case .lockFailed, .encodeFailed, .snapshotWriteFailed, .writeFailed, .repairFailed, .readOnly, .lockOrder,
            .notLocked:
            self = .other(error.message)
        }
    }
}
