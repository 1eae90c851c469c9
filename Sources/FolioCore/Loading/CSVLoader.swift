import Foundation

/// Reads a CSV file as the reading export its header says it is: Goodreads' library export or
/// StoryGraph's (`GoodreadsExport`, `StoryGraphExport`), whatever the file is called. The header
/// is read from the first line, so a file is told without being read whole.
struct CSVLoader {
    let file: DataFile
    var timeZone = TimeZone(identifier: "UTC")!

    /// The export a header belongs to: Goodreads' when it could be both.
    static func kind(of header: [String]) -> SourceKind? {
        let columns = CSVColumns(header)
        if GoodreadsExport.recognises(columns) { return .goodreadsExport }
        if StoryGraphExport.recognises(columns) { return .storyGraphExport }
        return nil
    }

    /// The header of a file that starts like CSV (a first line of three or more fields between
    /// commas or tabs, not a property list's `<` or `bplist`), whether or not it is an export's.
    /// Text with a comma or two is left to be told as a property list is.
    static func header(_ start: Data) -> [String]? {
        var text = start
        if text.starts(with: CSVTable.byteOrderMark) { text = text.dropFirst(CSVTable.byteOrderMark.count) }
        guard let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0x00, 0xFF, 0xFE].contains($0) }), first != UInt8(ascii: "<"),
              !text.starts(with: Data("bplist".utf8)) else { return nil }
        return CSVTable.headerLine(start).flatMap { header in header.filter { !$0.isEmpty }.count >= 3 ? header : nil }
    }

    func load(_ bytes: [UInt8], kind: SourceKind, diagnostics: inout Diagnostics) -> LoadedSource {
        var source = LoadedSource(file: file)
        source.kinds = [kind]
        let table = CSVTable.read(bytes, at: file.location, diagnostics: &diagnostics)
        switch kind {
        case .goodreadsExport: source.books = GoodreadsExport(file: file, timeZone: timeZone).books(in: table, diagnostics: &diagnostics)
        default: source.books = StoryGraphExport(file: file, timeZone: timeZone).books(in: table, diagnostics: &diagnostics)
        }
        if source.books.isEmpty {
            diagnostics.warn(at: file.location, "holds a header and no books, so nothing is published from it")
        }
        return source
    }

    /// What a CSV file that is no export is told.
    static func unrecognised(_ header: [String], at location: SourceLocation) -> FolioError {
        let names = header.prefix(5).map(\.quotedForMessage).joined(separator: ", ") + (header.count > 5 ? ", …" : "")
        return FolioError(at: location, "not a Folio data file: a CSV file whose header (\(names)) is neither Goodreads' library export nor StoryGraph's; \(SourceKind.expectedShapes)")
    }
}
