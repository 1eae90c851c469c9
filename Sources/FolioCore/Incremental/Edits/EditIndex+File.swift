import Foundation

/// The index's file, as `ByteWriter` writes numbers and texts. A file that cannot be read as a
/// whole, or was written by another format or version, is no index: the next build runs in full.
extension EditIndex {
    /// 1: the first.
    static let format: UInt64 = 1

    static func read(from url: URL) -> EditIndex? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return data.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            guard reader.number() == format, reader.text() == Folio.version else { return nil }
            let index = reader.index()
            return reader.isAtEnd ? index : nil
        }
    }

    func write(to url: URL) throws {
        var writer = ByteWriter()
        writer.number(Self.format)
        writer.text(Folio.version)
        writer.index(self)
        let file = try ByteFile(url: url)
        do {
            try file.write(&writer)
            try file.finish()
        } catch {
            file.abandon()
            throw error
        }
    }
}

private extension ByteWriter {
    mutating func index(_ index: EditIndex) {
        for part in [index.stamp.device, index.stamp.inode, UInt64(bitPattern: Int64(index.stamp.seconds)), UInt64(bitPattern: Int64(index.stamp.nanoseconds))] { number(part) }
        text(index.file)
        count(index.filePrint.size)
        number(index.filePrint.value)
        count(index.spans.count)
        for span in index.spans {
            count(span.length)
            count(span.gap)
            number(span.hash)
            number(span.gapHash)
            optionalCount(span.memo)
        }
        count(index.accounts.count)
        for account in index.accounts { target(account) }
        count(index.memos.count)
        for memo in index.memos { self.memo(memo) }
        count(index.measures.count)
        for measure in index.measures {
            count(measure.count)
            number(measure.hash)
        }
        count(index.shardBytes)
        count(index.pageCount)
    }

    mutating func memo(_ memo: EditIndex.Memo) {
        count(memo.account)
        text(memo.title)
        texts(memo.path.segments)
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

    mutating func target(_ target: MemoPageInputs.Target) {
        text(target.title)
        texts(target.path.segments)
    }

    mutating func time(_ time: LocalDateTime) {
        for part in [time.year, time.month, time.day, time.hour, time.minute] { count(part) }
    }

    mutating func count(_ value: Int) {
        number(UInt64(bitPattern: Int64(value)))
    }

    /// 0 for none, else the value and one.
    mutating func optionalCount(_ value: Int?) {
        number(value.map { UInt64(bitPattern: Int64($0)) &+ 1 } ?? 0)
    }
}

private extension ByteReader {
    mutating func index() -> EditIndex? {
        guard let device = number(), let inode = number(), let seconds = number(), let nanoseconds = number(),
              let file = text(), let size = int(), let value = number(), let spanCount = count() else { return nil }
        var spans: [EditIndex.Span] = []
        spans.reserveCapacity(spanCount)
        for _ in 0..<spanCount {
            guard let length = int(), let gap = int(), let hash = number(), let gapHash = number(), let memo = optionalCount() else { return nil }
            spans.append(EditIndex.Span(length: length, gap: gap, hash: hash, gapHash: gapHash, memo: memo))
        }
        guard let accountCount = count() else { return nil }
        var accounts: [MemoPageInputs.Target] = []
        for _ in 0..<accountCount {
            guard let account = target() else { return nil }
            accounts.append(account)
        }
        guard let memoCount = count() else { return nil }
        var memos: [EditIndex.Memo] = []
        memos.reserveCapacity(memoCount)
        for _ in 0..<memoCount {
            guard let memo = memo() else { return nil }
            memos.append(memo)
        }
        guard let measureCount = count() else { return nil }
        var measures: [SearchIndex.Measure] = []
        measures.reserveCapacity(measureCount)
        for _ in 0..<measureCount {
            guard let size = int(), let hash = number() else { return nil }
            measures.append((size, hash))
        }
        guard let shardBytes = int(), let pageCount = int() else { return nil }
        let stamp = OutputStamp(device: device, inode: inode, seconds: Int(Int64(bitPattern: seconds)), nanoseconds: Int(Int64(bitPattern: nanoseconds)))
        return EditIndex(stamp: stamp, file: file, filePrint: Fingerprint(size: size, value: value), spans: spans, accounts: accounts,
                         memos: memos, measures: measures, shardBytes: shardBytes, pageCount: pageCount)
    }

    mutating func memo() -> EditIndex.Memo? {
        guard let account = int(), let title = text(), let path = texts(), let created = time(), let hasModified = byte(), hasModified <= 1 else { return nil }
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
        guard let title = text(), let path = texts() else { return nil }
        return MemoPageInputs.Target(title: title, path: PagePath(path))
    }

    mutating func time() -> LocalDateTime? {
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
