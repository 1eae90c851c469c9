import FolioBase
import FolioModel
import FolioOutput

/// A part of a search record's text: a rendered text the model keeps, or words at hand (a
/// highlight, a saved page's address).
package enum SearchText: Sendable {
    case rendered(RenderedText)
    case words(String)

    package var plainText: String {
        switch self {
        case .rendered(let text): text.plainText
        case .words(let words): words
        }
    }

    /// Calls `body` with the plain text's UTF-8 bytes.
    package func withPlainText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .rendered(let text): text.rendered.plainTextUTF8.withUnsafeBufferPointer(body)
        case .words(var words): words.withUTF8(body)
        }
    }
}
