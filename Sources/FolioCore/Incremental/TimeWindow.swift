import Foundation

/// The span of "now" around a build's time in which every memo's list time reads the same:
/// it changes only when a memo's age crosses 0 (a memo dated in the future comes of age) or 24 hours.
enum TimeWindow {
    static func around(_ now: Date, content: SiteContent, timeZone: TimeZone) -> (from: Double?, until: Double?) {
        let time = now.timeIntervalSince1970
        var from: Double?, until: Double?
        func add(_ flip: Double) {
            if flip <= time {
                from = max(from ?? flip, flip)
            } else {
                until = min(until ?? flip, flip)
            }
        }
        // By index, and each flip on its own: a copy of every memo and an array of two for each
        // showed in a rebuild's write step.
        for account in content.accounts.indices {
            for memo in content.accounts[account].memos.indices {
                let created = content.accounts[account].memos[memo].createTime.instant(in: timeZone).timeIntervalSince1970
                add(created)
                add(created + 24 * 60 * 60)
            }
        }
        return (from, until)
    }
}
