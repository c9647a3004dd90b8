import TodoValues

extension HistoryScreen {
    /// `todo log`'s page of `view` (issue 34), or with `json` its JSON and a newline.
    public static func page(_ view: HistoryView, json: Bool, names: DeviceNames, clock: Clock) -> String {
        switch view {
        case .activity(let records):
            json
                ? HistoryJSON.string(records, numbered: false, names: names) + "\n"
                : activity(records, names: names, clock: clock)
        case .deleted(let records):
            json ? HistoryJSON.string(records, numbered: false, names: names) + "\n" : deleted(records, clock: clock)
        case .todo(let history):
            json
                ? HistoryJSON.string(history.entries, numbered: true, names: names) + "\n"
                : todo(history, names: names, clock: clock)
        case .version(let record, let number):
            json
                ? ReportJSON.string(HistoryJSON(record, version: number, names: names)) + "\n"
                : version(record, number: number, names: names, clock: clock)
        }
    }
}
