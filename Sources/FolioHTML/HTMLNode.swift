/// A parsed HTML fragment as Folio keeps it: elements with their attributes, and text.
/// Comments, processing instructions and the like are not kept.
public indirect enum HTMLNode: Equatable, Sendable {
    case element(String, attributes: [(name: String, value: String)], children: [HTMLNode])
    case text(String)

    public static func == (lhs: HTMLNode, rhs: HTMLNode) -> Bool {
        switch (lhs, rhs) {
        case let (.text(a), .text(b)): a == b
        case let (.element(a, x, c), .element(b, y, d)): a == b && c == d && x.map(\.name) == y.map(\.name) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }
}
