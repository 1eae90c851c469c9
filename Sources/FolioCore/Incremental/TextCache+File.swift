import Foundation

/// The text cache as a file: a header line, the renderer's identity and Folio's version, every
/// entry's HTML and plain text one after another, then the index (each entry's key, the sizes
/// of its two texts, its links, tags and answers), then where the index starts; every number
/// little-endian 64-bit, every string its byte count and bytes. Reading takes the index only:
/// the texts stay in the file (`TextStore`) until a page needs one, so a build does not hold
/// the last build's texts in memory. Binary, because JSON took longer to decode than the texts
/// take to render. A file that is damaged, cut short or from another version reads as no cache.
extension TextCache {
    static let header = Array("folio-texts 2\n".utf8)
    /// Enough for the header, the identity and the version.
    private static let headLimit = 1 << 16

    static func read(from url: URL) -> TextCache? {
        guard let store = TextStore.reading(url), let size = store.size, size >= 8 else { return nil }
        var head: [UInt8] = []
        var tail: [UInt8] = []
        guard store.copy(at: 0, count: Int(min(size, Int64(headLimit))), to: &head), store.copy(at: size - 8, count: 8, to: &tail) else { return nil }
        let start: (identity: String, texts: Int64)? = head.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            guard reader.bytes(header.count).map(Array.init) == header, let identity = reader.text(), reader.text() == Folio.version else { return nil }
            return (identity, Int64(reader.position))
        }
        guard let (identity, textsStart) = start, let indexStart = tail.withUnsafeBytes({ ByteReader($0).numberAtStart() }).flatMap(Int64.init(exactly:)),
              indexStart >= textsStart, indexStart <= size - 8
        else { return nil }
        var index: [UInt8] = []
        guard store.copy(at: indexStart, count: Int(size - 8 - indexStart), to: &index) else { return nil }
        return index.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            guard let count = reader.count() else { return nil }
            var cache = TextCache(identity: identity)
            var offset = textsStart
            for _ in 0..<count {
                guard let hash = reader.number(), let size = reader.number().flatMap(Int.init(exactly:)), let plainText = reader.number().flatMap(Int.init(exactly:)), let flags = reader.byte(),
                      let htmlCount = reader.number().flatMap(Int.init(exactly:)), let plainCount = reader.number().flatMap(Int.init(exactly:)),
                      let links = reader.texts(), let tags = reader.texts(), let answerCount = reader.count(),
                      Int64(htmlCount) <= indexStart - offset, Int64(plainCount) <= indexStart - offset - Int64(htmlCount)
                else { return nil }
                var answers: [Answer] = []
                for _ in 0..<answerCount {
                    guard let wiki = reader.byte(), let asked = reader.text(), let given = reader.optionalText() else { return nil }
                    answers.append(Answer(wiki: wiki == 1, asked: asked, answer: given))
                }
                let key = Key(hash: hash, size: size, plainText: plainText, answersLinks: flags & 1 != 0, answersWikiLinks: flags & 2 != 0)
                let text = StoredText(store: store, offset: offset, htmlCount: htmlCount, plainCount: plainCount, links: links, tags: tags)
                offset += Int64(htmlCount + plainCount)
                cache.insert(Entry(rendered: text, answers: answers), for: key)
            }
            return reader.isAtEnd && offset == indexStart ? cache : nil
        }
    }

    /// Written a megabyte at a time (`ByteFile`): the whole file would be a second copy of every
    /// text. Each text is copied from the store it waits in.
    func write(to url: URL) throws {
        let file = try ByteFile(url: url)
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(Self.chunk + (1 << 16))
        writer.bytes.append(contentsOf: Self.header)
        writer.text(identity)
        writer.text(Folio.version)
        var flushed = 0
        var index = ByteWriter()
        index.number(UInt64(entries.count))
        // In key order, so the same texts make the same file.
        for (key, entry) in entries.sorted(by: { ($0.key.hash, $0.key.size, $0.key.plainText) < ($1.key.hash, $1.key.size, $1.key.plainText) }) {
            let text = entry.rendered
            guard text.store?.copy(at: text.offset, count: text.htmlCount + text.plainCount, to: &writer.bytes) ?? true else {
                file.abandon()
                throw POSIXError(.EIO)
            }
            index.number(key.hash)
            index.number(UInt64(key.size))
            index.number(UInt64(key.plainText))
            index.bytes.append((key.answersLinks ? 1 : 0) | (key.answersWikiLinks ? 2 : 0))
            index.number(UInt64(text.htmlCount))
            index.number(UInt64(text.plainCount))
            index.texts(text.links)
            index.texts(text.tags)
            index.number(UInt64(entry.answers.count))
            for answer in entry.answers {
                index.bytes.append(answer.wiki ? 1 : 0)
                index.text(answer.asked)
                index.optionalText(answer.answer)
            }
            if writer.bytes.count >= Self.chunk {
                flushed += writer.bytes.count
                try write(&writer, to: file)
            }
        }
        let indexStart = flushed + writer.bytes.count
        try write(&writer, to: file)
        index.number(UInt64(indexStart))
        try write(&index, to: file)
        try file.finish()
    }

    private static let chunk = 1 << 20

    private func write(_ writer: inout ByteWriter, to file: ByteFile) throws {
        do { try file.write(&writer) } catch { file.abandon(); throw error }
    }
}
