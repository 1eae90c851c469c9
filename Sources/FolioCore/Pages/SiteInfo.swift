import Mustache

/// What every page may show about the site as a whole, whatever its own view: templates reach
/// these names from any page (`hasFeed`, `feedHref`, `baseURL`, `searchHref`).
public struct SiteInfo: Sendable {
    /// Absolute, ending in `/`; nil when no `--base-url` was given.
    public let baseURL: String?
    /// Who writes the site, for the feed; nil to name the site itself.
    public let author: String?

    public init(baseURL: String?, author: String? = nil) {
        self.baseURL = baseURL
        self.author = author
    }

    /// The absolute URL of a page; nil without a base URL.
    public func absoluteURL(_ path: PagePath) -> String? {
        baseURL.map { $0 + path.segments.map(Self.percentEncoded).joined(separator: "/") }
    }

    static func percentEncoded(_ segment: String) -> String {
        var out = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

/// A page's view with the site's values behind it: a name the view does not have is looked
/// up in the site.
struct PageEnvelope: TemplateView {
    /// The view, cast once: a cast on every lookup costs more than the lookup.
    let view: MustacheParent?
    let path: PagePath
    let site: SiteInfo

    init(view: Any, path: PagePath, site: SiteInfo) {
        self.view = view as? MustacheParent
        self.path = path
        self.site = site
    }

    func value(named name: String) -> Any? {
        if let value = view?.child(named: name) {
            return value
        }
        switch name {
        case "hasFeed": return site.baseURL != nil
        case "feedHref": return site.baseURL == nil ? nil : path.link(to: SiteMap.feed)
        case "baseURL": return site.baseURL
        case "searchHref": return path.link(to: SiteMap.search)
        default: return nil
        }
    }
}
