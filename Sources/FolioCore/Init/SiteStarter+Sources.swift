import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

extension SiteStarter {
    /// `folio init --from PATH`: a site whose `folio.yml` names, as sources, the stores found at
    /// `path`: a reading log (a calibre library, KOReader's statistics and sidecars, a Kobo, Apple
    /// Books' folder, a Goodreads or StoryGraph export) or
    /// notes (Apple Notes, Bear, Joplin, Safari's Bookmarks.plist, a memo plist or keyed archive),
    /// or one such file, recognised by their content, never their names. Nothing is copied; the
    /// site has no `Content/`.
    public static func create(at folder: URL, from path: URL, homeFolder: URL?, withTemplates: Bool = false, stores: StoreRegistry = .standard) throws {
        let fileManager = FileManager()
        if let entries = try? fileManager.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
            throw FolioError(at: SourceLocation(file: folder.path), "is not empty; folio init only writes into a new or empty folder")
        }
        // Databases that cannot be read in place are copied into the new site's folder, and gone
        // before it is written.
        let copies = folder.appendingPathComponent(".folio-init-\(UUID().uuidString)", isDirectory: true)
        let existed = fileManager.fileExists(atPath: folder.path)
        defer {
            try? fileManager.removeItem(at: copies)
            if !existed, (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true { try? fileManager.removeItem(at: folder) }
        }
        let found = try sources(at: path, copies: copies, stores: stores)
        let books = found.contains { $0.holdsBooks }, notes = found.contains { !$0.holdsBooks }
        let title = books && notes ? "My notes and books" : books ? "My reading log" : "My notes"
        var config = "# Folio site settings: every key is optional (see the README).\ntitle: \(title)\nlanguage: en\ntimezone: UTC\nsources:\n"
        for (url, _) in found {
            config += "  - path: \(yamlQuoted(displayPath(url, home: homeFolder)))\n"
        }
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(config.utf8).write(to: folder.appendingPathComponent(ConfigLoader.fileName))
            if withTemplates { try copyTemplates(to: folder) }
        } catch {
            throw FolioError(at: SourceLocation(file: folder.path), "could not be set up", cause: error)
        }
    }

    /// The files at `path` that Folio reads books, highlights or notes from, in path order, and
    /// whether each holds books: `path` itself, or the files named as a store's (`StoreFileNames`:
    /// SQLite files, property lists, CSV files) up to three folders below it, the files programs
    /// keep inside a device's folder (a Kobo's `.kobo/KoboReader.sqlite`) in it or in any of those
    /// folders (the walk passes over names starting with `.`), and files a store names its own
    /// (KOReader's sidecars) at any depth (KOReader's `docsettings/` repeats the device's folders).
    /// These are named by one folder, the nearest holding all their books' folders, so a book
    /// read later is found too. A database that cannot be read in place is copied into `copies`
    /// (the new site's folder).
    package static func sources(at path: URL, copies: URL, stores: StoreRegistry = .standard) throws -> [(url: URL, holdsBooks: Bool)] {
        let location = SourceLocation(file: path.path)
        var candidates: [URL] = []
        switch FileKind(path: path.path) {
        case .regular:
            candidates = [path]
        case .folder:
            var diagnostics = Diagnostics()
            let entries = FolderWalker(root: path, displayName: path.path).entries(diagnostics: &diagnostics)
            candidates = entries.filter {
                stores.hasOwnName($0.url.lastPathComponent)
                    || $0.relative.split(separator: "/").count <= 4 && stores.extensions.contains($0.url.pathExtension.lowercased())
            }.map(\.url)
            let folders = [path] + entries.compactMap { entry -> URL? in
                guard case .folder = entry.kind, entry.relative.split(separator: "/").count <= 3 else { return nil }
                return entry.url
            }
            candidates += folders.flatMap { folder in stores.onDevicePaths.map { folder.appendingPathComponent($0) } }.filter {
                if case .regular = FileKind(path: $0.path) { return true }
                return false
            }
            candidates.sort { $0.path.precedesInByteOrder($1.path) }
        default:
            throw FolioError(at: location, "is neither a file nor a folder Folio can read")
        }
        var unused = Diagnostics()
        var sidecars: [URL] = []
        var found = candidates.compactMap { url -> (url: URL, holdsBooks: Bool)? in
            let file = DataFile(url: url, displayPath: url.path)
            guard let source = try? ContentLoader(stores: stores, copies: copies).load(file, diagnostics: &unused), !source.kinds.isEmpty else { return nil }
            if stores.hasOwnName(url.lastPathComponent), url != path {
                sidecars.append(url)
                return nil
            }
            return (url, source.kinds.contains(where: \.isReading))
        }
        if !sidecars.isEmpty {
            found.append((sidecarFolder(sidecars, within: path), true))
            found.sort { $0.url.path.precedesInByteOrder($1.url.path) }
        }
        guard !found.isEmpty else {
            throw FolioError(at: location, "holds no store Folio reads (told by their content): no \(stores.names)")
        }
        return found
    }

    /// The nearest folder, at or below `root`, holding the folder of every sidecar's folder
    /// (`Books/` for `Books/Dune.sdr/metadata.epub.lua`).
    package static func sidecarFolder(_ sidecars: [URL], within root: URL) -> URL {
        let rootParts = root.standardizedFileURL.pathComponents
        var common: [String]?
        for sidecar in sidecars {
            let parts = Array(sidecar.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent().pathComponents)
            guard let shared = common else {
                common = parts
                continue
            }
            common = Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
        }
        let parts = (common ?? rootParts).count >= rootParts.count ? common ?? rootParts : rootParts
        return URL(fileURLWithPath: NSString.path(withComponents: parts), isDirectory: true)
    }

    /// `~/…` for a file in the home folder, else the absolute path.
    private static func displayPath(_ url: URL, home: URL?) -> String {
        let path = url.standardizedFileURL.path
        if let home = home?.standardizedFileURL.path, RealPath.is(path, inside: home) {
            return "~" + path.dropFirst(home.count)
        }
        return path
    }

    private static func yamlQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
