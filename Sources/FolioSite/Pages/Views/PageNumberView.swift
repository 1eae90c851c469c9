import FolioBase
import FolioModel
import FolioOutput

/// A numbered link of a pager, or a gap (`…`) where numbers are left out.
package struct PageNumberView: Sendable, TemplateFields {
    package let number: Int
    package let href: String
    package let current: Bool
    package let gap: Bool

    package init(number: Int, href: String, current: Bool) {
        self.number = number
        self.href = href
        self.current = current
        self.gap = false
    }

    private init() {
        number = 0
        href = ""
        current = false
        gap = true
    }

    package static let gap = PageNumberView()
}
