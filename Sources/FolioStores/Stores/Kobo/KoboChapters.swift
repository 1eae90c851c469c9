import GRDB
import FolioBase
import FolioModel

/// Where a Kobo bookmark's `ContentID` (the file of the book it lies in) is: its position in the
/// book (the `VolumeIndex` of the `content` row of that ID, `ContentType` 9) and its chapter's
/// title. The title is that of the first entry of the book's contents (`ContentType` 899, whose
/// `ContentID` is the file's, then an optional `#anchor`, then `-<depth>`) in that file; else the
/// file's own row's `Title`, unless it only repeats the file's path (as sideloaded books' do);
/// else there is none.
package struct KoboChapters {
    private struct File {
        package let record: StoreRecord
        package let title: String?
    }

    private var files: [String: File] = [:]
    /// A file's first contents entry: its `VolumeIndex` and `Title`.
    private var entries: [String: (index: Int64, title: String)] = [:]

    /// The chapters of every `content` row.
    package init(_ records: [StoreRecord]) {
        for record in records {
            guard let id = record.text("ContentID"), !id.isEmpty else { continue }
            let title = record.text("Title").flatMap(KoboLibrary.nonEmpty)
            switch record.integer("ContentType") {
            case 9:
                if files[id] == nil { files[id] = File(record: record, title: title.flatMap { id.hasSuffix($0) ? nil : $0 }) }
            case 899:
                guard let title else { continue }
                let index = record.integer("VolumeIndex") ?? Int64.max
                let file = Self.file(ofEntry: id)
                if entries[file].map({ index < $0.index }) ?? true { entries[file] = (index, title) }
            default:
                continue
            }
        }
    }

    /// The chapter's title and position of the file `contentID`; a position that is not a whole
    /// number from 0 to a million is a warning naming the `content` row, and none.
    package func chapter(_ contentID: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> (title: String?, position: Int64?) {
        let file = files[contentID]
        let position = file.flatMap { StoreNumbers($0.record, at: location.appending("content \(contentID.quotedForMessage)")).whole("VolumeIndex", in: 0...1_000_000, &diagnostics) }
        return (entries[contentID]?.title ?? file?.title, position)
    }

    /// `…/chapter-1.xhtml#rch1-2` → `…/chapter-1.xhtml`: the depth, then an anchor (not a
    /// sideloaded EPUB's `#(3)OEBPS/…`, which is part of its file's ID) left out.
    private static func file(ofEntry id: String) -> String {
        var file = Substring(id)
        if let dash = file.lastIndex(of: "-") {
            let depth = file[file.index(after: dash)...]
            if !depth.isEmpty, depth.allSatisfy({ $0.isASCII && $0.isNumber }) { file = file[..<dash] }
        }
        if let hash = file.lastIndex(of: "#"), !file[hash...].contains(where: { "/()".contains($0) }) { file = file[..<hash] }
        return String(file)
    }
}
