import TodoKit

extension GlobalOptions {
    /// One global option: its names as typed, whether a value follows it, the setting it gives.
    typealias Entry = GlobalOptionEntry<GlobalOptions>

    /// Every global option, as declared. (A property is set here by assignment, never through a
    /// key path: writing through one reads first, and an unparsed option cannot be read.)
    static var all: [Entry] {
        [
            .flag("--json") { $0.json = false },
            .setting(.home, unset: { $0.home = nil }, value: { $0.home }),
            .flag("--offline") { $0.offline = false }.setting { $1.offline = $0.offline },
            .setting(.server, unset: { $0.server = nil }, value: { $0.server }),
            .setting(.token, unset: { $0.token = nil }, value: { $0.token }),
            .setting(.minDelay, unset: { $0.minDelay = nil }, value: { $0.minDelay.map { String($0) } }),
            .setting(.factor, unset: { $0.factor = nil }, value: { $0.factor.map { String($0) } }),
            .setting(.jitter, unset: { $0.jitter = nil }, value: { $0.jitter.map { String($0) } }),
            .setting(.maxDelay, unset: { $0.maxDelay = nil }, value: { $0.maxDelay.map { String($0) } }),
            .setting(.timeout, unset: { $0.timeout = nil }, value: { $0.timeout.map { String($0) } }),
            .setting(.generateFails, unset: { $0.generateFails = nil }, value: { $0.generateFails.map(String.init) }),
            .flag("--insecure") { $0.insecure = false }.setting { $1.insecure = $0.insecure },
            .setting(.cacert, unset: { $0.cacert = nil }, value: { $0.cacert }),
            .flag("-v", "--verbose") { $0.verbose = false },
            .flag("--no-color") { $0.noColor = false },
            .flag("-q", "--quiet") { $0.quiet = false },
            // The pager (issue 35)
            .flag("--no-pager") { $0.noPager = false },
        ]
    }

    /// The names of ``all``, for the words put in order before the parse (``ArgumentWords``).
    static let names = GlobalOptionNames(all)

    /// The options of a line that gives none, as argument-parser leaves them: flags off, options
    /// unset.
    static var unset: GlobalOptions {
        var options = GlobalOptions()
        for entry in all { entry.unset(&options) }
        return options
    }

    /// The options that are settings, for ``Settings/resolve(flags:environment:config:)``.
    var flags: SettingFlags {
        var flags = SettingFlags()
        for entry in Self.all { entry.setting?(self, &flags) }
        return flags
    }
}
