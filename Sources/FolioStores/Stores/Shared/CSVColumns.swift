import FolioBase
import FolioModel

/// A CSV header's columns by name: found whatever their letter case or the spaces around them,
/// the first of two of one name. A column an export is read by that the header lacks is a
/// warning, once; its rows are read as if it were empty.
package struct CSVColumns {
    private let index: [String: Int]
    package let count: Int

    package init(_ header: [String]) {
        var index: [String: Int] = [:]
        for (position, name) in header.enumerated() where index[Self.key(name)] == nil {
            index[Self.key(name)] = position
        }
        self.index = index
        count = header.count
    }

    package func position(_ name: String) -> Int? {
        index[Self.key(name)]
    }

    package func contains(_ name: String) -> Bool {
        position(name) != nil
    }

    /// One warning for each of `names` the header lacks.
    package func warnMissing(_ names: [String], at location: SourceLocation, diagnostics: inout Diagnostics) {
        for name in names where !contains(name) {
            diagnostics.warn(at: location.appending("column \(name.quotedForMessage)"), "is not in the header; every book is read without it")
        }
    }

    package static func key(_ name: String) -> String {
        name.trimmingWhitespace.lowercased()
    }
}
