/// The most Folio reads from one input, so that no file can cost a build its memory or its time.
/// The README's trust section lists these values; change them together.
package enum ReadLimits {
    /// Any data file. SQLite files are read in place (or copied), not into memory.
    package static let dataFile: Int64 = 2 * ByteCount.gibibyte
    /// A property list, which is read into memory whole (200,000 memos of the benchmark's
    /// corpus are 300 MB; a million short memos about 170 MB).
    package static let propertyList: Int64 = 1 * ByteCount.gibibyte
    /// A binary property list may share one object among many places, so its text and data
    /// could decode to far more than the file holds: at most this many times its size…
    package static let plistExpansion: Int64 = 8
    /// …plus this much…
    package static let plistExpansionAllowance: Int64 = 16 * ByteCount.mebibyte
    /// …and never more than this.
    package static let plistDecoded: Int64 = 1 * ByteCount.gibibyte
    /// A reading export (CSV), read into memory whole and parsed a character at a time (a
    /// Goodreads export of 1,400 books is 360 KB).
    package static let csvFile: Int64 = 64 * ByteCount.mebibyte
    /// `folio.yml`.
    package static let configFile: Int64 = 1 * ByteCount.mebibyte
    /// A file of the site's `Templates/` (templates, style sheets, images).
    package static let themeFile: Int64 = 64 * ByteCount.mebibyte

    /// What a binary property list of `size` bytes may decode to.
    package static func plistDecoded(forFileOf size: Int) -> Int64 {
        min(plistDecoded, Int64(size) * plistExpansion + plistExpansionAllowance)
    }
}
