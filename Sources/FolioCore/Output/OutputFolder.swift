import Foundation

/// The folder a build publishes into. A build writes everything into a staging folder beside
/// it and swaps that into place only when every file is written, so a failed build leaves the
/// previous site exactly as it was and a successful one leaves exactly this build's files.
public struct OutputFolder: Sendable {
    /// Written into every output; a non-empty folder without it is not Folio's to replace.
    public static let markerName = ".folio-build"
    static let markerText = "This folder is written by Folio: every build replaces it whole.\n"

    public let url: URL
    public let displayPath: String

    public init(url: URL, displayPath: String) {
        self.url = url.standardizedFileURL
        self.displayPath = displayPath
    }

    var location: SourceLocation { SourceLocation(file: displayPath) }
    var parent: URL { url.deletingLastPathComponent() }
    var stagingURL: URL { parent.appendingPathComponent(".\(url.lastPathComponent).folio-staging", isDirectory: true) }
    var previousURL: URL { parent.appendingPathComponent(".\(url.lastPathComponent).folio-previous", isDirectory: true) }

    /// Refuses a folder holding the site itself, and, unless `force`, a non-empty folder
    /// that no Folio build wrote (such as a home folder given by mistake).
    public func checkReplaceable(siteFolder: URL, force: Bool) throws {
        let output = url.resolvingSymlinksInPath().path
        let site = siteFolder.standardizedFileURL.resolvingSymlinksInPath().path
        if site == output || site.hasPrefix(output.hasSuffix("/") ? output : output + "/") {
            throw FolioError(at: location, "holds the site folder itself; choose an output folder inside or beside the site")
        }
        let fileManager = FileManager()
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw FolioError(at: location, "is a file, expected a folder to write the site into")
        }
        let entries = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
        if !entries.isEmpty, !entries.contains(Self.markerName), !force {
            throw FolioError(
                at: location,
                "is not empty and was not written by Folio (no \(Self.markerName) in it); choose another folder, or pass --force to replace it")
        }
    }

    /// Writes `files` to the staging folder, then moves it into place. Files whose fingerprint
    /// is in `unchanged` are hard-linked from the current output. Returns every file's fingerprint.
    @discardableResult
    public func publish(_ files: [OutputFile], unchanged: [String: Fingerprint] = [:], workers: Int = 1) throws -> [String: Fingerprint] {
        let fileManager = FileManager()
        try? fileManager.removeItem(at: stagingURL)
        let prints: [String: Fingerprint]
        do {
            let marker = OutputFile(path: PagePath(Self.markerName), data: Data(Self.markerText.utf8))
            let previous = fileManager.fileExists(atPath: url.path) ? url : nil
            prints = try StagingWriter(root: stagingURL, previous: previous).write(files + [marker], unchanged: unchanged, workers: workers)
        } catch {
            try? fileManager.removeItem(at: stagingURL)
            throw FolioError(at: location, "could not write the new site; the previous one is untouched", cause: error)
        }
        try swapIntoPlace(fileManager)
        return prints
    }

    private func swapIntoPlace(_ fileManager: FileManager) throws {
        try? fileManager.removeItem(at: previousURL)
        let hadPrevious = fileManager.fileExists(atPath: url.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: url, to: previousURL) }
            try fileManager.moveItem(at: stagingURL, to: url)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: url.path) {
                try? fileManager.moveItem(at: previousURL, to: url)
            }
            try? fileManager.removeItem(at: stagingURL)
            throw FolioError(at: location, "could not move the new site into place; the previous one is untouched", cause: error)
        }
        if hadPrevious {
            do {
                try fileManager.removeItem(at: previousURL)
            } catch {
                throw FolioError(at: SourceLocation(file: previousURL.path), "the new site is in place, but the previous one could not be removed", cause: error)
            }
        }
    }
}
