import FolioBase
import FolioModel
import FolioOutput

/// One memo or book as the search index holds it: what the search page matches a query against
/// (title, account or author, tags, text) and what a result shows (title, kind, date, a snippet
/// of the text), all as plain text.
package struct SearchRecord: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case memo = "m"
        case book = "b"
    }

    package let title: String
    /// From the site's root.
    package let url: PagePath
    package let kind: Kind
    /// A memo's account, a book's author.
    package let by: String
    /// A memo's tags, separated by spaces (lowercased, as the tag pages name them).
    package let tags: String
    /// A memo's `yyyy/MM/dd`, as the lists write a date; empty for a book.
    package let date: String
    /// The text, in parts joined by new lines (the empty ones left out): a memo's, or a book's
    /// rendered fields.
    package let parts: [SearchText]

    package init(title: String, url: PagePath, kind: Kind, by: String, tags: String, date: String, parts: [SearchText]) {
        (self.title, self.url, self.kind, self.by, self.tags, self.date, self.parts) = (title, url, kind, by, tags, date, parts)
    }

    /// The words without Markdown, from the parse the pages used (a paragraph a line).
    package var text: String { parts.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n") }

    /// The most bytes of its text a record's display data keeps, for the snippet a result shows
    /// (a word found only further on gives a snippet of the text's start).
    package static let snippetSourceBytes = 600

    /// What a result shows, as a JSON array on one line: `["title","url","m","by","date","text"]`,
    /// the text's first `snippetSourceBytes` (its parts joined by `\n`, cut where a character
    /// starts, `…` where it is cut).
    package func encoded() -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for field in [title, url.description, kind.rawValue, by, date] {
            JSONString.append(field, to: &out)
            out.append(UInt8(ascii: ","))
        }
        out.append(UInt8(ascii: "\""))
        var room = Self.snippetSourceBytes
        for text in parts where room > 0 {
            text.withPlainText { part in
                guard !part.isEmpty else { return }
                if room < Self.snippetSourceBytes {
                    out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                    room -= 1
                }
                var end = min(part.count, max(room, 0))
                while end < part.count && end > 0 && part[end] & 0xC0 == 0x80 { end -= 1 }
                JSONString.appendEscaped(UnsafeBufferPointer(rebasing: part[0..<end]), to: &out)
                room -= part.count
                if end < part.count { out.append(contentsOf: Array("…".utf8)) }
            }
        }
        out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "]")])
        return out
    }

    /// Calls `body` with the UTF-8 of each text the index searches, the title first (`inTitle`),
    /// then the account or author, the tags and each part of the text.
    package func forEachText(_ body: (_ text: UnsafeBufferPointer<UInt8>, _ inTitle: Bool) -> Void) {
        for (field, inTitle) in [(title, true), (by, false), (tags, false)] {
            var field = field
            field.withUTF8 { body($0, inTitle) }
        }
        for part in parts {
            part.withPlainText { body($0, false) }
        }
    }

    /// The record's distinct terms (`SearchTokenizer`), each with whether its title holds it,
    /// in the order they first come.
    package func terms() -> [(term: String, inTitle: Bool)] {
        var seen: Set<String> = []
        var terms: [(term: String, inTitle: Bool)] = []
        forEachText { text, inTitle in
            SearchTokenizer.forEachTerm(in: String(decoding: text, as: UTF8.self)) { term in
                if seen.insert(term).inserted { terms.append((term, inTitle)) }
            }
        }
        return terms
    }

    package static func == (a: SearchRecord, b: SearchRecord) -> Bool {
        (a.title, a.url, a.kind, a.by) == (b.title, b.url, b.kind, b.by) && (a.tags, a.date, a.text) == (b.tags, b.date, b.text)
    }
}
