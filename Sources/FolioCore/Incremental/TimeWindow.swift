import Foundation

/// The span of "now" around a build's time in which every memo's list time reads the same:
/// it changes only when a memo's age crosses 0 (a memo dated in the future comes of age) or 24 hours.
enum TimeWindow {
    static func around(_ now: Date, content: SiteContent, timeZone: TimeZone) -> (from: Double?, until: Double?) {
        let time = now.timeIntervalSince1970
        var from: Double?, until: Double?
        for account in content.accounts {
            for memo in account.memos {
                let created = memo.createTime.instant(in: timeZone).timeIntervalSince1970
                for flip in [created, created + 24 * 60 * 60] {
                    if flip <= time {
                        from = max(from ?? flip, flip)
                    } else {
                        until = min(until ?? flip, flip)
                    }
                }
            }
        }
        return (from, until)
    }
}
