import TodoValues

// Contexts and CLI conventions (issue 35, points 4-6): the screens' and help's English.
extension Messages {
    /// The English templates of `todo context`, `--color`, the pager and `config list --origin`;
    /// `nil` for another key.
    static func englishContextScreenTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .contextSaved: "Saved context {name}: {filter}"
        case .contextActivated: "Context {name} is active: todo list shows {filter}, todo add adds its tags"
        case .contextCleared: "No context is active"
        case .contextRemoved: "Removed context {name}"
        case .contextNoneSaved: "No context is saved; save one with: todo context set NAME \"+tag @place\""
        case .contextListNote: "context {name}: {filter} (todo list --no-context shows every todo)"
        case .contextAddHidden: "context {name} ({filter}) does not show this todo: todo list --no-context shows it"
        case .configOriginDefault: "default"
        case .configOriginFile: "config file"
        case .configOriginEnvironment: "environment"
        case .configOriginFlag: "flag"
        case .configOriginNoValue: "(not set)"
        case .colorChoiceInvalid: "--color takes auto, always or never, not '{value}'"
        case .helpContextAbstract: "Save list filters as contexts, and choose the active one."
        case .helpContextDiscussion:
            """
            `todo context set NAME FILTER` saves a filter (+tag and @context words a todo must have, \
            -+tag ones it must not have, other words its text must contain); `todo context NAME` makes \
            it active: `todo list` then shows only what it matches (and says so) and `todo add` adds its \
            tags. `todo context none` clears it, `todo context` lists them (* marks the active one), \
            `todo context rm NAME` deletes one. They are kept in this device's config file. \
            `todo list --no-context` or `--context NAME` overrides the active one for one command.
            """
        case .helpContextJSON: "Print the saved contexts as JSON."
        case .helpListContext: "Apply this saved context instead of the active one."
        case .helpListNoContext: "Ignore the active context for this command."
        case .helpAddContext: "Add the tags of this saved context instead of the active one's."
        case .helpAddNoContext: "Do not add the active context's tags."
        case .helpConfigListOrigin:
            "Show every setting's value in effect and where it comes from: default, config file, environment or flag."
        case .helpGlobalNoPager: "Never send a long list through the pager ($TODO_PAGER, $PAGER, less -FRX)."
        case .helpOptionsColor:
            """
            --color auto|always|never: colours on a terminal only (auto, the default), always or never. \
            The flag wins; then NO_COLOR (set and not empty: no colour) and --no-color; then auto: a \
            terminal that is not TERM=dumb. Example: todo list --color always | less -R
            """
        case .helpContextWords: "A saved context's name to make active, none, set NAME FILTER, or rm NAME."
        case .contextUsage: "usage: todo context [NAME | none | set NAME FILTER | rm NAME] [--json]"
        default: nil
        }
    }
}
