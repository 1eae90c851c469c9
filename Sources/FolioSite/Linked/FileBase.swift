import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Where the relative links in one data file's records lead. A link is resolved against the data
/// file's folder, as a link in a Markdown file is, and may reach any file under `root`: `Content/`
/// for a data file found there, the data file's own folder for a `sources` file elsewhere.
package struct FileBase: Sendable, Equatable {
    /// The data file's folder, as segments under `root`.
    package let folder: [String]
    package let root: URL
    /// The root as messages name it: `Content`, or the `sources` file's folder as written.
    package let rootName: String
    /// Where the root's files go in the output: `files`, or `files/<data file's name>`.
    package let output: [String]

    /// The base of each data file, by its display path (the `file` of its records' locations).
    package static func bases(of files: [DataFile], contentFolder: URL) -> [String: FileBase] {
        let content = RealPath.of(contentFolder)
        var bases: [String: FileBase] = [:]
        for file in files {
            let folder = RealPath.of(file.url.deletingLastPathComponent())
            if folder == content || RealPath.is(folder, inside: content) {
                let inside = folder == content ? [] : String(folder.dropFirst(content.count + 1)).split(separator: "/").map(String.init)
                bases[file.displayPath] = FileBase(folder: inside, root: URL(fileURLWithPath: content, isDirectory: true),
                                                   rootName: "Content", output: ["files"])
            } else {
                let name = (file.displayPath as NSString).deletingLastPathComponent
                bases[file.displayPath] = FileBase(
                    folder: [], root: URL(fileURLWithPath: folder, isDirectory: true), rootName: name.isEmpty ? "." : name,
                    output: ["files", Slug.make(file.url.deletingPathExtension().lastPathComponent, fallback: "source")])
            }
        }
        return bases
    }
}
