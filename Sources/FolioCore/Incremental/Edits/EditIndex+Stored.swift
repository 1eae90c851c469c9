import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EditIndex {
    /// The index as its file holds it, read for one edit: the head, the spans and the measures
    /// at once, a memo only when asked for (a build reads three or four of ten thousand). An
    /// edit changes it in place (`save`): a span, a measure, the file's print, and last the
    /// output's stamp, so a file changed part way names no output and is no index.
    struct Stored {
        let bytes: [UInt8]
        let stamp: OutputStamp
        let file: String
        let filePrint: Fingerprint
        let shardBytes: Int
        let pageCount: Int
        let spans: [Span]
        let measures: [SearchIndex.Measure]
        let accounts: [MemoPageInputs.Target]
        let memoCount: Int
        /// Where the stamp, the spans, the measures and the memos' offsets start.
        private let stampAt: Int
        private let spansAt: Int
        private let measuresAt: Int
        private let offsetsAt: Int

        init?(reading url: URL) {
            guard let bytes = try? RegularFile(url: url, location: SourceLocation(file: url.path)).bytes(limit: ReadLimits.dataFile) else { return nil }
            guard let stored = bytes.withUnsafeBytes({ raw -> Stored? in
                var reader = ByteReader(raw)
                guard reader.number() == EditIndex.format, reader.text() == Folio.version else { return nil }
                let stampAt = reader.position
                guard let stamp = reader.stamp(), let size = reader.int(), let value = reader.number(), let shardBytes = reader.int(),
                      let pageCount = reader.int(), let file = reader.text(), let spanCount = reader.count() else { return nil }
                let spansAt = reader.position
                var spans: [Span] = []
                spans.reserveCapacity(spanCount)
                for _ in 0..<spanCount {
                    guard let span = reader.span() else { return nil }
                    spans.append(span)
                }
                guard let measureCount = reader.count() else { return nil }
                let measuresAt = reader.position
                var measures: [SearchIndex.Measure] = []
                measures.reserveCapacity(measureCount)
                for _ in 0..<measureCount {
                    guard let measure = reader.measure() else { return nil }
                    measures.append(measure)
                }
                guard let accountCount = reader.count() else { return nil }
                var accounts: [MemoPageInputs.Target] = []
                for _ in 0..<accountCount {
                    guard let account = reader.target() else { return nil }
                    accounts.append(account)
                }
                guard let memoCount = reader.count(), reader.position + 8 * memoCount <= raw.count else { return nil }
                return Stored(bytes: bytes, stamp: stamp, file: file, filePrint: Fingerprint(size: size, value: value), shardBytes: shardBytes,
                              pageCount: pageCount, spans: spans, measures: measures, accounts: accounts, memoCount: memoCount,
                              stampAt: stampAt, spansAt: spansAt, measuresAt: measuresAt, offsetsAt: reader.position)
            }) else { return nil }
            self = stored
        }

        private init(bytes: [UInt8], stamp: OutputStamp, file: String, filePrint: Fingerprint, shardBytes: Int, pageCount: Int, spans: [Span],
                     measures: [SearchIndex.Measure], accounts: [MemoPageInputs.Target], memoCount: Int, stampAt: Int, spansAt: Int, measuresAt: Int, offsetsAt: Int) {
            (self.bytes, self.stamp, self.file, self.filePrint, self.shardBytes, self.pageCount) = (bytes, stamp, file, filePrint, shardBytes, pageCount)
            (self.spans, self.measures, self.accounts, self.memoCount) = (spans, measures, accounts, memoCount)
            (self.stampAt, self.spansAt, self.measuresAt, self.offsetsAt) = (stampAt, spansAt, measuresAt, offsetsAt)
        }

        /// Memo `slot`, or nil when there is none or it cannot be read.
        func memo(_ slot: Int) -> Memo? {
            guard slot >= 0, slot < memoCount else { return nil }
            return bytes.withUnsafeBytes { raw in
                var reader = ByteReader(raw)
                guard reader.seek(to: offsetsAt + 8 * slot), let offset = reader.int(), reader.seek(to: offset) else { return nil }
                return reader.memo()
            }
        }

        /// Writes into the file at `url` (the one read) span `span` and the measure at `rank`
        /// as they are now, the data file's print, then `stamp`.
        func save(to url: URL, span: Int, _ newSpan: Span, rank: Int, _ measure: SearchIndex.Measure, filePrint: Fingerprint, stamp: OutputStamp) throws {
            let descriptor = open(url.path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw RegularFile.Failure(description: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            func write(_ fill: (inout ByteWriter) -> Void, at offset: Int) throws {
                var writer = ByteWriter()
                fill(&writer)
                let written = writer.bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
                guard written == writer.bytes.count else { throw RegularFile.Failure(description: String(cString: strerror(errno))) }
            }
            guard span < spans.count, rank < measures.count else { throw RegularFile.Failure(description: "no such span or record") }
            try write({ $0.span(newSpan) }, at: spansAt + EditIndex.spanBytes * span)
            try write({ $0.measure(measure) }, at: measuresAt + EditIndex.measureBytes * rank)
            try write({ $0.count(filePrint.size); $0.number(filePrint.value) }, at: stampAt + 32)
            try write({ $0.stamp(stamp) }, at: stampAt)
        }
    }
}
