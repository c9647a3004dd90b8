import ArgumentParser
import Testing

@testable import todo

/// ``GlobalOptions/all`` is the declarations as argument-parser reads them: what the settings'
/// flags, the quick parse's unset values and the option order derive from.
@Suite struct GlobalOptionsTests {
    @Test func everyDeclaredOptionIsListedOnce() {
        let declared = Mirror(reflecting: GlobalOptions.unset).children.count
        #expect(GlobalOptions.all.count == declared)
        let names = GlobalOptions.all.flatMap(\.names)
        #expect(Set(names).count == names.count)
    }

    @Test func unsetIsALineWithoutOptions() throws {
        #expect(String(reflecting: GlobalOptions.unset) == String(reflecting: try GlobalOptions.parse([])))
    }

    /// Each name parses as argument-parser's own (a value after it when it takes one), and sets
    /// what its entry resets.
    @Test func eachEntryIsItsDeclaration() throws {
        for entry in GlobalOptions.all {
            for name in entry.names {
                let parsed = try GlobalOptions.parse(entry.takesValue ? [name, "7"] : [name])
                var reset = parsed
                entry.unset(&reset)
                #expect(String(reflecting: parsed) != String(reflecting: GlobalOptions.unset), "\(name)")
                #expect(String(reflecting: reset) == String(reflecting: GlobalOptions.unset), "\(name)")
            }
        }
    }

    @Test func settingsComeFromTheirOptions() throws {
        let flags = try GlobalOptions.parse(["--home", "/h", "--generate-fails", "2", "--offline", "--json"]).flags
        #expect(flags[.home] == "/h" && flags[.generateFails] == "2" && flags.offline && !flags.insecure)
    }
}
