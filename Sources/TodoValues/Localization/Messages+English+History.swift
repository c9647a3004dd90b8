extension Messages {
    /// The English templates of the errors of history, devices by name and restore (issue 34);
    /// `nil` for another key. Their screens' words are in TodoText.
    static func englishHistoryTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .restoreNoVersion: "todo {id} has no version {version} in its history (see `todo log {id}`)"
        case .restoreNeedsVersion:
            "todo {id} is in the list: name the version to bring back (`todo restore {id} K`, see `todo log {id}`)"
        case .restoreNoConflict:
            "the conflict log has no record {number} with a version to bring back (see `todo conflicts`)"
        case .settingDeviceName: "device-name must be 1 to 40 printable characters"
        case .settingDeviceAlias:
            "device-alias takes a device id (at least 4 characters of it) and a name of 1 to 40 printable characters: `todo config set device-alias 5035 phone`"
        default: nil
        }
    }
}
