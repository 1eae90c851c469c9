//
// FOLIO PATCH 7 (see PATCHES.md): text a typed parent already holds as UTF-8 bytes (Folio reads a
// page's stored HTML from a file). The typed render copies the bytes into its output; making a
// `String` of them first would check every byte again.
//

/// Text as UTF-8 bytes: to a template it is the same as the `String` `text` makes of them.
public struct MustacheUTF8: Sendable {
    public let bytes: [UInt8]

    /// `bytes` must be valid UTF-8: the typed render copies them as they are, unchecked.
    public init(validUTF8 bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
