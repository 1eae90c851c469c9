import Foundation

/// The index's file, as `ByteWriter` writes numbers and texts, in an order that lets a build
/// read what it needs of it and change it in place (`EditIndex.Stored`): the head, the spans
/// and the search records' measures at fixed sizes, the notebooks, then each memo's offset
/// and the memos (a page's path as its text: no segment is empty or holds a `/`). A file that cannot be read, or was written by another format or version,
/// is no index: the next build runs in full.
extension EditIndex {
    /// 1: the first.
    static let format: UInt64 = 1
    /// A span's bytes in the file: five numbers.
    static let spanBytes = 40
    /// A measure's: two.
    static let measureBytes = 16

    /// The file's bytes but for the output's stamp, which the build knows only once the output
    /// is in place (`Encoded.write`): they are made while it is moved there.
    struct Encoded: Sendable {
        let bytes: [UInt8]
        let stampAt: Int

        /// Written in three pieces, the stamp between the others: no copy of the whole.
        func write(to url: URL, stamp: OutputStamp) throws {
            var writer = ByteWriter()
            writer.stamp(stamp)
            let file = try ByteFile(url: url)
            do {
                try bytes.withUnsafeBytes { raw in
                    try file.write(UnsafeRawBufferPointer(rebasing: raw[..<stampAt]))
                    try writer.bytes.withUnsafeBytes { try file.write($0) }
                    try file.write(UnsafeRawBufferPointer(rebasing: raw[(stampAt + writer.bytes.count)...]))
                }
                try file.finish()
            } catch {
                file.abandon()
                throw error
            }
        }
    }

    /// The file's bytes, its memos' entries (`memoEntries`) already encoded.
    func encoded(memoEntries: (offsets: [Int], bytes: [UInt8])) -> Encoded {
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(256 + spans.count * Self.spanBytes + measures.count * Self.measureBytes + 8 * memoEntries.offsets.count + memoEntries.bytes.count)
        writer.number(Self.format)
        writer.text(Folio.version)
        let stampAt = writer.bytes.count
        writer.stamp(OutputStamp(device: 0, inode: 0, seconds: 0, nanoseconds: 0))
        writer.count(filePrint.size)
        writer.number(filePrint.value)
        writer.count(shardBytes)
        writer.count(pageCount)
        writer.text(file)
        writer.count(spans.count)
        for span in spans { writer.span(span) }
        writer.count(measures.count)
        for measure in measures { writer.measure(measure) }
        writer.count(accounts.count)
        for account in accounts { writer.target(account) }
        writer.count(memoEntries.offsets.count)
        let start = writer.bytes.count + 8 * memoEntries.offsets.count
        for offset in memoEntries.offsets { writer.count(start + offset) }
        writer.bytes += memoEntries.bytes
        return Encoded(bytes: writer.bytes, stampAt: stampAt)
    }

    /// Each memo's entry, one after another, and where each starts among them.
    func encodedMemos() -> (offsets: [Int], bytes: [UInt8]) {
        var entries = ByteWriter()
        entries.bytes.reserveCapacity(200 * memos.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(memos.count)
        // By index: a `for memo in memos` copies each entry, every field retained again.
        for index in memos.indices {
            offsets.append(entries.bytes.count)
            entries.memo(memos[index])
        }
        return (offsets, entries.bytes)
    }
}

extension ByteWriter {
    mutating func stamp(_ stamp: OutputStamp) {
        for part in [stamp.device, stamp.inode, UInt64(bitPattern: Int64(stamp.seconds)), UInt64(bitPattern: Int64(stamp.nanoseconds))] { number(part) }
    }

    mutating func span(_ span: EditIndex.Span) {
        count(span.length)
        count(span.gap)
        number(span.hash)
        number(span.gapHash)
        optionalCount(span.memo)
    }

    mutating func measure(_ measure: SearchIndex.Measure) {
        count(measure.count)
        number(measure.hash)
    }

    fileprivate mutating func memo(_ memo: EditIndex.Memo) {
        count(memo.account)
        text(memo.title)
        text(memo.path.description)
        time(memo.createTime)
        bytes.append(memo.modified == nil ? 0 : 1)
        if let modified = memo.modified { time(modified) }
        text(memo.source.file)
        optionalCount(memo.source.line)
        optionalCount(memo.source.column)
        texts(memo.source.recordPath)
        optionalCount(memo.previous)
        optionalCount(memo.next)
        texts(memo.tags)
        count(memo.tagPages.count)
        for tag in memo.tagPages { target(tag) }
        count(memo.backlinks.count)
        for backlink in memo.backlinks { count(backlink) }
        number(memo.summaryHash)
        count(memo.rank)
        bytes.append(memo.linksOnlyOut ? 1 : 0)
    }

    fileprivate mutating func target(_ target: MemoPageInputs.Target) {
        text(target.title)
        text(target.path.description)
    }

    private mutating func time(_ time: LocalDateTime) {
        count(time.year)
        count(time.month)
        count(time.day)
        count(time.hour)
        count(time.minute)
    }

    mutating func count(_ value: Int) {
        number(UInt64(bitPattern: Int64(value)))
    }

    /// 0 for none, else the value and one.
    mutating func optionalCount(_ value: Int?) {
        number(value.map { UInt64(bitPattern: Int64($0)) &+ 1 } ?? 0)
    }
}

extension ByteReader {
    mutating func stamp() -> OutputStamp? {
        guard let device = number(), let inode = number(), let seconds = int(), let nanoseconds = int() else { return nil }
        return OutputStamp(device: device, inode: inode, seconds: seconds, nanoseconds: nanoseconds)
    }

    mutating func span() -> EditIndex.Span? {
        guard let length = int(), let gap = int(), let hash = number(), let gapHash = number(), let memo = optionalCount() else { return nil }
        return EditIndex.Span(length: length, gap: gap, hash: hash, gapHash: gapHash, memo: memo)
    }

    mutating func measure() -> SearchIndex.Measure? {
        guard let count = int(), let hash = number() else { return nil }
        return (count, hash)
    }

    mutating func memo() -> EditIndex.Memo? {
        guard let account = int(), let title = text(), let path = text(), let created = time(), let hasModified = byte(), hasModified <= 1 else { return nil }
        let modified = hasModified == 1 ? time() : nil
        guard hasModified == 0 || modified != nil, let file = text(), let line = optionalCount(), let column = optionalCount(), let recordPath = texts(),
              let previous = optionalCount(), let next = optionalCount(), let tags = texts(), let tagCount = count() else { return nil }
        var tagPages: [MemoPageInputs.Target] = []
        for _ in 0..<tagCount {
            guard let tag = target() else { return nil }
            tagPages.append(tag)
        }
        guard let backlinkCount = count() else { return nil }
        var backlinks: [Int] = []
        for _ in 0..<backlinkCount {
            guard let backlink = int() else { return nil }
            backlinks.append(backlink)
        }
        guard let summaryHash = number(), let rank = int(), let linksOnlyOut = byte(), linksOnlyOut <= 1 else { return nil }
        return EditIndex.Memo(
            account: account, title: title, path: PagePath(path), createTime: created, modified: modified,
            source: SourceLocation(file: file, line: line, column: column, recordPath: recordPath), previous: previous, next: next,
            tags: tags, tagPages: tagPages, backlinks: backlinks, summaryHash: summaryHash, rank: rank, linksOnlyOut: linksOnlyOut == 1)
    }

    mutating func target() -> MemoPageInputs.Target? {
        guard let title = text(), let path = text() else { return nil }
        return MemoPageInputs.Target(title: title, path: PagePath(path))
    }

    private mutating func time() -> LocalDateTime? {
        guard let year = int(), let month = int(), let day = int(), let hour = int(), let minute = int() else { return nil }
        return LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    mutating func int() -> Int? {
        number().map { Int(Int64(bitPattern: $0)) }
    }

    /// What `ByteWriter.optionalCount` wrote: `.some(nil)` for none.
    mutating func optionalCount() -> Int?? {
        guard let value = number() else { return nil }
        return .some(value == 0 ? nil : Int(Int64(bitPattern: value &- 1)))
    }
}
