import FolioBase
import FolioModel
import FolioOutput

/// One day of the reading calendar.
package struct CalendarDayView: Sendable, Equatable, TemplateFields {
    package let x, y: Int
    package let level: Int
    package let date: String
    package let minutes: Int
    /// `66 min`, in the site's language.
    package let minutesText: String
}
