import TodoKit
import TodoText
import TodoValues

extension ConfigScreen {
    /// `todo config list`: the stored values, or with `sources` (`--origin`) every setting in
    /// effect and where it comes from; with `json`, as one JSON value.
    public static func show(_ config: ConfigFile, sources: [SettingSource]?, json: Bool) {
        if let sources {
            let shown = shown(sources)
            json ? Console.json(WireJSON.string(shown)) : Console.out(text(shown, path: config.path))
        } else {
            let shown = shown(config.values)
            json ? Console.json(WireJSON.string(shown)) : Console.out(text(shown, path: config.path))
        }
    }
}
