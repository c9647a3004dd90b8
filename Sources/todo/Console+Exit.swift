import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

extension Console {
    /// Runs `body`; its error is shown as a one-line message and becomes the exit code.
    static func guarded<T>(_ body: () throws(TodoError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            Console.error(error.message)
            throw ExitCode(ExitCodes.code(error))
        }
    }
}
