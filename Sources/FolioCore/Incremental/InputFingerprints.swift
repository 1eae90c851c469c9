import Foundation

/// Fingerprints of everything a build reads from the site: its data files (with a database's
/// `-wal` or `-journal`, which hold changes its main file does not yet: Notes and Bear write
/// there first) and its own templates. The default theme is fingerprinted by the memento.
enum InputFingerprints {
    /// Files are hashed on up to `workers` threads (a million memos' ten plists are 1.6 GB); a
    /// file that cannot be read fails the whole, the first such in file order.
    static func of(_ files: [DataFile], theme: [ThemeFile], workers: Int = 1) throws -> [String: Fingerprint] {
        let each = Parallel.map(files.count, workers: workers) { index in Result { try filePrints(of: files[index]) } }
        var prints: [String: Fingerprint] = [:]
        for result in each {
            for (path, print) in try result.get() { prints[path] = print }
        }
        for file in theme where !file.displayPath.hasPrefix("default theme") {
            prints[file.displayPath] = Fingerprint(file.text.utf8)
        }
        return prints
    }

    /// A data file's fingerprint and its side files', by path.
    private static func filePrints(of file: DataFile) throws -> [(String, Fingerprint)] {
        var prints = [(file.displayPath, try RegularFile(url: file.url, location: file.location)
            .withMappedBytes(limit: ReadLimits.dataFile) { Fingerprint($0) })]
        for side in DatabaseCopy.sideFiles {
            let url = URL(fileURLWithPath: file.url.path + side)
            guard case .regular = FileKind(path: url.path) else { continue }
            prints.append((file.displayPath + side, try RegularFile(url: url, location: file.location.appending(side))
                .withMappedBytes(limit: ReadLimits.dataFile) { Fingerprint($0) }))
        }
        return prints
    }
}
