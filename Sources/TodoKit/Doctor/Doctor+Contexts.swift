import TodoValues

// Contexts (issue 35): `todo doctor` finds an active context that is not saved, or a saved
// filter that is not one (a config file edited by hand), which stop `todo list` and `todo add`.
extension Doctor {
    /// A problem with the contexts of `config`, if any (nothing is said of sound ones).
    static func contextCheck(_ config: ConfigFile) -> DoctorCheck? {
        let contexts = config.contexts
        for name in contexts.names {
            do {
                _ = try contexts.filter(named: name)
            } catch {
                return DoctorCheck(
                    "context", .problem, error.content, fix: Message(.doctorContextFilterFix, ["name": name]))
            }
        }
        guard let active = contexts.active else { return nil }
        do {
            _ = try Contexts.validate(name: active)
            _ = try contexts.filter(named: active)
            return nil
        } catch {
            return DoctorCheck("context", .problem, error.content, fix: Message(.doctorContextActiveFix))
        }
    }
}
