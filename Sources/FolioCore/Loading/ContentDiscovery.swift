import Foundation

/// Finds the data files of a site: every `*.plist`, `*.sqlite`, `*.sqlite3` and `*.db` under
/// `Content/`, at any depth, in byte order of their paths so every machine reads them alike.
public struct ContentDiscovery: Sendable {
    public static let extensions: Set<String> = ["plist", "sqlite", "sqlite3", "db"]

    public let siteFolder: URL
    /// From `folio.yml`: when set, exactly these files are read.
    public let sources: [SourceConfig]?

    public init(siteFolder: URL, sources: [SourceConfig]? = nil) {
        self.siteFolder = siteFolder
        self.sources = sources
    }

    public var contentFolder: URL { siteFolder.appendingPathComponent("Content", isDirectory: true) }

    /// The data files; a folder named like one (`old.db/`) is reported as an error.
    public func dataFiles(diagnostics: inout Diagnostics) -> [DataFile] {
        if let sources { return named(sources, diagnostics: &diagnostics) }
        let fileManager = FileManager()
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: contentFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return []
        }
        var found: [DataFile] = []
        for relative in (fileManager.subpaths(atPath: contentFolder.path) ?? []) {
            let name = (relative as NSString).lastPathComponent
            let ext = (name as NSString).pathExtension.lowercased()
            guard Self.extensions.contains(ext), !name.hasPrefix(".") else { continue }
            let url = contentFolder.appendingPathComponent(relative)
            let file = DataFile(url: url, displayPath: "Content/" + relative)
            var entryIsFolder: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &entryIsFolder), entryIsFolder.boolValue {
                diagnostics.report(FolioError(at: file.location, "is a folder, expected a data file"))
                continue
            }
            found.append(file)
        }
        return found.sorted { Array($0.displayPath.utf8).lexicographicallyPrecedes(Array($1.displayPath.utf8)) }
    }

    /// The files `folio.yml` names, in its order; a missing one is an error.
    private func named(_ sources: [SourceConfig], diagnostics: inout Diagnostics) -> [DataFile] {
        sources.enumerated().compactMap { index, source in
            let file = DataFile(url: siteFolder.appendingPathComponent(source.path), displayPath: source.path, source: source)
            var isFolder: ObjCBool = false
            guard FileManager().fileExists(atPath: file.url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                diagnostics.report(FolioError(at: SourceLocation(file: ConfigLoader.fileName, recordPath: ["sources", "source \(index + 1)"]),
                                              "path \(source.path.quotedForMessage) is not a file in the site"))
                return nil
            }
            return file
        }
    }
}
