/// One day of the reading calendar.
struct CalendarDayView: Sendable, Equatable, TemplateFields {
    let x, y: Int
    let level: Int
    let date: String
    let minutes: Int
    /// `66 min`, in the site's language.
    let minutesText: String
}
