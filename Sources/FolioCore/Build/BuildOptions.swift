import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// Everything a build depends on besides the files: passed in, never read from globals.
public struct BuildOptions: Sendable {
    public var siteFolder: URL
    public var outputFolder: URL
    /// "Now", for the list's 24-hour rule.
    public var now: Date
    /// The zone notes' times and `--now` are read in.
    public var timeZone: TimeZone
    /// Replace an output folder that Folio did not write.
    public var force: Bool
    /// Fail on warnings too.
    public var strict: Bool
    /// Threads that render pages; the output is the same for any number.
    public var jobs: Int
    public var bookOrder: BookOrder
    /// Items per page of a list.
    public var pageSize: Int
    /// Absolute, ending in `/`: the feed and sitemap are made only with one.
    public var baseURL: String?
    public var siteTitle = "Folio"
    /// The feed's author; nil names the site.
    public var author: String?
    public var language = "en"
    /// The home page's parts in this order (`home:` in folio.yml); the others follow.
    public var homeOrder: [SiteConfig.HomePart] = []
    /// From `folio.yml`: when set, exactly these files are read.
    public var sources: [SourceConfig]?
    /// Which notebooks, tags and archived notes are published (from `folio.yml`).
    public var publishing = PublishingRules()
    /// What `~` stands for in a source's path.
    public var homeFolder: URL?
    /// The stores data files are read by.
    public var stores = StoreRegistry.standard
    /// The most bytes a chunk of the search index's terms holds.
    package var searchChunkBytes = SearchIndex.defaultChunkBytes

    public init(siteFolder: URL, outputFolder: URL? = nil, now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!, force: Bool = false, strict: Bool = false, jobs: Int? = nil, bookOrder: BookOrder = .app, pageSize: Int = Paging.defaultPageSize, baseURL: String? = nil) {
        self.siteFolder = siteFolder.standardizedFileURL
        self.outputFolder = (outputFolder ?? siteFolder.appendingPathComponent("Output", isDirectory: true)).standardizedFileURL
        self.now = now
        self.timeZone = timeZone
        self.force = force
        self.strict = strict
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.bookOrder = bookOrder
        self.pageSize = max(1, pageSize)
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// Where the data files are found.
    package var discovery: ContentDiscovery {
        ContentDiscovery(siteFolder: siteFolder, sources: sources, homeFolder: homeFolder, stores: stores)
    }

    /// Which links in records name files beside `files`, and the link a page writes for each.
    package func linkedFiles(_ files: [DataFile], unpublishedNote: String = "") -> LinkedFiles {
        LinkedFiles(bases: FileBase.bases(of: files, contentFolder: discovery.contentFolder), dataFiles: files, unpublishedNote: unpublishedNote)
    }

    /// What the output folder must never be, hold or lie inside, by the names messages give them:
    /// the data folder, the site's templates, every data file `files` names, and the folder of
    /// each (a store reads beside its database: calibre's book folders, Joplin's resources, Apple
    /// Notes' media, the files records link). A folder that is or holds the site folder is left
    /// out: the site's own output lies inside it.
    package func inputPaths(_ files: [DataFile]) -> [(url: URL, name: String)] {
        let site = RealPath.of(siteFolder)
        let folders = files.compactMap { file -> (url: URL, name: String)? in
            let folder = file.url.deletingLastPathComponent()
            let path = RealPath.of(folder)
            return path == site || RealPath.is(site, inside: path) ? nil : (folder, "the folder of \(file.displayPath)")
        }
        return [(discovery.contentFolder, "Content"), (siteFolder.appendingPathComponent("Templates", isDirectory: true), "Templates")]
            + files.map { ($0.url, $0.displayPath) } + folders
    }

    /// How messages name the output folder: relative to the site when inside it.
    public var outputDisplayPath: String {
        let site = siteFolder.path.hasSuffix("/") ? siteFolder.path : siteFolder.path + "/"
        return outputFolder.path.hasPrefix(site) ? String(outputFolder.path.dropFirst(site.count)) : outputFolder.path
    }
}
