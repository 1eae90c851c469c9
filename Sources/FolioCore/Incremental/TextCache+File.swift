import FolioMarkdown
import Foundation

/// The text cache as a file: a header line, the renderer's identity and Folio's version, then
/// each entry's key and strings, every string as its byte count and bytes (little-endian
/// 64-bit numbers). Binary, because JSON took longer to decode than the texts take to render.
/// A file that is damaged, cut short or from another version reads as no cache at all.
extension TextCache {
    static let header = Array("folio-texts 1\n".utf8)

    static func read(from url: URL) -> TextCache? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        return data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            guard reader.bytes(header.count).map(Array.init) == header, let identity = reader.text(), reader.text() == Folio.version,
                  let count = reader.count()
            else { return nil }
            var cache = TextCache(identity: identity)
            for _ in 0..<count {
                guard let hash = reader.number(), let size = reader.count(), let plainText = reader.number().flatMap(Int.init(exactly:)), let flags = reader.byte(),
                      let html = reader.text(), let plain = reader.text(), let links = reader.texts(), let tags = reader.texts(),
                      let answerCount = reader.count()
                else { return nil }
                var answers: [Answer] = []
                for _ in 0..<answerCount {
                    guard let wiki = reader.byte(), let asked = reader.text(), let given = reader.optionalText() else { return nil }
                    answers.append(Answer(wiki: wiki == 1, asked: asked, answer: given))
                }
                let key = Key(hash: hash, size: size, plainText: plainText, answersLinks: flags & 1 != 0, answersWikiLinks: flags & 2 != 0)
                cache.insert(Entry(rendered: RenderedMarkdown(html: html, links: links, tags: tags, plainText: plain), answers: answers), for: key)
            }
            return reader.isAtEnd ? cache : nil
        }
    }

    /// Written a megabyte at a time (`ByteFile`): the whole file would be a second copy of every text.
    func write(to url: URL) throws {
        let file = try ByteFile(url: url)
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(Self.chunk + (1 << 16))
        writer.bytes.append(contentsOf: Self.header)
        writer.text(identity)
        writer.text(Folio.version)
        writer.number(UInt64(entries.count))
        // In key order, so the same texts make the same file.
        for (key, entry) in entries.sorted(by: { ($0.key.hash, $0.key.size, $0.key.plainText) < ($1.key.hash, $1.key.size, $1.key.plainText) }) {
            writer.number(key.hash)
            writer.number(UInt64(key.size))
            writer.number(UInt64(key.plainText))
            writer.bytes.append((key.answersLinks ? 1 : 0) | (key.answersWikiLinks ? 2 : 0))
            writer.text(entry.rendered.html)
            writer.text(entry.rendered.plainText)
            writer.texts(entry.rendered.links)
            writer.texts(entry.rendered.tags)
            writer.number(UInt64(entry.answers.count))
            for answer in entry.answers {
                writer.bytes.append(answer.wiki ? 1 : 0)
                writer.text(answer.asked)
                writer.optionalText(answer.answer)
            }
            if writer.bytes.count >= Self.chunk { try write(&writer, to: file) }
        }
        try write(&writer, to: file)
        try file.finish()
    }

    private static let chunk = 1 << 20

    private func write(_ writer: inout ByteWriter, to file: ByteFile) throws {
        do { try file.write(&writer) } catch { file.abandon(); throw error }
    }
}
