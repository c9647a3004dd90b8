/// The name of every user-facing message; `Messages.englishTemplate` and
/// `Messages.spanishTemplate` give a template for each.
///
/// To add a message, add a case here and its template to both (see Messages+English.swift).
public enum MessageKey: String, Sendable, CaseIterable {
    // Console
    case consoleWarning, consoleConfirmSuffix

    // List and detail views
    case listPendingHeading, listPendingEmpty, listCompletedHeading, listCompletedEmpty, listNoText
    case listDueToday, listDueTomorrow, listDueIn, listDueOverdueDays, listNoMatch, listNothingOverdue
    case itemDone, itemPending, importanceLow, importanceBasic, importanceImportant, detailID, detailText
    case detailStatus, detailImportance, detailDue, detailDueOverdue, detailColor, detailCreated
    case detailChanged, detailChangedBy

    // Changes: add, done, undone, edit, rm, clear, import
    case changeAdded, changeDone, changeUndone, changeAlreadyDone, changeAlreadyPending, changeEdited
    case changeRemoved, clearRemovedOne, clearRemovedOther, clearNeedsYesOne, clearNeedsYesOther
    case clearConfirmAllOne, clearConfirmAllOther, clearConfirmDoneOne, clearConfirmDoneOther
    case clearNothingDeleted, importSummaryOne, importSummaryOther

    // Argument checks
    case parseImportance, parseColor, parseDue, editDueConflict, editColorConflict, editNothing, textEmpty
    case exportCSVOrJSON, syncDeadlineInvalid

    // Quick push after a change (a suffix of the confirmation line)
    case pushSynced, pushQueued, pushQueuedBecause, pushQueuedUnauthorized

    // sync
    case syncFiguresOne, syncFiguresOther, syncSynced, syncQueuedOne, syncQueuedOther, syncGaveUpDeadline
    case syncGaveUpRetries, syncUnauthorized, syncCancelled, syncFailed, syncHintGaveUp, syncHintUnauthorized
    case syncUnknownError

    // conflicts
    case conflictsNone, conflictsLocalKept, conflictsRemoteKept, conflictsKept, conflictsOverridden
    case conflictsDeleted, conflictsDue, conflictsChanged

    // status
    case statusServer, statusNoServer, statusStore, statusTodos, statusQueuedOne, statusQueuedOther
    case statusRevision, statusDirtyYes, statusDirtyNo, statusLastSync, statusNever, statusNextRetry
    case statusLastError

    // config
    case configSetHidden, configNotSet, configUnset, configSetMasked, configHidden, configUnknownKey

    // Accounts: signup, login, logout, whoami
    case passwordNoTerminal, passwordPrompt, passwordRepeat, passwordsDiffer, accountNotDownloadedOutcome
    case accountNotDownloadedError, loginOfferSignup, signedUp, loggedIn, loggedOutUser, loggedOut
    case notLoggedIn, logoutOffline, logoutRefusedOne, logoutRefusedOther, whoami, whoamiNone

    // TodoKit: ids and the server
    case idRequired, idUnknown, idAmbiguous, idAmbiguousMore, noServer, noCredentials, offlineNoNetwork
    case retrySettings

    // TodoKit: accounts
    case usernameInvalid, passwordLength, usernameTaken, wrongPassword, unknownUser, actionSignUp, actionLogIn
    case serverRefusedAction, cannotActionNow, cannotAction, storeOfAccount, ownerWriteFailed
    case ownerEncodeFailed, sessionDamaged, sessionUnreadable, sessionWriteFailed, sessionEncodeFailed
    case sessionRemoveFailed

    // TodoKit: settings and the config file
    case settingHomeEmpty, settingServerURL, settingServerSecret, settingCACertEmpty, settingToken
    case settingSeconds, settingFactor, settingJitter, settingGenerateFails, settingMaxDelete
    case settingProtocol, settingCalendar, caldavNoSignup
    case settingMaxDeleteShare, storeUnsafeLink, storeUnsafeMode, sessionUnsafeLink, sessionUnsafeMode
    case settingMaxBelowMin, settingLockTimeout, settingNow, configUnreadable, configNotObject
    case configNonString, configWriteFailed, configEncodeFailed

    // TodoKit: import files
    case importUnreadable, importNotUTF8, importRecord, decodingMissing, decodingNull, decodingWrongType
    case decodingInvalid, decodingNumberRange, decodingUnknown, decodingNumberSomewhere, decodingTypeOther
    case csvDuplicateColumn, importJSONInvalid, importJSONObject, importJSONSyntax, importNotUTF8Line
    case importBlankID, importIDControl, importTimeRange, decodingTypeString
    case decodingTypeBool, decodingTypeNumber, decodingTypeArray, decodingTypeObject, importDuplicateID
    case importNotJSONArray, csvUnterminated, csvUnknownColumn, csvNoTextColumn, csvFieldCount, csvNotSeconds
    case csvImportance, csvDone, csvDeadline, csvColor, csvValue

    // TodoKit: the store
    case storeLocked, lockWaitCancelled, syncRunningGaveUp, syncRunningUnknownGaveUp, syncOtherRunning
    case syncOtherRunningNextTry, syncOtherRunningUnknown, lockOpenFailed, lockFailed, storeDirectoryFailed
    case storeUnreadable, storeDamaged, storeCorrupt, corruptNoHeader, corruptUnreadableHeader
    case corruptUnreadableBody, corruptUnreadableItems, corruptSize, corruptItemCount, corruptChecksum
    case corruptMissingNewline, corruptNewerFormat, corruptUnknownFormat, corruptMissingSnapshot
    case helpSyncAllowDeletions, helpSyncMaxDelete, helpSyncMaxDeleteShare, syncBlocked, syncHintBlocked
    case syncServerResetOne, syncServerResetOther, syncInterruptedOne, syncInterruptedOther
    case corruptMissingJournal, corruptLineUnreadable, corruptLineChecksum, corruptGeneration
    case corruptJournalVersion, storeNewerFormat, storeLegacyNotArray, storeEncodeChange, storeEncode
    case storeEncodeHeader, storeWriteFailed, storeBaseWriteFailed, storeBaseEncodeFailed, fileWriteFailed
    case fileRepairFailed, warnTornConflicts, warnMigrated, warnJournalHeader, warnJournalLine

    // Accounts: whose todos (Local Device), logout choices
    case importLocalLeftOne, importLocalLeftOther, importLocalPromptOne, importLocalPromptOther
    case importLocalDoneOne, importLocalDoneOther, loginCopiesReplacedOne, loginCopiesReplacedOther
    case logoutKeepPromptOne, logoutKeepPromptOther, logoutKeptOne, logoutKeptOther, logoutRemovedOne
    case logoutRemovedOther, logoutQueuedKeptOne, logoutQueuedKeptOther, logoutQueuedLostOne
    case logoutQueuedLostOther, logoutCannotRemoveStore, addLocalNote, addLocalWithoutLogin, ownerLocalDevice
    case detailOwner, statusAccount, statusNoAccount, statusLocalItemsOne, statusLocalItemsOther

    // doctor
    case doctorOk, doctorWarning, doctorProblem, doctorNameConfig, doctorNameSession, doctorNameStore
    case doctorNameServer, doctorFix, doctorHealthy, doctorProblems, doctorConfigDamagedFix, doctorSettingsFix
    case doctorSessionDamagedFix, doctorConfigNone, doctorConfigTokenOpen, doctorConfigValues
    case doctorConfigNoValues, doctorSessionNone, doctorSessionOpen, doctorSessionOpenFix
    case doctorSessionOtherServer, doctorSessionOtherServerFix, doctorSessionOK, doctorNone, doctorStoreIssue
    case doctorStoreLockedFix, doctorStoreUnusableFix, doctorStoreDamagedFix, doctorStoreSummary
    case doctorTodosOne, doctorTodosOther, doctorQueuedOne, doctorQueuedOther, doctorRevision
    case doctorConflictsOne, doctorConflictsOther, doctorDirty, doctorDirtyFix, doctorBackoff
    case doctorBackoffAfter, doctorBackoffFix, doctorServerNone, doctorServerOffline, doctorServerError
    case doctorServerOK, doctorServerUnauthorized, doctorServerNoCredentials, doctorServerUnauthorizedFix
    case doctorServerUnreachable, doctorServerOdd, doctorServerFix

    // watch
    case watchOffline, watchIntervalInvalid, watchNextTry, watchError, watchQueuedOne, watchQueuedOther
    case watchSynced, watchConflictsOne, watchConflictsOther, watchWaiting, watchNotSynced
    case watchServerUnavailable, watchUnauthorized, watchCancelled, watchFailed, watchStopped

    // progress lines
    case progressImporting, progressChecking, progressReading, progressPushing, progressDownloading
    case progressUploading, progressWaiting

    // --help: the commands' abstracts and discussions and their options' help (argument-parser's
    // own words, USAGE, OPTIONS and its errors, stay English)
    case helpTodoAbstract, helpTodoDiscussion, helpGlobalJSON, helpGlobalHome, helpGlobalOffline
    case helpGlobalServer, helpGlobalToken, helpGlobalMinDelay, helpGlobalFactor, helpGlobalJitter
    case helpGlobalMaxDelay, helpGlobalTimeout, helpGlobalGenerateFails, helpGlobalInsecure, helpGlobalCACert
    case insecureWarning, pushFailedWarning, doctorNameTLS, doctorTLSInsecure, doctorTLSInsecureFix
    case doctorTLSSystem, doctorTLSFile, doctorTLSUnreadable, doctorTLSUnreadableFix, helpGlobalVerbose
    case helpGlobalNoColor, helpGlobalQuiet, helpID, helpImportance, helpAddAbstract, helpAddWords, helpAddDue
    case helpAddColor, helpAddLocal, helpListAbstract, helpListFilter, helpListSort, helpListSearch
    case helpListOverdue, helpListFilters, helpListWithout, listWithoutNotTag, helpListAll, helpListPending
    case helpListDone, helpShowAbstract, helpEditAbstract, helpEditText, helpEditDue, helpEditNoDue
    case helpEditColor, helpEditClearColor, helpDoneAbstract, helpUndoneAbstract, helpRemoveAbstract
    case helpClearAbstract, helpClearDiscussion, helpClearDone, helpClearYes, helpStatusAbstract
    case helpExportAbstract, helpExportCSV, helpImportAbstract, helpImportDiscussion, helpImportFile
    case helpSyncAbstract, helpSyncDiscussion, helpSyncRecover, helpSyncDeadline, helpConflictsAbstract
    // `todo help conflicts` names `conflicts restore N` (issue 41, point 7).
    case helpConflictsDiscussion
    case helpConflictsClear, helpWatchAbstract, helpWatchDiscussion, helpWatchInterval, helpConfigAbstract
    case helpConfigKey, helpConfigValue, helpConfigSetAbstract, helpConfigGetAbstract, helpConfigUnsetAbstract
    case helpConfigListAbstract, helpAccountUsername, helpAccountPasswordStdin
    case helpAccountImportLocal, helpSignupAbstract, helpSignupDiscussion, helpLoginAbstract
    case helpLoginDiscussion, helpLogoutAbstract, helpLogoutDiscussion, helpLogoutKeep, helpLogoutKeepLocal
    case helpLogoutWipe, helpLogoutForce, helpWhoamiAbstract, helpDoctorAbstract, helpDoctorDiscussion

    // sync progress (todo sync on a terminal, or -v) and failure reasons
    case syncProgressFailed, syncProgressFailedBecause, syncProgressWindow, syncProgressNextTry
    case syncProgressGoesOn, syncProgressStop, reasonUnreachable, reasonTimedOut, reasonDropped, reasonTLS
    case reasonGarbled, reasonServerError, reasonStatus, reasonNetwork, reasonCredentials
    case reasonRefreshRefused, reasonDeletionGuard, reasonListChanged, reasonAnotherSync, reasonUnexpected
    case reasonExplained
    case pushQueuedNextTry, syncKeptOne, syncKeptOther

    // sync: conflicts found
    case syncConflictsHintOne, syncConflictsHintOther

    // help pages: examples, the global options
    case helpExamples, helpGlobalPointer, helpOptionsAbstract, helpOptionsDiscussion, helpOptionsTitle

    // add: the text of a todo added with none
    case addDefaultText

    // conflicts: the kinds in words
    case conflictKindBothEdited, conflictKindBothCreated, conflictKindRemoteDeletedLocalEdited
    case conflictKindLocalDeletedRemoteEdited

    // relative times (status)
    case timeNow, timeIn, timeAgo

    // signup and login: the name
    case usernameMissing, usernameTwice

    // conflicts: the kinds of issue 11 in words
    case conflictKindUnconfirmedCreateKept, conflictKindServerResetRestored

    // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
    case commandUnknown, commandUnknownSuggest, idNumberUnknown, idRangeBackwards, idRangeEmpty
    case idRangeTooLong, removeConfirmSingle, removeConfirmMany, removeNothingDeleted, removeChanged
    case undoNothing, undoDone, undoManyTodos, helpRemoveYes, helpRemoveDiscussion, helpIDs, helpUndoAbstract
    case helpUndoDiscussion

    // undo after a sync (issue 32): todos changed or deleted elsewhere since the command
    case undoChangedElsewhere, undoDeletedElsewhere, undoRefusedOne, undoRefusedOther, undoForcedReplaced
    case undoForcedLeftDeleted, helpUndoForce, conflictKindUndoOverrode

    // Contexts and CLI conventions (issue 35, points 4-6): todo context, --color, the pager,
    // config list --origin (several a line)
    case contextNameInvalid, contextNameReserved, contextUnknown, contextFilterEmpty, contextFilterWord
    case contextSaved, contextActivated, contextCleared, contextRemoved, contextNoneSaved, contextListNote
    case configOriginDefault, configOriginFile, configOriginEnvironment, configOriginFlag, configOriginNoValue
    case helpContextAbstract, helpContextDiscussion, helpContextWords, helpContextJSON, contextUsage
    // A todo added that its context does not show (issue 41, point 7)
    case contextAddHidden
    case helpListContext, helpListNoContext, helpAddContext, helpAddNoContext, helpConfigListOrigin
    case helpGlobalNoPager, helpOptionsColor, colorChoiceInvalid, doctorContextActiveFix, doctorContextFilterFix

    // Dry run and incoming changes (issue 34, points 4 and 5): `sync --dry-run`, `sync -v`, `watch`
    // (several a line: the file stays under 600 lines)
    case helpSyncDryRun, syncDryRunWithRecover, dryRunHeading, dryRunNothing, dryRunFailed
    case dryRunPushOne, dryRunPushOther, dryRunPushCreate, dryRunPushUpdate, dryRunPushDelete
    case dryRunTakeOne, dryRunTakeOther, dryRunDeleteOne, dryRunDeleteOther, dryRunConflictsOne
    case dryRunConflictsOther, dryRunConflictLocal, dryRunConflictRemote, dryRunServerReset, dryRunGuardStops
    case incomingCreated, incomingUpdated, incomingDeleted

    // History, devices by name and restore (issue 34): errors, `todo log`, restore, conflicts, help
    case restoreNoVersion, restoreNeedsVersion, restoreNoConflict, settingDeviceName, settingDeviceAlias
    case logHeading, logNothing, logNoDeleted, logSync, logSyncPushed, logSyncReceived, logSyncConflictOne
    case logSyncConflictOther, logCreated, logChangedHere, logMerged, logConflictLocalKept, logConflictRemoteKept
    case logServerReset, logMoreIDs
    case logDeletedHere, logDeletedElsewhere, logVersionHeading, logVersionTodo, logVersionColor, logDeletedLine
    case logRestoreHint, deviceThis, restoreDone, restoreRecreated, restoreUnchanged, restoreRefused
    case restoreRefusedDeleted, restoreOverrode, conflictKindRestoreOverrode, conflictsDiffers, helpLogAbstract
    case helpLogDiscussion, helpLogVersion, helpLogDeleted, helpLogID, helpRestoreAbstract, helpRestoreDiscussion
    case helpRestoreID, helpRestoreVersion, helpRestoreForce, helpRestoreConflict, helpConfigAliasName
    case logSyncDeleted, logManyTodos

    // Recurrence and waiting (issue 35): --recur, --until, --wait, list --waiting and the due filters
    case recurUnknown, recurNeedsDue, recurUntilBeforeDue, recurUntilWithoutRecur, parseDateOption
    case listDueUnknown, listRecurs, listRecursUntil, listWaits, listNothingWaiting, detailRepeats
    case detailWaits, changeNextOccurrence, undoKeptOccurrence, helpAddRecur, helpAddUntil, helpAddWait
    case helpEditRecur, helpEditUntil, helpEditWait, helpListWaiting, helpListDue, helpListDueBefore
    case helpListDueAfter
}
