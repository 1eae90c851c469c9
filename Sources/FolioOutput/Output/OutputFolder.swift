import Foundation
import FolioBase

/// The folder a build publishes into. A build stages the files that differ from the folder's
/// beside it (`OutputStaging`) and puts them in place only when every page is made, so a failed
/// build leaves the previous site exactly as it was and a successful one leaves exactly this
/// build's files.
package struct OutputFolder: Sendable {
    /// Written into every output; a non-empty folder without it is not Folio's to replace.
    package static let markerName = ".folio-build"
    package static let markerText = "This folder is written by Folio: every build replaces it whole.\n"
    /// The marker, as a file of every build.
    package static let marker = OutputFile(path: PagePath(markerName), data: Data(markerText.utf8))

    package let url: URL
    package let displayPath: String

    package init(url: URL, displayPath: String) {
        self.url = url.standardizedFileURL
        self.displayPath = displayPath
    }

    package var location: SourceLocation { SourceLocation(file: displayPath) }
    package var parent: URL { url.deletingLastPathComponent() }

    /// Refuses a folder that is, holds or lies inside any of the site's inputs (`inputs`, by the
    /// names messages give them) or that holds the site itself, `--force` or not: a build replaces
    /// its output whole. Unless `force`, refuses a non-empty folder that no Folio build wrote (such
    /// as a home folder given by mistake).
    package func checkReplaceable(siteFolder: URL, inputs: [(url: URL, name: String)] = [], force: Bool) throws {
        let output = RealPath.of(url)
        let site = RealPath.of(siteFolder)
        if site == output || RealPath.is(site, inside: output) {
            throw FolioError(at: location, "holds the site folder itself; choose an output folder inside or beside the site")
        }
        for input in inputs {
            let path = RealPath.of(input.url)
            let relation: String
            if path == output {
                relation = "is"
            } else if RealPath.is(path, inside: output) {
                relation = "holds"
            } else if RealPath.is(output, inside: path) {
                relation = "lies inside"
            } else {
                continue
            }
            throw FolioError(
                at: location,
                "\(relation) \(input.name), which this site reads from; a build replaces its whole output folder, so choose one apart from the site's data and templates")
        }
        let fileManager = FileManager()
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw FolioError(at: location, "is a file, expected a folder to write the site into")
        }
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: url.path)
        } catch {
            throw FolioError(at: location, "cannot be listed, so Folio cannot tell whether it may replace it", cause: error)
        }
        if !entries.isEmpty, !entries.contains(Self.markerName), !force {
            throw FolioError(
                at: location,
                "is not empty and was not written by Folio (no \(Self.markerName) in it); choose another folder, or pass --force to replace it")
        }
    }
}
