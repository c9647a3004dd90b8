@testable import TodoKit

/// The crash-point suites' scripts: commands run one after another, each with a fresh
/// `DataManager` as one `todo` process does.
enum CommandScript {
    /// One command of a script: its name and what it does.
    typealias Step = (String, (DataManager) throws -> Void)

    /// Runs `script` on the store `settings` name; with a crash armed, stops at the command that
    /// crashed and returns how many completed before it. A `Failed` error (the script's own check
    /// that a command did what it says) is thrown, not counted as a crash.
    static func run<Failed: Error>(_ script: [Step], settings: Settings, failing _: Failed.Type) throws -> Int {
        for (index, (_, command)) in script.enumerated() {
            do {
                let manager = try DataManager(settings: settings)
                defer { manager.close() }
                try command(manager)
            } catch let failed as Failed {
                throw failed
            } catch {
                return index
            }
        }
        return script.count
    }
}
