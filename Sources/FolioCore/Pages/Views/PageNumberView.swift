/// A numbered link of a pager, or a gap (`…`) where numbers are left out.
struct PageNumberView: Sendable, TemplateFields {
    let number: Int
    let href: String
    let current: Bool
    let gap: Bool

    init(number: Int, href: String, current: Bool) {
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

    static let gap = PageNumberView()
}
