import Foundation

// FoundationProbe FILE: hands FILE to Foundation's PropertyListSerialization and prints what
// came back. The tests run it in a process of its own to pin how Foundation treats the plists
// Folio reads with its own parsers (see FoundationPlistTests); nothing else uses it.

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
do {
    let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    switch value {
    case let dict as [String: Any]: print("returned a dict of \(dict.count) keys")
    case let array as [Any]: print("returned an array of \(array.count) items")
    default: print("returned \(type(of: value))")
    }
} catch {
    print("threw \(error)")
}
