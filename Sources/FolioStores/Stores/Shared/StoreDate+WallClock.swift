import Foundation
import FolioBase
import FolioModel

extension StoreDate {
    /// A wall-clock time with no zone (`2023-12-19 17:23:52`, or a day alone), as a device writes
    /// the time it shows, read in `zone` (the site's); nil for anything else.
    package static func wallClock(_ text: String, in zone: TimeZone) -> Date? {
        guard !text.contains(where: { $0 == "Z" || $0 == "+" }), text.split(separator: "-").count == 3, let utc = iso(text) else { return nil }
        let local = utc.timeIntervalSince1970
        guard zone.identifier != "UTC" && zone.identifier != "GMT" else { return utc }
        // The zone's offset at that moment, asked twice, so a time beside a daylight-saving change lands right.
        let guess = local - Double(zone.secondsFromGMT(for: utc))
        return checked(Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))))
    }
}
