import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// How a memo's time reads in a list, by the memo app's rule: `HH:mm` when it was created less
/// than 24 hours before now, its date otherwise, as the site's language writes one (`2026/11/20`
/// in English; exactly 24 hours counts as old, and so does a memo dated after now: it was not
/// written today).
package struct TimeDisplay: Sendable {
    package let now: Date
    package let timeZone: TimeZone

    /// UTC or GMT: every offset is 0, without asking the zone for each time of each list.
    private let isUTC: Bool

    package init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
        isUTC = timeZone.identifier == "UTC" || timeZone.identifier == "GMT"
    }

    package func listText(for created: LocalDateTime, in strings: InterfaceStrings) -> String {
        let age = now.timeIntervalSince(created.instant(in: timeZone))
        return age >= 0 && age < 24 * 60 * 60 ? created.timeText : strings.date(created)
    }

    /// RFC 3339, for feeds: `2016-03-26T16:34:00+00:00`.
    package func rfc3339(for created: LocalDateTime) -> String {
        let machine = machineText(for: created)
        return String(machine.prefix(16)) + ":00" + String(machine.dropFirst(16))
    }

    /// The full time with the zone's offset, for `<time datetime>`: `2016-03-26T16:34+00:00`.
    package func machineText(for created: LocalDateTime) -> String {
        created.isoText(offsetMinutes: (isUTC ? 0 : timeZone.secondsFromGMT(for: created.instant(in: timeZone))) / 60)
    }
}
