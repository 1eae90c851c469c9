import FolioBase
import FolioModel
import FolioOutput

/// What every page may show about the site as a whole, whatever its own view: templates reach
/// these names from any page (`hasFeed`, `feedHref`, `baseURL`, `searchHref`, `siteSections`).
package struct SiteInfo: Sendable {
    /// Absolute, ending in `/`; nil when no `--base-url` was given.
    package let baseURL: String?
    /// Who writes the site, for the feed; nil to name the site itself.
    package let author: String?
    /// What the site has in it, for the navigation (set once the model is known).
    package var sections = SiteSections.none

    package init(baseURL: String?, author: String? = nil) {
        self.baseURL = baseURL
        self.author = author
    }

    /// The absolute URL of a page; nil without a base URL.
    package func absoluteURL(_ path: PagePath) -> String? {
        baseURL.map { $0 + path.segments.map(Self.percentEncoded).joined(separator: "/") }
    }

    package static func percentEncoded(_ segment: String) -> String {
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
