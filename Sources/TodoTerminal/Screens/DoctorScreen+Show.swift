import TodoKit
import TodoText
import TodoValues

extension DoctorScreen {
    /// Shows the checks: `--json` (their words in English), or ``text(_:healthy:)``.
    public static func show(_ checks: [DoctorCheck], healthy: Bool, json: Bool) {
        if json { return Console.json(WireJSON.string(DoctorJSON(ok: healthy, checks: checks))) }
        Console.out(text(checks, healthy: healthy))
    }
}
