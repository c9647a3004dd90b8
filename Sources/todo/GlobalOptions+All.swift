import TodoKit

extension GlobalOptions {
    /// One global option: its names as typed, whether a value follows it, the setting it gives.
    typealias Entry = GlobalOptionEntry<GlobalOptions>

    /// Every global option, as declared. (A property is set here by assignment, never through a
    /// key path: writing through one reads first, and an unparsed option cannot be read.)
    static var all: [Entry] {
        [
            .flag("--json") { $0.json = false },
            .value("--home") { $0.home = nil }.setting { $1.home = $0.home },
            .flag("--offline") { $0.offline = false }.setting { $1.offline = $0.offline },
            .value("--server") { $0.server = nil }.setting { $1.server = $0.server },
            .value("--token") { $0.token = nil }.setting { $1.token = $0.token },
            .value("--min-delay") { $0.minDelay = nil }.setting { $1.minDelay = $0.minDelay },
            .value("--factor") { $0.factor = nil }.setting { $1.factor = $0.factor },
            .value("--jitter") { $0.jitter = nil }.setting { $1.jitter = $0.jitter },
            .value("--max-delay") { $0.maxDelay = nil }.setting { $1.maxDelay = $0.maxDelay },
            .value("--timeout") { $0.timeout = nil }.setting { $1.timeout = $0.timeout },
            .value("--generate-fails") { $0.generateFails = nil }.setting { $1.generateFails = $0.generateFails },
            .flag("--insecure") { $0.insecure = false }.setting { $1.insecure = $0.insecure },
            .value("--cacert") { $0.cacert = nil }.setting { $1.cacert = $0.cacert },
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
