//
// FOLIO PATCH 1 (see PATCHES.md): a tag's name, split on "." once, when the template is parsed,
// instead of every time the tag is rendered.
//

/// The name in a variable or section tag: `name`, `a.b.c`, `.` or `.name`.
struct MustacheName: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        /// `.`: the current object
        case current
        /// empty, as in `{{first()}}`: the sequence context, when a transform is applied
        case empty
        /// `.name`: looked up in the current object only
        case local
        /// `name` or `a.b`: looked up through the context stack
        case stack
    }

    let text: String
    let kind: Kind
    /// The parts between the dots, empty parts left out (as `split` leaves them).
    let parts: [String]

    init(_ text: String) {
        self.text = text
        if text == "." {
            self.kind = .current
        } else if text.isEmpty {
            self.kind = .empty
        } else if text.first == "." {
            self.kind = .local
        } else {
            self.kind = .stack
        }
        self.parts = text.split(separator: ".").map { String($0) }
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    var description: String { text }

    static func == (lhs: MustacheName, rhs: MustacheName) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
