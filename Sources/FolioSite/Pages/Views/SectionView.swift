import FolioBase
import FolioModel
import FolioOutput

package struct SectionView: Sendable, TemplateFields {
    package let heading: String
    package let bodyHTML: HTMLText
}
