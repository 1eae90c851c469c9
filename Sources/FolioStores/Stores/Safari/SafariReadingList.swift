import FolioPlist
import Foundation
import FolioBase
import FolioModel

/// Safari's `Bookmarks.plist` (binary or XML): the items of its `com.apple.ReadingList` folder,
/// each with `URLString`, `URIDictionary.title`, and `ReadingList` {`DateAdded`,
/// `DateLastViewed`, `PreviewText`}. Every other bookmark is passed over.
package struct SafariReadingList {
    package let file: DataFile

    package static let folderTitle = "com.apple.ReadingList"

    /// What the Reading List folder of a bookmarks plist holds (its `Children`; none when it has
    /// no such key), when `root` is one.
    package static func folder(in root: PlistValue) -> PlistValue? {
        guard case .dict(let entries) = root, case .array(let children)? = entries["Children"] else { return nil }
        for child in children {
            guard case .dict(let fields) = child, case .string(folderTitle)? = fields["Title"] else { continue }
            return fields["Children"] ?? .array([])
        }
        return nil
    }

    package func items(in folder: PlistValue, diagnostics: inout Diagnostics) -> [ReadingListItem] {
        guard case .array(let items) = folder else {
            diagnostics.warn(at: file.location.appending(Self.folderTitle), "Children is \(FieldValue(plist: folder).summary), expected an array of bookmarks; no item is read")
            return []
        }
        return items.enumerated().compactMap { position, value -> ReadingListItem? in
            let location = file.location.appending("\(Self.folderTitle) item \(position + 1)")
            guard case .dict(let fields) = value else {
                diagnostics.warn(at: location, "is not a bookmark (a dict); it is left out")
                return nil
            }
            guard case .string(let url)? = fields["URLString"], !url.trimmingWhitespace.isEmpty else {
                diagnostics.warn(at: location, "has no URLString; it is left out")
                return nil
            }
            /// A text field, when it holds one; another type is a warning.
            func text(_ value: PlistValue?, _ name: String) -> String? {
                switch value {
                case nil: return nil
                case .string(let text)?: return text.trimmingWhitespace.isEmpty ? nil : text.trimmingWhitespace
                case let other?:
                    diagnostics.warn(at: location, "\(name) is \(FieldValue(plist: other).summary), expected text; it is left out")
                    return nil
                }
            }
            var titleValue: PlistValue?
            if case .dict(let uri)? = fields["URIDictionary"] { titleValue = uri["title"] }
            let title = text(titleValue, "URIDictionary.title")
            var item = ReadingListItem(url: url.trimmingWhitespace, title: title ?? url.trimmingWhitespace, source: location)
            if case .dict(let reading)? = fields["ReadingList"] {
                func date(_ key: String) -> Date? {
                    switch reading[key] {
                    case nil: return nil
                    case .date(let date)?:
                        if let checked = StoreDate.checked(date) { return checked }
                        diagnostics.warn(at: location, "ReadingList.\(key) is a date beyond the years 1 to 9999; it is left out")
                    case let other?:
                        diagnostics.warn(at: location, "ReadingList.\(key) is \(FieldValue(plist: other).summary), expected a date; it is left out")
                    }
                    return nil
                }
                item.added = date("DateAdded")
                item.viewed = date("DateLastViewed")
                item.preview = text(reading["PreviewText"], "ReadingList.PreviewText")
            }
            return item
        }
    }
}
