import Foundation
import Testing
import TodoKit

/// The command line's reader of the environment (``ProcessEnvironment``), which replaced
/// `ProcessInfo`'s, answers as it does.
@Suite("ProcessEnvironment")
struct ProcessEnvironmentTests {
    @Test func itReadsWhatProcessInfoReads() {
        let ours = ProcessEnvironment.current()
        let foundation = ProcessInfo.processInfo.environment
        #expect(!ours.isEmpty)
        #expect(ours == foundation)
    }

    /// One variable by name, as `ProcessInfo` has it (the test does not set variables: other
    /// tests of this process read the environment at the same time).
    @Test func itReadsOneVariable() {
        let foundation = ProcessInfo.processInfo.environment
        for name in foundation.keys.sorted().prefix(20) {
            #expect(ProcessEnvironment.value(name) == foundation[name], "\(name)")
        }
        #expect(ProcessEnvironment.value("TODO_SURELY_UNSET_\(getpid())") == nil)
    }
}
