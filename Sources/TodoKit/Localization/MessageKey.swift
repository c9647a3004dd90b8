/// The name of every user-facing message; `Messages.englishTemplate` and
/// `Messages.spanishTemplate` give a template for each.
///
/// To add a message, add a case here and its template to both (see Messages+English.swift).
public enum MessageKey: String, Sendable, CaseIterable {
    // Console
    case consoleWarning
    case consoleConfirmSuffix

    // List and detail views
    case listPendingHeading
    case listPendingEmpty
    case listCompletedHeading
    case listCompletedEmpty
    case listNoText
    case listDueToday
    case listDueTomorrow
    case listDueIn
    case listDueOverdueDays
    case listNoMatch
    case listNothingOverdue
    case itemDone
    case itemPending
    case importanceLow
    case importanceBasic
    case importanceImportant
    case detailID
    case detailText
    case detailStatus
    case detailImportance
    case detailDue
    case detailDueOverdue
    case detailColor
    case detailCreated
    case detailChanged
    case detailChangedBy

    // Changes: add, done, undone, edit, rm, clear, import
    case changeAdded
    case changeDone
    case changeUndone
    case changeAlreadyDone
    case changeAlreadyPending
    case changeEdited
    case changeRemoved
    case clearRemovedOne
    case clearRemovedOther
    case clearNeedsYesOne
    case clearNeedsYesOther
    case clearConfirmAllOne
    case clearConfirmAllOther
    case clearConfirmDoneOne
    case clearConfirmDoneOther
    case clearNothingDeleted
    case importSummaryOne
    case importSummaryOther

    // Argument checks
    case parseImportance
    case parseColor
    case parseDue
    case editDueConflict
    case editColorConflict
    case editNothing
    case textEmpty
    case exportCSVOrJSON
    case syncDeadlineInvalid

    // Quick push after a change (a suffix of the confirmation line)
    case pushSynced
    case pushQueued
    case pushQueuedBecause
    case pushQueuedUnauthorized

    // sync
    case syncFiguresOne
    case syncFiguresOther
    case syncSynced
    case syncQueuedOne
    case syncQueuedOther
    case syncGaveUpDeadline
    case syncGaveUpRetries
    case syncUnauthorized
    case syncCancelled
    case syncFailed
    case syncHintGaveUp
    case syncHintUnauthorized
    case syncUnknownError

    // conflicts
    case conflictsNone
    case conflictsLocalKept
    case conflictsRemoteKept
    case conflictsKept
    case conflictsOverridden
    case conflictsDeleted
    case conflictsDue
    case conflictsChanged

    // status
    case statusServer
    case statusNoServer
    case statusStore
    case statusTodos
    case statusQueuedOne
    case statusQueuedOther
    case statusRevision
    case statusDirtyYes
    case statusDirtyNo
    case statusLastSync
    case statusNever
    case statusNextRetry
    case statusLastError

    // config
    case configSetHidden
    case configNotSet
    case configUnset
    case configSetMasked
    case configHidden
    case configUnknownKey

    // Accounts: signup, login, logout, whoami
    case passwordNoTerminal
    case passwordPrompt
    case passwordRepeat
    case passwordsDiffer
    case accountNotDownloadedOutcome
    case accountNotDownloadedError
    case loginOfferSignup
    case signedUp
    case loggedIn
    case loggedOutUser
    case loggedOut
    case notLoggedIn
    case logoutOffline
    case logoutRefusedOne
    case logoutRefusedOther
    case whoami
    case whoamiNone

    // TodoKit: ids and the server
    case idRequired
    case idUnknown
    case idAmbiguous
    case idAmbiguousMore
    case noServer
    case noCredentials
    case offlineNoNetwork
    case retrySettings

    // TodoKit: accounts
    case usernameInvalid
    case passwordLength
    case usernameTaken
    case wrongPassword
    case unknownUser
    case actionSignUp
    case actionLogIn
    case serverRefusedAction
    case cannotActionNow
    case cannotAction
    case storeOfAccount
    case ownerWriteFailed
    case ownerEncodeFailed
    case sessionDamaged
    case sessionUnreadable
    case sessionWriteFailed
    case sessionEncodeFailed
    case sessionRemoveFailed

    // TodoKit: settings and the config file
    case settingHomeEmpty
    case settingServerURL
    case settingServerSecret
    case settingCACertEmpty
    case settingToken
    case settingSeconds
    case settingFactor
    case settingJitter
    case settingGenerateFails
    case settingMaxDelete
    case settingMaxDeleteShare
    case storeUnsafeLink
    case storeUnsafeMode
    case sessionUnsafeLink
    case sessionUnsafeMode
    case settingMaxBelowMin
    case settingLockTimeout
    case settingNow
    case configUnreadable
    case configNotObject
    case configNonString
    case configWriteFailed
    case configEncodeFailed

    // TodoKit: import files
    case importUnreadable
    case importNotUTF8
    case importRecord
    case decodingMissing
    case decodingNull
    case decodingWrongType
    case decodingInvalid
    case decodingNumberRange
    case decodingUnknown
    case decodingNumberSomewhere
    case decodingTypeOther
    case csvDuplicateColumn
    case importJSONInvalid
    case importJSONObject
    case importJSONSyntax
    case importNotUTF8Line
    case importBlankID
    case importIDControl
    case importDeadlineRange
    case importTimeRange
    case decodingTypeString
    case decodingTypeBool
    case decodingTypeNumber
    case decodingTypeArray
    case decodingTypeObject
    case importDuplicateID
    case importNotJSONArray
    case csvUnterminated
    case csvUnknownColumn
    case csvNoTextColumn
    case csvFieldCount
    case csvNotSeconds
    case csvImportance
    case csvDone
    case csvDeadline
    case csvColor

    // TodoKit: the store
    case storeLocked
    case lockWaitCancelled
    case syncRunningGaveUp
    case syncRunningUnknownGaveUp
    case syncOtherRunning
    case syncOtherRunningNextTry
    case syncOtherRunningUnknown
    case lockOpenFailed
    case lockFailed
    case storeDirectoryFailed
    case storeUnreadable
    case storeDamaged
    case storeCorrupt
    case corruptNoHeader
    case corruptUnreadableHeader
    case corruptUnreadableBody
    case corruptUnreadableItems
    case corruptSize
    case corruptItemCount
    case corruptChecksum
    case corruptMissingNewline
    case corruptNewerFormat
    case corruptUnknownFormat
    case corruptMissingSnapshot
    case helpSyncAllowDeletions
    case helpSyncMaxDelete
    case helpSyncMaxDeleteShare
    case syncBlocked
    case syncHintBlocked
    case syncServerResetOne
    case syncServerResetOther
    case syncInterruptedOne
    case syncInterruptedOther
    case corruptMissingJournal
    case corruptLineUnreadable
    case corruptLineChecksum
    case corruptGeneration
    case corruptJournalVersion
    case storeNewerFormat
    case storeLegacyNotArray
    case storeEncodeChange
    case storeEncode
    case storeEncodeHeader
    case storeWriteFailed
    case storeBaseWriteFailed
    case storeBaseEncodeFailed
    case fileWriteFailed
    case fileRepairFailed
    case warnTornConflicts
    case warnMigrated
    case warnJournalHeader
    case warnJournalLine

    // Accounts: whose todos (Local Device), logout choices
    case importLocalLeftOne
    case importLocalLeftOther
    case importLocalPromptOne
    case importLocalPromptOther
    case importLocalDoneOne
    case importLocalDoneOther
    case loginCopiesReplacedOne
    case loginCopiesReplacedOther
    case logoutKeepPromptOne
    case logoutKeepPromptOther
    case logoutKeptOne
    case logoutKeptOther
    case logoutRemovedOne
    case logoutRemovedOther
    case logoutQueuedKeptOne
    case logoutQueuedKeptOther
    case logoutQueuedLostOne
    case logoutQueuedLostOther
    case logoutCannotRemoveStore
    case addLocalNote
    case addLocalWithoutLogin
    case ownerLocalDevice
    case detailOwner
    case statusAccount
    case statusNoAccount
    case statusLocalItemsOne
    case statusLocalItemsOther

    // doctor
    case doctorOk
    case doctorWarning
    case doctorProblem
    case doctorNameConfig
    case doctorNameSession
    case doctorNameStore
    case doctorNameServer
    case doctorFix
    case doctorHealthy
    case doctorProblems
    case doctorConfigDamagedFix
    case doctorSettingsFix
    case doctorSessionDamagedFix
    case doctorConfigNone
    case doctorConfigTokenOpen
    case doctorConfigValues
    case doctorConfigNoValues
    case doctorSessionNone
    case doctorSessionOpen
    case doctorSessionOpenFix
    case doctorSessionOtherServer
    case doctorSessionOtherServerFix
    case doctorSessionOK
    case doctorNone
    case doctorStoreIssue
    case doctorStoreLockedFix
    case doctorStoreUnusableFix
    case doctorStoreDamagedFix
    case doctorStoreSummary
    case doctorTodosOne
    case doctorTodosOther
    case doctorQueuedOne
    case doctorQueuedOther
    case doctorRevision
    case doctorConflictsOne
    case doctorConflictsOther
    case doctorDirty
    case doctorDirtyFix
    case doctorBackoff
    case doctorBackoffAfter
    case doctorBackoffFix
    case doctorServerNone
    case doctorServerOffline
    case doctorServerError
    case doctorServerOK
    case doctorServerUnauthorized
    case doctorServerNoCredentials
    case doctorServerUnauthorizedFix
    case doctorServerUnreachable
    case doctorServerOdd
    case doctorServerFix

    // watch
    case watchOffline
    case watchIntervalInvalid
    case watchNextTry
    case watchError
    case watchQueuedOne
    case watchQueuedOther
    case watchSynced
    case watchConflictsOne
    case watchConflictsOther
    case watchWaiting
    case watchNotSynced
    case watchServerUnavailable
    case watchUnauthorized
    case watchCancelled
    case watchFailed
    case watchStopped

    // progress lines
    case progressImporting
    case progressChecking
    case progressReading
    case progressPushing
    case progressDownloading
    case progressUploading
    case progressWaiting

    // --help: the commands' abstracts and discussions and their options' help (argument-parser's
    // own words, USAGE, OPTIONS and its errors, stay English)
    case helpTodoAbstract
    case helpTodoDiscussion
    case helpGlobalJSON
    case helpGlobalHome
    case helpGlobalOffline
    case helpGlobalServer
    case helpGlobalToken
    case helpGlobalMinDelay
    case helpGlobalFactor
    case helpGlobalJitter
    case helpGlobalMaxDelay
    case helpGlobalTimeout
    case helpGlobalGenerateFails
    case helpGlobalInsecure
    case helpGlobalCACert
    case insecureWarning
    case pushFailedWarning
    case doctorNameTLS
    case doctorTLSInsecure
    case doctorTLSInsecureFix
    case doctorTLSSystem
    case doctorTLSFile
    case doctorTLSUnreadable
    case doctorTLSUnreadableFix
    case helpGlobalVerbose
    case helpGlobalNoColor
    case helpGlobalQuiet
    case helpID
    case helpImportance
    case helpAddAbstract
    case helpAddWords
    case helpAddDue
    case helpAddColor
    case helpAddLocal
    case helpListAbstract
    case helpListFilter
    case helpListSort
    case helpListSearch
    case helpListOverdue
    case helpListFilters
    case helpListWithout
    case listWithoutNotTag
    case helpListAll
    case helpListPending
    case helpListDone
    case helpShowAbstract
    case helpEditAbstract
    case helpEditText
    case helpEditDue
    case helpEditNoDue
    case helpEditColor
    case helpEditClearColor
    case helpDoneAbstract
    case helpUndoneAbstract
    case helpRemoveAbstract
    case helpClearAbstract
    case helpClearDiscussion
    case helpClearDone
    case helpClearYes
    case helpStatusAbstract
    case helpExportAbstract
    case helpExportCSV
    case helpImportAbstract
    case helpImportDiscussion
    case helpImportFile
    case helpSyncAbstract
    case helpSyncDiscussion
    case helpSyncRecover
    case helpSyncDeadline
    case helpConflictsAbstract
    case helpConflictsClear
    case helpWatchAbstract
    case helpWatchDiscussion
    case helpWatchInterval
    case helpConfigAbstract
    case helpConfigKey
    case helpConfigValue
    case helpConfigSetAbstract
    case helpConfigGetAbstract
    case helpConfigUnsetAbstract
    case helpConfigListAbstract
    case helpConfigListJSON
    case helpAccountUsername
    case helpAccountPasswordStdin
    case helpAccountImportLocal
    case helpSignupAbstract
    case helpSignupDiscussion
    case helpLoginAbstract
    case helpLoginDiscussion
    case helpLogoutAbstract
    case helpLogoutDiscussion
    case helpLogoutKeep
    case helpLogoutKeepLocal
    case helpLogoutWipe
    case helpLogoutForce
    case helpWhoamiAbstract
    case helpDoctorAbstract
    case helpDoctorDiscussion

    // sync progress (todo sync on a terminal, or -v) and failure reasons
    case syncProgressFailed
    case syncProgressFailedBecause
    case syncProgressWindow
    case syncProgressNextTry
    case syncProgressGoesOn
    case syncProgressStop
    case reasonUnreachable
    case reasonTimedOut
    case reasonDropped
    case reasonTLS
    case reasonGarbled
    case reasonServerError
    case reasonStatus
    case reasonNetwork
    case reasonCredentials
    case reasonRefreshRefused
    case reasonDeletionGuard
    case reasonListChanged
    case reasonAnotherSync
    case reasonUnexpected
    case pushQueuedNextTry
    case syncKeptOne
    case syncKeptOther

    // sync: conflicts found
    case syncConflictsHintOne
    case syncConflictsHintOther

    // help pages: examples, the global options
    case helpExamples
    case helpGlobalPointer
    case helpOptionsAbstract
    case helpOptionsDiscussion
    case helpOptionsTitle

    // add: the text of a todo added with none
    case addDefaultText

    // conflicts: the kinds in words
    case conflictKindBothEdited
    case conflictKindBothCreated
    case conflictKindRemoteDeletedLocalEdited
    case conflictKindLocalDeletedRemoteEdited

    // relative times (status)
    case timeNow
    case timeIn
    case timeAgo

    // signup and login: the name
    case usernameMissing
    case usernameTwice

    // conflicts: the kinds of issue 11 in words
    case conflictKindUnconfirmedCreateKept
    case conflictKindServerResetRestored

    // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
    case commandUnknown
    case commandUnknownSuggest
    case idNumberUnknown
    case idRangeBackwards
    case idRangeEmpty
    case idRangeTooLong
    case removeConfirmSingle
    case removeConfirmMany
    case removeNothingDeleted
    case removeChanged
    case undoNothing
    case undoDone
    case undoManyTodos
    case helpRemoveYes
    case helpRemoveDiscussion
    case helpIDs
    case helpUndoAbstract
    case helpUndoDiscussion

    // undo after a sync (issue 32): todos changed or deleted elsewhere since the command
    case undoChangedElsewhere
    case undoDeletedElsewhere
    case undoRefusedOne
    case undoRefusedOther
    case undoForcedReplaced
    case undoForcedLeftDeleted
    case helpUndoForce
    case conflictKindUndoOverrode

    // Recurrence and waiting (issue 35): --recur, --until, --wait, list --waiting and the due filters
    case recurUnknown
    case recurNeedsDue
    case recurUntilBeforeDue
    case recurUntilWithoutRecur
    case parseDateOption
    case listDueUnknown
    case listRecurs
    case listRecursUntil
    case listWaits
    case listNothingWaiting
    case detailRepeats
    case detailWaits
    case changeNextOccurrence
    case undoKeptOccurrence
    case helpAddRecur
    case helpAddUntil
    case helpAddWait
    case helpEditRecur
    case helpEditUntil
    case helpEditWait
    case helpListWaiting
    case helpListDue
    case helpListDueBefore
    case helpListDueAfter
}
