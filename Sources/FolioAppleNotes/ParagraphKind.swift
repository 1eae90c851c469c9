/// What a paragraph of a note is, from its paragraph style.
enum ParagraphKind: Equatable, Sendable {
    enum List: Equatable, Sendable {
        case dotted, dashed, numbered, checklist
    }

    case body, title, heading, subheading, monospaced
    case list(List)

    /// Notes' style numbers; any other is body text.
    init(styleType: Int32) {
        switch styleType {
        case 0: self = .title
        case 1: self = .heading
        case 2: self = .subheading
        case 4: self = .monospaced
        case 100: self = .list(.dotted)
        case 101: self = .list(.dashed)
        case 102: self = .list(.numbered)
        case 103: self = .list(.checklist)
        default: self = .body
        }
    }
}
