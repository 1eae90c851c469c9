import FolioBase
import FolioModel
import FolioOutput

package struct TagIndexView: Sendable, TemplateFields {
    package let tags: [CountedLinkView]
    package let tagCountText: String
    package let pager: PagerView?
}
