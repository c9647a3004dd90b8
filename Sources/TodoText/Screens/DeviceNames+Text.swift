import TodoValues

extension DeviceNames {
    /// How `id` is shown, in words and escaped for a terminal: "this device" (or its
    /// `device-name`), another device's alias, or its short id. What `todo log`, `todo conflicts`
    /// and sync's per-todo lines say for a device (issue 34).
    public func name(_ id: String) -> String {
        switch display(id) {
        case .thisDevice(let name): TerminalText.escape(name ?? Messages.text(.deviceThis))
        case .alias(let name): TerminalText.escape(name)
        case .other(let shortID): TerminalText.escape(shortID)
        }
    }
}
