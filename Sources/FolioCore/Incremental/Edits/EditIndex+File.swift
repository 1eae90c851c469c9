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

        func write(to url: URL, stamp: OutputStamp) throws {
            var writer = ByteWriter()
            writer.stamp(stamp)
            var bytes = bytes
            bytes.replaceSubrange(stampAt..<stampAt + writer.bytes.count, with: writer.bytes)
            writer.bytes = bytes
            try ByteFile.write(&writer, to: url)
        }
    }

    func encoded() -> Encoded {
        var writer = ByteWriter()
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
        var entries = ByteWriter()
        entries.bytes.reserveCapacity(200 * memos.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(memos.count)
        for memo in memos {
            offsets.append(entries.bytes.count)
            entries.memo(memo)
        }
        writer.count(memos.count)
        let start = writer.bytes.count + 8 * memos.count
        for offset in offsets { writer.count(start + offset) }
        writer.bytes += entries.bytes
        return Encoded(bytes: writer.bytes, stampAt: stampAt)
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
