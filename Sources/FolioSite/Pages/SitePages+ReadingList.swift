import Foundation
import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// A page of the pages saved to read later, newest first, each read or unread.
    package func readingListPage(_ number: Int, _ page: PageContext) -> Page {
        let all = content.readingList
        let items = all[paging.range(of: number, in: all.count)].map { item -> ReadingListEntryView in
            let lowered = item.url.lowercased()
            let isWeb = lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
            let site = isWeb ? URLComponents(string: item.url)?.host ?? item.url : item.url
            let added = item.added.map { LocalDateTime($0, in: time.timeZone) }
            return ReadingListEntryView(
                title: item.title, href: isWeb ? item.url : nil, site: site,
                added: added.map(strings.date), datetime: added.map(time.machineText(for:)),
                isRead: item.isRead, status: strings.text(item.isRead ? "status_read" : "status_not_read"), preview: item.preview)
        }
        let view = ReadingListView(
            countText: count(all.count, "saved_page"), unreadText: count(all.filter { !$0.isRead }.count, "unread"), items: items,
            pager: pager(number, of: all.count, on: page) { .readingList(page: $0) })
        return Page(path: page.path, template: "read-later", view: view)
    }
}
