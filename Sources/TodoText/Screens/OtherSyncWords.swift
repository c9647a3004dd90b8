import TodoValues

/// What `todo sync` says while another sync of the store is running and it waits for it (the
/// line ``OtherSyncLine`` of TodoTerminal draws).
public enum OtherSyncWords {
    /// "another sync of this store is running (pid 812, 40 s; next try in 12 s); waiting for it".
    public static func line(_ running: RunningSync?) -> String {
        guard let running else { return Messages.text(.syncOtherRunningUnknown) }
        var values = ["pid": String(running.pid), "time": TimeSpan.words(running.runningFor)]
        guard let next = running.nextTryIn else { return Messages.text(.syncOtherRunning, values) }
        values["next"] = TimeSpan.words(next)
        return Messages.text(.syncOtherRunningNextTry, values)
    }
}
