/// What one note body may cost, whatever its bytes hold.
public enum AppleNoteLimits {
    /// A body unpacked (its protobuf): Notes' own notes are kilobytes, a long one with many
    /// styles a megabyte or two. Its attribute runs are held as their bytes until they are read
    /// (16 bytes each for small ones), so a hostile body of two-byte runs costs eight times this.
    public static let unpackedBytes = 16 << 20

    /// List levels shown: an item indented deeper is shown at the deepest, so no indent, however
    /// absurd, nests HTML more than this.
    public static let listLevels = 8

    /// A table's data unpacked (ZMERGEABLEDATA1's protobuf): a table of a hundred rows of
    /// sentences is some hundreds of kilobytes.
    public static let tableBytes = 4 << 20

    /// Cells a table may have (rows × columns), and rows or columns alone: a larger one is
    /// shown as its placeholder, with a warning.
    public static let tableCells = 10_000
}
