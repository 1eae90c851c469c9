import FolioMarkdown
import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Decides which relative links in records' Markdown name files beside the data (see `FileBase`),
/// and the link a page writes for each. A link that names no published file there is left as
/// written, for the link checker: it may lead to a page of the site, or be broken (the checker
/// then says why, with `reason(for:in:)`).
package struct LinkedFiles: Sendable {
    /// By the display path of the data file the record comes from.
    package let bases: [String: FileBase]
    /// The data files' real paths: linking one does not publish it.
    package let dataFiles: Set<String>

    /// What a link to a file that is there but not published says, in its title.
    package let unpublishedNote: String

    package init(bases: [String: FileBase], dataFiles: [DataFile], unpublishedNote: String = "") {
        self.bases = bases
        self.dataFiles = Set(dataFiles.map { RealPath.of($0.url) })
        self.unpublishedNote = unpublishedNote
    }

    package enum Resolution: Equatable {
        /// Not a file beside the data: written as it stands.
        case notAFile
        /// `suffix`: the link's `?query` and `#fragment`, kept.
        case file(LinkedFile, suffix: String)
        /// A file that exists but is not published, and why.
        case refused(String)
        /// No such file beside the data (the link may still lead to a page of the site).
        case missing(URL, displayPath: String)
    }

    /// The link to write on a page `depth` folders below the output's root, when `link` (from a
    /// record of data file `file`) names a file beside the data: the published file's, or, for
    /// one that is there but not published, the link as written with `unpublishedNote`.
    package func destination(for link: String, in file: String, depth: Int) -> LinkDestination? {
        switch resolve(link, in: file) {
        case .file(let linked, let suffix):
            LinkDestination(url: String(repeating: "../", count: depth) + linked.path.segments.map(SiteInfo.percentEncoded).joined(separator: "/") + suffix)
        case .refused:
            unpublishedNote.isEmpty ? nil : LinkDestination(url: link, note: unpublishedNote)
        case .missing, .notAFile:
            nil
        }
    }

    package func resolve(_ link: String, in file: String) -> Resolution {
        guard let base = bases[file], let first = link.first, first != "/", first != "#", first != "?",
              !LinkChecker.isExternal(link) else { return .notAFile }
        let end = link.firstIndex { $0 == "#" || $0 == "?" } ?? link.endIndex
        let written = link[..<end]
        guard !written.isEmpty, let decoded = written.contains("%") ? String(written).removingPercentEncoding : String(written) else {
            return .notAFile
        }
        var segments = base.folder
        for part in decoded.split(separator: "/") where part != "." {
            if part != ".." {
                segments.append(String(part))
            } else if segments.popLast() == nil {
                let outside = base.folder.reduce(base.root) { $0.appendingPathComponent($1) }.appendingPathComponent(decoded)
                guard case .regular = FileKind(path: outside.path) else { return .notAFile }
                return .refused("leads outside \(base.rootName)/; a record may link only files under it")
            }
        }
        let url = segments.reduce(base.root) { $0.appendingPathComponent($1) }
        let displayPath = ([base.rootName] + segments).joined(separator: "/")
        switch FileKind(path: url.path) {
        case .missing, .danglingLink:
            return .missing(url, displayPath: displayPath)
        case .folder:
            return .notAFile
        case .regular(let size):
            let real = RealPath.of(url)
            if !RealPath.is(real, inside: base.root.path) {
                return .refused("leads outside \(base.rootName)/ through a symbolic link; a record may link only files under it")
            }
            if segments.contains(where: { $0.hasPrefix(".") }) { return .refused("names a hidden file, which is not published") }
            if dataFiles.contains(real) { return .refused("names a data file, which is not published (its records are)") }
            if size > ReadLimits.dataFile {
                return .refused("names a file of \(ByteCount.text(size)), more than the \(ByteCount.text(ReadLimits.dataFile)) Folio copies")
            }
            if let refusal = PublishableFile.refusal(of: url, location: SourceLocation(file: displayPath)) { return .refused(refusal) }
            let linked = LinkedFile(source: url, path: PagePath(base.output + segments), displayPath: displayPath)
            return .file(linked, suffix: String(link[end...]))
        default:
            return .refused("names something that is not a regular file, which is not published")
        }
    }
}
