import FolioBase
import FolioModel
import FolioOutput

/// A cover image as a page links it, with its size.
package struct CoverView: Sendable, TemplateFields {
    package let src: String
    package let width: Int
    package let height: Int

    package init(_ file: CoverFile, from page: PageContext) {
        src = page.link(file.path)
        width = file.width
        height = file.height
    }
}
