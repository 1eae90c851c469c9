import Foundation

/// The offline search's data: a script that sets `window.FOLIO_SEARCH_INDEX` to one entry per
/// memo and book, so `search.html` works from file:// (a page may load a script from disk, not
/// fetch a JSON file). Each entry: `t` title, `u` URL from the site root, `k` kind (`memo` or
/// `book`), `a` account or author, `g` tags, `b` the text.
enum SearchIndex {
    static let path = PagePath("search-index.js")
    static let batchSize = 2048

    static func script(for site: SitePages, workers: Int) -> Data {
        let content = site.content
        let memos = content.accounts.indices.flatMap { account in content.accounts[account].memos.indices.map { (account, $0) } }
        func encode(_ index: Int) -> [UInt8] {
            if index < memos.count {
                let (account, position) = memos[index]
                let memo = content.accounts[account].memos[position]
                let tags = account < site.model.tags.tagsOfMemos.count ? site.model.tags.tagsOfMemos[account][position] : []
                return entry(title: memo.title, url: site.siteMap.memoPath(account, position), kind: "memo",
                             by: content.accounts[account].displayName, tags: tags.joined(separator: " "), text: memo.detail)
            }
            let book = content.books[index - memos.count]
            return entry(title: book.name, url: site.siteMap.path(for: .book(index - memos.count)), kind: "book", by: book.author, tags: "",
                         text: [book.introOfAuthor, book.contentOfBook, book.summary].joined(separator: "\n"))
        }
        // Encoded a batch at a time, so only one batch waits beside the growing file.
        let total = memos.count + content.books.count
        var data: [UInt8] = []
        data.reserveCapacity(memos.reduce(0) { $0 + content.accounts[$1.0].memos[$1.1].detail.utf8.count } * 11 / 10 + 4096)
        data += Array("window.FOLIO_SEARCH_INDEX = [\n".utf8)
        for start in stride(from: 0, to: total, by: batchSize) {
            let count = min(batchSize, total - start)
            for chunk in Parallel.map(count, workers: workers, { encode(start + $0) }) {
                data.append(contentsOf: chunk)
            }
        }
        data.append(contentsOf: Array("];\n".utf8))
        return Data(data)
    }

    private static func entry(title: String, url: PagePath, kind: String, by: String, tags: String, text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + title.utf8.count + 96)
        out += Array("{\"t\":".utf8); json(title, into: &out)
        out += Array(",\"u\":".utf8); json(url.description, into: &out)
        out += Array(",\"k\":\"\(kind)\",\"a\":".utf8); json(by, into: &out)
        out += Array(",\"g\":".utf8); json(tags, into: &out)
        out += Array(",\"b\":".utf8); json(text, into: &out)
        out += Array("},\n".utf8)
        return out
    }

    /// Appends a JSON string literal; `<`, `>`, `&` and the line separators are escaped too.
    /// Runs of bytes that need no escape are copied whole, found eight bytes at a time.
    static func json(_ text: String, into out: inout [UInt8]) {
        var text = text
        out.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                if index + ByteWord.size <= bytes.count, isPlain(ByteWord(bytes, at: index)) {
                    index += ByteWord.size
                    continue
                }
                let byte = bytes[index]
                let escape: [UInt8]
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = [0x5C, 0x22]
                case UInt8(ascii: "\\"): escape = [0x5C, 0x5C]
                case UInt8(ascii: "\n"): escape = [0x5C, UInt8(ascii: "n")]
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00..<0x20: escape = escaped(UInt32(byte))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = escaped(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    length = 3
                default:
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: escape)
                index += length
                start = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// No byte of the word needs an escape (or starts a line separator).
    private static func isPlain(_ word: ByteWord) -> Bool {
        !word.containsByte(below: 0x20) && !word.contains(UInt8(ascii: "\"")) && !word.contains(UInt8(ascii: "\\"))
            && !word.contains(UInt8(ascii: "<")) && !word.contains(UInt8(ascii: ">")) && !word.contains(UInt8(ascii: "&"))
            && !word.contains(0xE2)
    }

    private static func escaped(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
