import Foundation
import FolioBase
import FolioModel
import FolioStores

/// Finds the data files of a site: every file under `Content/`, at any depth, named as a store's
/// files are (`StoreRegistry.isDataFileName`: `*.plist`, `*.sqlite`, …, KOReader's
/// `metadata.<ext>.lua`), in byte order of their paths so every machine reads them alike.
/// Symbolic links are followed (see `FolderWalker`); only regular files are read.
package struct ContentDiscovery: Sendable {
    package let stores: StoreRegistry
    package let siteFolder: URL
    /// From `folio.yml`: when set, exactly these files are read.
    package let sources: [SourceConfig]?
    /// What `~` in a source's path stands for.
    package let homeFolder: URL?

    package init(siteFolder: URL, sources: [SourceConfig]? = nil, homeFolder: URL? = nil, stores: StoreRegistry = .standard) {
        self.stores = stores
        self.siteFolder = siteFolder
        self.sources = sources
        self.homeFolder = homeFolder
    }

    package var contentFolder: URL { siteFolder.appendingPathComponent("Content", isDirectory: true) }

    /// The data files. A folder named like one (`old.db/`) and a link to nothing are errors;
    /// a named pipe, socket or device is passed over with a warning.
    package func dataFiles(diagnostics: inout Diagnostics) -> [DataFile] {
        if let sources { return named(sources, diagnostics: &diagnostics) }
        guard case .folder = FileKind(path: contentFolder.path) else {
            if case .missing = FileKind(path: siteFolder.appendingPathComponent(ConfigLoader.fileName).path) {
                diagnostics.report(FolioError(
                    at: SourceLocation(file: siteFolder.path),
                    "is not a Folio site: it has neither a Content/ folder nor \(ConfigLoader.fileName); `folio init \(siteFolder.path)` starts one"))
            } else {
                diagnostics.warn(at: SourceLocation(file: "Content"), "does not exist, so the site has no memos or books; put data files in it or name them under sources in \(ConfigLoader.fileName)")
            }
            return []
        }
        let before = diagnostics.problems.count
        var found: [DataFile] = []
        for entry in FolderWalker(root: contentFolder, displayName: "Content").entries(diagnostics: &diagnostics) {
            guard stores.isDataFileName(entry.url.lastPathComponent) else { continue }
            let file = DataFile(url: entry.url, displayPath: "Content/" + entry.relative)
            switch entry.kind {
            case .regular(let size) where size > ReadLimits.dataFile:
                diagnostics.report(FolioError(at: file.location, "is \(ByteCount.text(size)), more than the \(ByteCount.text(ReadLimits.dataFile)) Folio reads from a data file"))
            case .regular:
                found.append(file)
            case .special, .danglingLink:
                entry.kind.problemWhenListed(at: file.location).map { diagnostics.report($0) }
            case .folder:
                diagnostics.report(FolioError(at: file.location, "is a folder, expected a data file"))
            case .missing:
                break
            }
        }
        if found.isEmpty, diagnostics.problems.count == before {
            diagnostics.warn(at: SourceLocation(file: "Content"), "holds no data file (\(stores.fileNamesText)), so the site has no memos or books")
        }
        return found
    }

    /// The files `folio.yml` names, in its order: anywhere on disk, relative to the site or
    /// absolute, `~` for the home folder; a folder stands for the files in it, at any depth, that a
    /// store names its own (KOReader's sidecars in a books folder, or in KOReader's `docsettings/`
    /// or `hashdocsettings/`). A missing one, or
    /// one that is not a regular file or such a folder, is an error.
    private func named(_ sources: [SourceConfig], diagnostics: inout Diagnostics) -> [DataFile] {
        sources.enumerated().flatMap { index, source -> [DataFile] in
            named(source, index: index, diagnostics: &diagnostics)
        }
    }

    private func named(_ source: SourceConfig, index: Int, diagnostics: inout Diagnostics) -> [DataFile] {
        let configLocation = SourceLocation(file: ConfigLoader.fileName, recordPath: ["sources", "source \(index + 1)"])
        guard let url = resolve(source.path) else {
            diagnostics.report(FolioError(at: configLocation, "path \(source.path.quotedForMessage) starts with ~, but no home folder is known"))
            return []
        }
        let file = DataFile(url: url, displayPath: source.path, source: source)
        switch FileKind(path: url.path) {
        case .regular(let size) where size > ReadLimits.dataFile:
            diagnostics.report(FolioError(at: file.location, "is \(ByteCount.text(size)), more than the \(ByteCount.text(ReadLimits.dataFile)) Folio reads from a data file"))
        case .regular:
            return [file]
        case .folder:
            return ownFiles(in: url, source: source, at: configLocation, diagnostics: &diagnostics)
        case .missing:
            diagnostics.report(FolioError(at: configLocation, "path \(source.path.quotedForMessage) does not exist"))
        case .special(let kind):
            diagnostics.report(FolioError(at: configLocation, "path \(source.path.quotedForMessage) is \(kind), not a regular file"))
        case .danglingLink(let target):
            diagnostics.report(FolioError(at: configLocation, "path \(source.path.quotedForMessage) is a symbolic link to \(target.quotedForMessage), which does not exist"))
        }
        return []
    }

    /// The files a store names its own in a folder `folio.yml` names, each named by its path under
    /// the source's; none is an error.
    private func ownFiles(in folder: URL, source: SourceConfig, at configLocation: SourceLocation, diagnostics: inout Diagnostics) -> [DataFile] {
        if source.kind != nil {
            diagnostics.report(FolioError(at: configLocation, "path \(source.path.quotedForMessage) is a folder: kind, table and columns are for one data file"))
            return []
        }
        let root = source.path.hasSuffix("/") ? String(source.path.dropLast()) : source.path
        var found: [DataFile] = []
        for entry in FolderWalker(root: folder, displayName: root).entries(diagnostics: &diagnostics) where stores.hasOwnName(entry.url.lastPathComponent) {
            let file = DataFile(url: entry.url, displayPath: root + "/" + entry.relative, source: SourceConfig(path: root + "/" + entry.relative))
            switch entry.kind {
            case .regular(let size) where size > ReadLimits.dataFile:
                diagnostics.report(FolioError(at: file.location, "is \(ByteCount.text(size)), more than the \(ByteCount.text(ReadLimits.dataFile)) Folio reads from a data file"))
            case .regular: found.append(file)
            case .special, .danglingLink: entry.kind.problemWhenListed(at: file.location).map { diagnostics.report($0) }
            case .folder, .missing: break
            }
        }
        if found.isEmpty {
            diagnostics.report(FolioError(at: configLocation, "path \(source.path.quotedForMessage) is a folder holding none of the files a folder stands for (\(StoreRegistry.list(stores.ownNames, joinedBy: "or"))); name a data file, or a folder of such files"))
        }
        return found
    }

    /// A source's file: `~/x` in the home folder, `/x` as it is, anything else in the site.
    package func resolve(_ path: String) -> URL? {
        if path == "~" || path.hasPrefix("~/") {
            guard let homeFolder else { return nil }
            return homeFolder.appendingPathComponent(String(path.dropFirst(2))).standardizedFileURL
        }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return siteFolder.appendingPathComponent(path).standardizedFileURL
    }
}
