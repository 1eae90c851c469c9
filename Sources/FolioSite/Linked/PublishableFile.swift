import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Which files beside the data may be published: only what cannot run in a browser, told by
/// its name and its first bytes alike (a browser goes by the name, so the bytes must agree with
/// it): images (JPEG, PNG, WebP, GIF), PDF, plain text, audio and video. HTML, XHTML, SVG and
/// anything unknown are never copied: a page of the site would link script that runs in the
/// site's origin.
package enum PublishableFile {
    /// What a file of each name holds, by its extension.
    private enum Kind {
        case jpeg, png, gif, webp, pdf, text, mp3, ogg, flac, wav, isoMedia, matroska

        package var words: String {
            switch self {
            case .jpeg: "a JPEG image"
            case .png: "a PNG image"
            case .gif: "a GIF image"
            case .webp: "a WebP image"
            case .pdf: "a PDF"
            case .text: "UTF-8 plain text"
            case .mp3: "MP3 audio"
            case .ogg: "Ogg audio or video"
            case .flac: "FLAC audio"
            case .wav: "WAV audio"
            case .isoMedia: "MP4 audio or video"
            case .matroska: "WebM or Matroska video"
            }
        }
    }

    private static let kinds: [String: Kind] = [
        "jpg": .jpeg, "jpeg": .jpeg, "png": .png, "gif": .gif, "webp": .webp, "pdf": .pdf,
        "txt": .text, "text": .text, "md": .text, "markdown": .text, "csv": .text, "tsv": .text, "log": .text,
        "mp3": .mp3, "ogg": .ogg, "oga": .ogg, "ogv": .ogg, "opus": .ogg, "flac": .flac, "wav": .wav,
        "mp4": .isoMedia, "m4a": .isoMedia, "m4v": .isoMedia, "mov": .isoMedia, "webm": .matroska, "mkv": .matroska,
    ]

    /// How much of a file is read to tell what it holds.
    private static let headLength = 4096

    /// Why the file at `url` is not published, or nil when it may be.
    package static func refusal(of url: URL, location: SourceLocation) -> String? {
        let name = url.lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        guard let kind = kinds[ext] else {
            return "names \(ext.isEmpty ? "a file without an extension" : "a .\(ext) file"), which is not published: only images (JPEG, PNG, WebP, GIF), PDF, plain text, audio and video are, never what a browser could run"
        }
        guard let head = try? RegularFile(url: url, location: location).prefix(headLength, limit: ReadLimits.dataFile), holds(kind, [UInt8](head)) else {
            return "names a .\(ext) file that is not \(kind.words) (told by its first bytes), which is not published"
        }
        return nil
    }

    private static func holds(_ kind: Kind, _ bytes: [UInt8]) -> Bool {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        switch kind {
        case .jpeg: return starts([0xFF, 0xD8, 0xFF])
        case .png: return starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .gif: return starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8))
        case .webp: return starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8)
        case .pdf: return starts(Array("%PDF-".utf8))
        case .mp3: return starts(Array("ID3".utf8)) || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0)
        case .ogg: return starts(Array("OggS".utf8))
        case .flac: return starts(Array("fLaC".utf8))
        case .wav: return starts(Array("RIFF".utf8)) && starts(Array("WAVE".utf8), at: 8)
        case .isoMedia: return starts(Array("ftyp".utf8), at: 4)
        case .matroska: return starts([0x1A, 0x45, 0xDF, 0xA3])
        case .text:
            // UTF-8 with no NUL byte; a character may be cut where the read stopped short of the end.
            guard !bytes.contains(0) else { return false }
            let cuts = bytes.count < headLength ? 0...0 : 0...3
            return cuts.contains { String(validating: bytes.dropLast($0), as: UTF8.self) != nil }
        }
    }
}
