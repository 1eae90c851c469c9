import Foundation

/// The text cache as a file: a header line, the renderer's identity and Folio's version, the
/// entries' HTML and plain text, then the index (each entry's key, where its texts start, the
/// sizes of its two texts, its HTML's hash, its links, tags and list summary, its plain text's
/// hash and size as JSON, and its answers), then where the index starts; every number
/// little-endian 64-bit, every string its byte count and bytes. Reading takes the index only:
/// the texts stay in the file (`TextStore`) until a page needs one, so a build does not hold
/// the last build's texts in memory. Binary, because JSON took longer to decode than the texts
/// take to render. A file that is damaged, cut short or from another version reads as no cache.
///
/// Each entry says where its texts are, so the texts may be in any order and bytes no entry
/// names may lie between them: a build renders its texts straight into the next file (a
/// `TextStore.partial`, begun with `head`), in the order its threads finish them, and adds only
/// the texts it took from the last build, the index and the end (`write(to:finishing:)`).
extension TextCache {
    static let header = Array("folio-texts 6\n".utf8)
    /// Enough for the header, the identity and the version.
    private static let headLimit = 1 << 16

    /// What the file starts with, for texts rendered under `identity`.
    static func head(identity: String) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.append(contentsOf: header)
        writer.text(identity)
        writer.text(Folio.version)
        return writer.bytes
    }

    static func read(from url: URL) -> TextCache? {
        TextStore.reading(url).flatMap(read(from:))
    }

    /// The cache at `url` and its file, opened to add the next build's texts after its end
    /// (`TextStore.appending`), when the file is a cache of this version rendered under `identity`.
    static func readForAppending(from url: URL, identity: String) -> (cache: TextCache, store: TextStore)? {
        guard let store = TextStore.appending(to: url) else { return nil }
        guard let cache = read(from: store), cache.identity == identity else {
            store.abandon()
            return nil
        }
        return (cache, store)
    }

    private static func read(from store: TextStore) -> TextCache? {
        guard let size = store.size, size >= 8 else { return nil }
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
            for _ in 0..<count {
                guard let hash = reader.number(), let size = reader.number().flatMap(Int.init(exactly:)), let plainText = reader.number().flatMap(Int.init(exactly:)), let flags = reader.byte(),
                      let offset = reader.number().flatMap(Int64.init(exactly:)),
                      let htmlCount = reader.number().flatMap(Int.init(exactly:)), let plainCount = reader.number().flatMap(Int.init(exactly:)),
                      let htmlHash = reader.number(), let links = reader.texts(), let tags = reader.texts(), let summary = reader.text(),
                      let plainHash = reader.number(), let plainJSONCount = reader.number().flatMap(Int.init(exactly:)), let answerCount = reader.count(),
                      offset >= textsStart, offset <= indexStart, Int64(htmlCount) <= indexStart - offset, Int64(plainCount) <= indexStart - offset - Int64(htmlCount)
                else { return nil }
                var answers: [Answer] = []
                for _ in 0..<answerCount {
                    guard let wiki = reader.byte(), let asked = reader.text(), let given = reader.optionalText() else { return nil }
                    answers.append(Answer(wiki: wiki == 1, asked: asked, answer: given))
                }
                let key = Key(hash: hash, size: size, plainText: plainText, answersLinks: flags & 1 != 0, answersWikiLinks: flags & 2 != 0)
                let text = StoredText(store: store, offset: offset, htmlCount: htmlCount, plainCount: plainCount, htmlHash: htmlHash, links: links, tags: tags, summary: summary,
                                      plainHash: plainHash, plainJSONCount: plainJSONCount)
                cache.insert(Entry(rendered: text, answers: answers), for: key)
            }
            return reader.isAtEnd ? cache : nil
        }
    }

    /// Writes the cache to `url`, in a file of its own begun beside it.
    func write(to url: URL) throws {
        try write(to: url, finishing: nil)
    }

    /// Writes the cache to `url` by finishing `unfinished`, the file its new texts were
    /// rendered into (a `partial` begun with `head(identity:)`, or the last cache `appending`),
    /// or a file of its own when there is none: the texts kept elsewhere (the last build's file,
    /// a spool, memory) are copied after the rest a megabyte at a time (`chunk`), then come the
    /// index and where it starts, and the file is moved into place. The last cache is written
    /// afresh instead once no more than half of it would be texts this cache holds (each build
    /// that adds to it leaves its old index and the texts no longer used). A file that cannot be
    /// finished is removed, or cut back to what it was.
    func write(to url: URL, finishing unfinished: TextStore?) throws {
        var reused = unfinished.flatMap { $0.isUnfinished ? $0 : nil }
        if let appended = reused, appended.appendedTo != nil {
            let held = entries.values.reduce(Int64(0)) { $0 + Int64($1.rendered.htmlCount + $1.rendered.plainCount) }
            if appended.length > 2 * held + Int64(Self.chunk) { reused = nil }
        }
        defer { if let unfinished, unfinished !== reused { unfinished.abandon() } }
        let file = try reused
            ?? TextStore.partial(at: url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".partial"), head: Self.head(identity: identity))
        do {
            var buffer = ByteWriter()
            buffer.bytes.reserveCapacity(Self.chunk + (1 << 16))
            var bufferStart = file.length
            func flush() throws {
                let at = buffer.bytes.withUnsafeBufferPointer { file.append(bytes: $0) }
                guard at == bufferStart, file.failure == nil else { throw POSIXError(.EIO) }
                buffer.bytes.removeAll(keepingCapacity: true)
                bufferStart = file.length
            }
            // In key order, so the same entries make the same index; the index is written as it
            // is made, so a million entries cost no second copy of it. The keys are sorted with
            // each entry's place in the table (plain values, which a sort moves without counting
            // references: sorting the entries themselves, copied out, was half of this write),
            // and every entry is read at its place (looking each key up again, twice, was a fifth).
            var order = entries.indices.map { (key: entries[$0].key, place: $0) }
            order.sort { a, b in
                let (x, y) = (a.key, b.key)
                return (x.hash, x.size, x.plainText, x.answersLinks ? 1 : 0, x.answersWikiLinks ? 1 : 0) < (y.hash, y.size, y.plainText, y.answersLinks ? 1 : 0, y.answersWikiLinks ? 1 : 0)
            }
            var offsets: [Int64] = []
            offsets.reserveCapacity(order.count)
            for (_, place) in order {
                let text = entries[place].value.rendered
                guard text.store !== file else {
                    offsets.append(text.offset)
                    continue
                }
                offsets.append(bufferStart + Int64(buffer.bytes.count))
                guard text.store?.copy(at: text.offset, count: text.htmlCount + text.plainCount, to: &buffer.bytes) ?? true else { throw POSIXError(.EIO) }
                if buffer.bytes.count >= Self.chunk { try flush() }
            }
            try flush()
            let indexStart = bufferStart
            buffer.number(UInt64(order.count))
            for ((key, place), offset) in zip(order, offsets) {
                let entry = entries[place].value
                let text = entry.rendered
                buffer.number(key.hash)
                buffer.number(UInt64(key.size))
                buffer.number(UInt64(key.plainText))
                buffer.bytes.append((key.answersLinks ? 1 : 0) | (key.answersWikiLinks ? 2 : 0))
                buffer.number(UInt64(offset))
                buffer.number(UInt64(text.htmlCount))
                buffer.number(UInt64(text.plainCount))
                buffer.number(text.htmlHash)
                buffer.texts(text.links)
                buffer.texts(text.tags)
                buffer.text(text.summary)
                buffer.number(text.plainHash)
                buffer.number(UInt64(text.plainJSONCount))
                buffer.number(UInt64(entry.answers.count))
                for answer in entry.answers {
                    buffer.bytes.append(answer.wiki ? 1 : 0)
                    buffer.text(answer.asked)
                    buffer.optionalText(answer.answer)
                }
                if buffer.bytes.count >= Self.chunk { try flush() }
            }
            buffer.number(UInt64(indexStart))
            try flush()
            try file.keep(as: url)
        } catch {
            file.abandon()
            throw error
        }
    }

    private static let chunk = 1 << 20
}
