/// Where a link or image of a text leads once Folio has looked at it: `url` in place of the one
/// written, and `note`, when given, added to its title (after any title the text gave it), to
/// say something a reader should know before following it.
public struct LinkDestination: Sendable, Equatable {
    public let url: String
    public let note: String?

    public init(url: String, note: String? = nil) {
        self.url = url
        self.note = note
    }

    /// The title to write: the text's own, then the note.
    func title(after written: String) -> String? {
        guard let note else { return nil }
        return written.isEmpty ? note : "\(written) (\(note))"
    }
}
