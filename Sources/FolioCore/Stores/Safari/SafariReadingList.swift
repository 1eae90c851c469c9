import FolioPlist
import Foundation

/// Safari's `Bookmarks.plist` (binary or XML): the items of its `com.apple.ReadingList` folder,
/// each with `URLString`, `URIDictionary.title`, and `ReadingList` {`DateAdded`,
/// `DateLastViewed`, `PreviewText`}. Every other bookmark is passed over.
struct SafariReadingList {
    let file: DataFile

    static let folderTitle = "com.apple.ReadingList"

    /// The Reading List folder of a bookmarks plist, when `root` is one.
    static func folder(in root: PlistValue) -> [PlistValue]? {
        guard case .dict(let entries) = root, case .array(let children)? = entries["Children"] else { return nil }
        for child in children {
            guard case .dict(let fields) = child, case .string(folderTitle)? = fields["Title"] else { continue }
            if case .array(let items)? = fields["Children"] { return items }
            return []
        }
        return nil
    }

    func items(in folder: [PlistValue], diagnostics: inout Diagnostics) -> [ReadingListItem] {
        folder.enumerated().compactMap { position, value -> ReadingListItem? in
            let location = file.location.appending("\(Self.folderTitle) item \(position + 1)")
            guard case .dict(let fields) = value else {
                diagnostics.warn(at: location, "is not a bookmark (a dict); it is left out")
                return nil
            }
            guard case .string(let url)? = fields["URLString"], !url.trimmingWhitespace.isEmpty else {
                diagnostics.warn(at: location, "has no URLString; it is left out")
                return nil
            }
            var title = ""
            if case .dict(let uri)? = fields["URIDictionary"], case .string(let text)? = uri["title"] { title = text.trimmingWhitespace }
            var item = ReadingListItem(url: url.trimmingWhitespace, title: title.isEmpty ? url.trimmingWhitespace : title, source: location)
            if case .dict(let reading)? = fields["ReadingList"] {
                func date(_ key: String) -> Date? {
                    guard case .date(let date)? = reading[key] else { return nil }
                    if let checked = StoreDate.checked(date) { return checked }
                    diagnostics.warn(at: location, "ReadingList.\(key) is a date beyond the years 1 to 9999; it is left out")
                    return nil
                }
                item.added = date("DateAdded")
                item.viewed = date("DateLastViewed")
                if case .string(let text)? = reading["PreviewText"], !text.trimmingWhitespace.isEmpty { item.preview = text.trimmingWhitespace }
            }
            return item
        }
    }
}
