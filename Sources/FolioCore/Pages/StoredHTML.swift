/// A rendered text's HTML as a view holds it: read from its store (`StoredText`) only when a
/// template shows it. Its print is the HTML's hash, so a page that is not rendered again (its
/// print unchanged) never reads its text.
struct StoredHTML: Sendable, ViewPrintable {
    let text: StoredText

    init(_ text: StoredText) {
        self.text = text
    }

    var html: String { text.html }

    func addPrint(to print: inout ViewPrint) {
        print.addCount(text.htmlCount)
        print.addCount(Int(truncatingIfNeeded: text.htmlHash))
    }
}
