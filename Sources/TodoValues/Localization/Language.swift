import Synchronization

/// A language the command line speaks: English (the default) or Spanish.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case spanish = "es"

    /// The variables that choose the language of messages, strongest first (POSIX precedence).
    public static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set and non-empty decides; unset, `C`, `POSIX` or an unknown locale is English.
    public init(environment: [String: String]) {
        for name in Self.environmentVariables {
            if let value = environment[name], !value.isEmpty {
                self.init(locale: value)
                return
            }
        }
        self = .english
    }

    /// The language of a POSIX locale name such as `es`, `es_ES.UTF-8`, `es_MX@euro` or `C`.
    public init(locale: String) {
        let code = locale.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
        self = code.lowercased() == "es" ? .spanish : .english
    }

    private static let selected = Mutex(Language.english)

    /// The language of this process's messages; English until the executable sets it at start.
    public static var current: Language {
        get { selected.withLock { $0 } }
        set { selected.withLock { $0 = newValue } }
    }

    /// The answers that mean yes to a `[y/N]` question in this language (lowercased).
    public var affirmativeAnswers: Set<String> {
        switch self {
        case .english: ["y", "yes"]
        case .spanish: ["s", "si", "sí", "y", "yes"]
        }
    }
}
