import Foundation

/// Fingerprints of everything a build reads from the site: its data files and its own templates.
/// The default theme is part of Folio and changes only with its version.
enum InputFingerprints {
    static func of(_ files: [DataFile], theme: [ThemeFile]) throws -> [String: Fingerprint] {
        var prints: [String: Fingerprint] = [:]
        for file in files {
            let data: Data
            do {
                data = try Data(contentsOf: file.url)
            } catch {
                throw FolioError(at: file.location, "cannot be read", cause: error)
            }
            prints[file.displayPath] = Fingerprint(data)
        }
        for file in theme where !file.displayPath.hasPrefix("default theme") {
            prints[file.displayPath] = Fingerprint(file.text.utf8)
        }
        return prints
    }
}
