import Foundation
import SourceHighlightShim

/// Colours fenced code at build time with GNU source-highlight (Debian's libsource-highlight:
/// a C library face over it is in SourceHighlightShim; this is the only file that calls it).
/// Tokens become `<span class="hl-keyword">` and the like, which the theme's stylesheet colours,
/// so a page needs no script and no other host.
public final class CodeHighlighter: @unchecked Sendable {
    // The shim holds one lock for every call into the library, so one value may serve many threads.
    private let highlighter: OpaquePointer

    /// The language definitions' folder, with a fingerprint of every file in it: code is
    /// coloured differently when one changes (an upgrade, a language added), so the texts a
    /// build keeps (`TextCache`) are valid only under the same definitions.
    public let identity: String

    /// Nil when source-highlight's language definitions cannot be read.
    public init?() {
        guard let highlighter = folio_highlighter_new() else { return nil }
        self.highlighter = highlighter
        let folder = String(cString: folio_highlighter_data_dir(highlighter))
        identity = "\(folder) \(Self.fingerprint(of: folder))"
    }

    /// FNV-1a over each file's name and bytes, in name order (a few hundred small files).
    private static func fingerprint(of folder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        let names = ((try? FileManager().contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names {
            add(name.utf8)
            add((try? Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))) ?? Data())
        }
        return String(hash, radix: 16)
    }

    deinit {
        folio_highlighter_free(highlighter)
    }

    /// The code's HTML (escaped, with spans), or nil when `language` is not one source-highlight
    /// knows (its `lang.map` names: `cpp`, `python`, `sh`, `js`, …; case is ignored).
    public func html(of code: String, language: String) -> String? {
        var code = code
        var length = 0
        let html = code.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars -> UnsafeMutablePointer<CChar>? in
                guard let start = chars.baseAddress else { return nil }
                return folio_highlight(highlighter, language.lowercased(), start, chars.count, &length)
            }
        }
        guard let html else { return nil }
        defer { folio_highlight_free(html) }
        return String(decoding: UnsafeRawBufferPointer(start: html, count: length), as: UTF8.self)
    }
}
