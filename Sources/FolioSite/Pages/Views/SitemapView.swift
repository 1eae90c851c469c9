import FolioBase
import FolioModel
import FolioOutput

package struct SitemapView: Sendable, TemplateFields {
    package let urls: [String]
}
