import Foundation
import FolioBase
import FolioModel
import FolioStores

/// Opens a Lua file (KOReader's sidecars) as data, never running it (`LuaParser`), and has the
/// first store that recognises its returned table read it.
package struct LuaLoader {
    package let file: DataFile
    package let stores: StoreRegistry
    package var timeZone = TimeZone(identifier: "UTC")!

    /// Whether a file that starts so is Lua: after white space, a comment (`--`) or `return`.
    package static func looksLikeLua(_ header: Data) -> Bool {
        var bytes = header[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = bytes.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }
        return text.starts(with: "--".utf8) || text.starts(with: "return".utf8)
    }

    /// The most bytes read of a Lua file: the most any store of Lua files reads.
    package var mostBytes: Int64 {
        stores.stores(.lua).map(\.mostBytes).max() ?? DataFormat.lua.mostBytes
    }

    package func load(_ bytes: [UInt8], diagnostics: inout Diagnostics) throws -> LoadedSource {
        var parser = LuaParser(bytes)
        let table: LuaTable
        do {
            table = try parser.parseReturnedTable()
        } catch let error as LuaParseError {
            throw FolioError(at: line(error.line), "cannot be read as a Lua table: \(error.reason)")
        }
        for problem in parser.problems { diagnostics.warn(at: line(problem.line), problem.reason) }
        guard let store = stores.readers(of: .lua(table), format: .lua).first else {
            let keys = table.sorted.prefix(8).map(\.key.text).joined(separator: ", ")
            throw FolioError(at: file.location, "not a Folio data file (found a Lua table \(table.isEmpty ? "that is empty" : "with keys " + keys + (table.count > 8 ? ", …" : ""))); \(stores.expectedShapes)")
        }
        var source = LoadedSource(file: file)
        source.kinds = [store.kind]
        try store.read(.lua(table), StoreContext(file: file, timeZone: timeZone, workers: 1), into: &source, diagnostics: &diagnostics)
        return source
    }

    private func line(_ number: Int) -> SourceLocation {
        var location = file.location
        location.line = number
        return location
    }
}
