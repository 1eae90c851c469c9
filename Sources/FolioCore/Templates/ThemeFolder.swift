import Foundation

/// A site's own `Templates/` folder, read as theme files (hidden files skipped).
struct ThemeFolder {
    let siteFolder: URL

    var folder: URL { siteFolder.appendingPathComponent("Templates", isDirectory: true) }

    func files() throws -> [ThemeFile] {
        let fileManager = FileManager()
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        var files: [ThemeFile] = []
        for relative in (fileManager.subpaths(atPath: folder.path) ?? []).sorted() {
            let url = folder.appendingPathComponent(relative)
            let displayPath = "Templates/" + relative
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            var entryIsFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &entryIsFolder), !entryIsFolder.boolValue else { continue }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw FolioError(at: SourceLocation(file: displayPath), "cannot be read", cause: error)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw FolioError(at: SourceLocation(file: displayPath), "is not valid UTF-8 text")
            }
            files.append(ThemeFile(relativePath: relative, text: text, displayPath: displayPath))
        }
        return files
    }
}
