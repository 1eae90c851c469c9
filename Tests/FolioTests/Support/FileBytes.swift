import Foundation

/// Bytes that begin as a file of a kind does, followed by `rest`: enough for Folio to tell the
/// kind by its first bytes, the way it decides which linked files to publish.
enum FileBytes {
    static func png(_ rest: String) -> Data { Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(rest.utf8)) }
    static func jpeg(_ rest: String) -> Data { Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(rest.utf8)) }
    static func pdf(_ rest: String) -> Data { Data("%PDF-1.7\n\(rest)".utf8) }
}
