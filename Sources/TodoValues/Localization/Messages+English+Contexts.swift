// Contexts (issue 35): the English of the errors TodoKit's `Contexts` throws.
extension Messages {
    /// The English templates of the contexts' errors; `nil` for another key.
    static func englishContextTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .contextNameInvalid:
            "not a context name: '{name}'; use a letter, then letters, digits, - or _ (at most 40)"
        case .contextNameReserved: "'{name}' cannot name a context: it is a word of `todo context`"
        case .contextUnknown:
            "no context named '{name}' (saved: {known}); save it with `todo context set {name} FILTER`"
        case .contextFilterEmpty: "a context's filter cannot be empty; for example \"+work @office\""
        case .contextFilterWord: "'{word}' in a context's filter: only -+tag or -@context may start with -"
        case .doctorContextActiveFix: "run `todo context none`, or save it with `todo context set NAME FILTER`"
        case .doctorContextFilterFix: "save it again with `todo context set {name} FILTER`, or `todo context rm {name}`"
        default: nil
        }
    }
}
