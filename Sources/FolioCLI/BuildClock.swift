import ArgumentParser
import FolioCore
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// "Now" for a build: `--now`, else `SOURCE_DATE_EPOCH`, else the clock; `--now` is read in the
/// site's zone (`timezone` in folio.yml, else UTC).
struct BuildClock {
    let now: Date
    let timeZone: TimeZone

    init(option: String?, environment: [String: String], timeZone: TimeZone = TimeZone(identifier: "UTC")!, clock: () -> Date = Date.init) throws {
        self.timeZone = timeZone
        if let option {
            guard let local = LocalDateTime(isoText: option) else {
                throw ValidationError("--now \"\(option)\" is not yyyy-MM-ddTHH:mm (for example 2026-11-21T09:30)")
            }
            now = local.instant(in: timeZone)
        } else if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH \"\(epoch)\" is not a whole number of seconds since 1970")
            }
            now = Date(timeIntervalSince1970: TimeInterval(seconds))
        } else {
            now = clock()
        }
    }
}
