import FolioBase
import FolioModel
import FolioOutput

extension InterfaceStrings {
    /// `14 h 41 min`, `25 min`, `< 1 min`, `0 min`: whole minutes, in the language.
    package func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        if seconds > 0, minutes == 0 { return text("duration_under_minute") }
        return minutes < 60 ? text("duration_minutes", ["m": "\(minutes)"])
            : text("duration_hours", ["h": number(minutes / 60), "m": "\(minutes % 60)"])
    }
}
