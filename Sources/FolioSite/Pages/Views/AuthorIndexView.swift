import FolioBase
import FolioModel
import FolioOutput

package struct AuthorIndexView: Sendable, TemplateFields {
    package let authors: [CountedLinkView]
    package let authorCountText: String
    package let pager: PagerView?
}
