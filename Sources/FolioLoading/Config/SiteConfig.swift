import FolioBase
import FolioModel
import FolioStores

/// `folio.yml`: the site's settings. Every key is optional; command-line options override them.
public struct SiteConfig: Codable, Equatable, Sendable {
    public var title: String?
    public var author: String?
    public var language: String?
    /// An IANA zone name (`Asia/Shanghai`): notes' times and `--now` are read in it.
    public var timezone: String?
    public var baseURL: String?
    public var bookOrder: BookOrder?
    public var pageSize: Int?
    /// The output folder, relative to the site.
    public var output: String?
    /// When given, exactly these files are read, as these kinds, instead of everything in Content/.
    public var sources: [SourceConfig]?
    /// `all` (the default) or `only-listed`: then only the notebooks under `notebooks` are published.
    public var publish: PublishRule?
    public var notebooks: [String]?
    /// Notebooks and tags never published: a note in one appears nowhere.
    public var exclude: Exclusions?
    /// `skip` (the default) or `publish`: notes their app has archived (Bear's archive).
    public var archived: ArchivedRule?
    /// The order of the home page's parts, for a site with both notes and books.
    public var home: [HomePart]?

    public init() {}

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case title, author, language, timezone
        case baseURL = "base_url", bookOrder = "book_order", pageSize = "page_size"
        case output, sources, publish, notebooks, exclude, archived, home
    }

    /// A part of the home page: the notebooks and newest notes, or the reading log.
    public typealias HomePart = FolioModel.HomePart

    public enum PublishRule: String, Codable, Sendable, CaseIterable {
        case all
        case onlyListed = "only-listed"
    }

    public enum ArchivedRule: String, Codable, Sendable, CaseIterable {
        case skip, publish
    }

    public struct Exclusions: Codable, Equatable, Sendable {
        public var notebooks: [String]?
        public var tags: [String]?

        public init(notebooks: [String]? = nil, tags: [String]? = nil) {
            self.notebooks = notebooks
            self.tags = tags
        }

        package enum CodingKeys: String, CodingKey, CaseIterable {
            case notebooks, tags
        }
    }
}


extension BookOrder: Codable {}
