import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// A site's own `Templates/` folder, read as theme files (hidden files skipped, links followed,
/// only regular files read; see `FolderWalker`).
package struct ThemeFolder {
    package let siteFolder: URL

    package init(siteFolder: URL) {
        self.siteFolder = siteFolder
    }

    package var folder: URL { siteFolder.appendingPathComponent("Templates", isDirectory: true) }

    /// The files that could be read; what could not is in `diagnostics`.
    package func files(diagnostics: inout Diagnostics) -> [ThemeFile] {
        var files: [ThemeFile] = []
        for entry in FolderWalker(root: folder, displayName: "Templates").entries(diagnostics: &diagnostics) {
            let location = SourceLocation(file: "Templates/" + entry.relative)
            switch entry.kind {
            case .regular:
                do {
                    let data = try RegularFile(url: entry.url, location: location).read(limit: ReadLimits.themeFile)
                    guard let text = String(data: data, encoding: .utf8) else {
                        throw FolioError(at: location, "is not valid UTF-8 text")
                    }
                    files.append(ThemeFile(relativePath: entry.relative, text: text, displayPath: location.file))
                } catch {
                    diagnostics.report(error, at: location)
                }
            case .special, .danglingLink:
                entry.kind.problemWhenListed(at: location).map { diagnostics.report($0) }
            case .folder, .missing:
                break
            }
        }
        return files
    }
}
