import Foundation

/// Fingerprints of everything a build reads from the site: its data files and its own templates.
/// The default theme is part of Folio and changes only with its version.
enum InputFingerprints {
    static func of(_ files: [DataFile], theme: [ThemeFile]) throws -> [String: Fingerprint] {
        var prints: [String: Fingerprint] = [:]
        for file in files {
            prints[file.displayPath] = try RegularFile(url: file.url, location: file.location)
                .withMappedBytes(limit: ReadLimits.dataFile) { Fingerprint($0) }
        }
        for file in theme where !file.displayPath.hasPrefix("default theme") {
            prints[file.displayPath] = Fingerprint(file.text.utf8)
        }
        return prints
    }
}
