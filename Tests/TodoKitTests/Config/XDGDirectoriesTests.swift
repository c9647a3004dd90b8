import Testing
import TodoKit

@Suite struct XDGDirectoriesTests {
    @Test("config, session and store default under the XDG directories; an empty variable counts as unset")
    func defaults() {
        let set = ["HOME": "/h", "XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d"]
        #expect(ConfigFile.defaultPath(environment: set) == "/c/todo/config.json")
        #expect(SessionStore.defaultPath(environment: set) == "/c/todo/session.json")
        #expect(Settings.defaultHome(environment: set) == "/d/todo")
        let unset = ["HOME": "/h", "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": ""]
        #expect(ConfigFile.defaultPath(environment: unset) == "/h/.config/todo/config.json")
        #expect(SessionStore.defaultPath(environment: unset) == "/h/.config/todo/session.json")
        #expect(Settings.defaultHome(environment: unset) == "/h/.local/share/todo")
    }
}
