/// A cover image as a page links it, with its size.
struct CoverView: Sendable, TemplateFields {
    let src: String
    let width: Int
    let height: Int

    init(_ file: CoverFile, from page: PageContext) {
        src = page.link(file.path)
        width = file.width
        height = file.height
    }
}
