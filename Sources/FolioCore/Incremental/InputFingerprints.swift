import Foundation

/// Fingerprints of everything a build reads from the site: its data files (with a database's
/// `-wal` or `-journal`, which hold changes its main file does not yet: Notes and Bear write
/// there first) and its own templates. The default theme is fingerprinted by the memento.
enum InputFingerprints {
    static func of(_ files: [DataFile], theme: [ThemeFile]) throws -> [String: Fingerprint] {
        var prints: [String: Fingerprint] = [:]
        for file in files {
            prints[file.displayPath] = try RegularFile(url: file.url, location: file.location)
                .withMappedBytes(limit: ReadLimits.dataFile) { Fingerprint($0) }
            for side in DatabaseCopy.sideFiles {
                let url = URL(fileURLWithPath: file.url.path + side)
                guard case .regular = FileKind(path: url.path) else { continue }
                prints[file.displayPath + side] = try RegularFile(url: url, location: file.location.appending(side))
                    .withMappedBytes(limit: ReadLimits.dataFile) { Fingerprint($0) }
            }
        }
        for file in theme where !file.displayPath.hasPrefix("default theme") {
            prints[file.displayPath] = Fingerprint(file.text.utf8)
        }
        return prints
    }
}
