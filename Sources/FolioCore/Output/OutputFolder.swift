import Foundation

/// The folder a build publishes into. A build writes everything into a staging folder beside
/// it and swaps that into place only when every file is written, so a failed build leaves the
/// previous site exactly as it was and a successful one leaves exactly this build's files.
/// A rebuild of the output the memento describes stages only what differs (`OutputPatch`).
struct OutputFolder: Sendable {
    /// Written into every output; a non-empty folder without it is not Folio's to replace.
    static let markerName = ".folio-build"
    static let markerText = "This folder is written by Folio: every build replaces it whole.\n"

    let url: URL
    let displayPath: String
    /// Set when the staging folder holds only the files that differ from the live output's.
    var patch: OutputPatch?

    init(url: URL, displayPath: String) {
        self.url = url.standardizedFileURL
        self.displayPath = displayPath
    }

    var location: SourceLocation { SourceLocation(file: displayPath) }
    var parent: URL { url.deletingLastPathComponent() }
    var stagingURL: URL { OutputSiblings(of: url).staging }
    var previousURL: URL { OutputSiblings(of: url).previous }

    /// Refuses a folder that is, holds or lies inside any of the site's inputs (`inputs`, by the
    /// names messages give them) or that holds the site itself, `--force` or not: a build replaces
    /// its output whole. Unless `force`, refuses a non-empty folder that no Folio build wrote (such
    /// as a home folder given by mistake).
    func checkReplaceable(siteFolder: URL, inputs: [(url: URL, name: String)] = [], force: Bool) throws {
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

    /// This folder, patched (`OutputPatch`) when `last` is the memento of the build that put it
    /// in place, by its stamp, and it holds exactly the files that build wrote; else staged whole.
    func patching(_ last: Memento?) -> OutputFolder {
        var folder = self
        if let last, let stamp = last.stamp, stamp == OutputStamp.of(url) {
            folder.patch = OutputPatch(output: url, files: last.outputs.prints)
        }
        return folder
    }

    /// Starts an empty staging folder beside the output (removing one a crashed build left).
    func beginStaging() throws {
        let fileManager = FileManager()
        try? fileManager.removeItem(at: stagingURL)
        do {
            try fileManager.createDirectory(at: stagingURL, withIntermediateDirectories: true)
        } catch {
            throw FolioError(at: location, "could not make a staging folder beside it", cause: error)
        }
    }

    /// A writer into the staging folder, for pages written one by one as they are rendered.
    func stagingWriter() -> StagingWriter {
        StagingWriter(root: stagingURL, previous: FileManager().fileExists(atPath: url.path) ? url : nil, patch: patch)
    }

    /// Writes `files` into the staging folder; those whose fingerprint is in `unchanged` are
    /// hard-linked from the current output instead. Returns their fingerprints.
    func stage(_ files: [OutputFile], unchanged: PathPrints = [:], workers: Int = 1) throws -> PathPrints {
        let previous = FileManager().fileExists(atPath: url.path) ? url : nil
        do {
            return try StagingWriter(root: stagingURL, previous: previous, patch: patch).write(files, unchanged: unchanged, workers: workers)
        } catch {
            discardStaging()
            throw FolioError(at: location, "could not write the new site; the previous one is untouched", cause: error)
        }
    }

    /// Marks the staging folder as Folio's and moves it into place. With `keepingPrevious` the
    /// output it replaced, or in a patch the files it replaced, is left at `previousURL` for
    /// the caller to remove (the next commit removes it otherwise). A patch's `written` are
    /// every file of the build, by path: the live output's others are removed.
    /// The caller then renews the output's stamp (`OutputStamp.renew`).
    func commitStaging(keepingPrevious: Bool = false, written: PathPrints = [:]) throws {
        // Written afresh when staged whole (a link to the last output's marker would share its
        // inode, whose change time the removal of that output then moves), with the last
        // marker's modification time, as every file whose bytes did not change keeps its own.
        if patch == nil || OutputStamp.of(url) == nil {
            _ = try stage([OutputFile(path: PagePath(Self.markerName), data: Data(Self.markerText.utf8))])
            OutputStamp.copyModificationTime(from: url.appendingPathComponent(Self.markerName), to: stagingURL.appendingPathComponent(Self.markerName))
        }
        guard let patch else { return try swapIntoPlace(FileManager(), keepingPrevious: keepingPrevious) }
        try? FileManager().removeItem(at: previousURL)
        do {
            try patch.apply(staging: stagingURL, previous: previousURL, written: written)
        } catch {
            discardStaging()
            try? FileManager().removeItem(at: previousURL)
            throw FolioError(at: location, "could not move the new site into place; the previous one is untouched", cause: error)
        }
        if !keepingPrevious { try removePrevious() }
    }

    /// Removes the staging folder of a build that failed; the output is untouched.
    func discardStaging() {
        try? FileManager().removeItem(at: stagingURL)
    }

    private func swapIntoPlace(_ fileManager: FileManager, keepingPrevious: Bool) throws {
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
        if hadPrevious, !keepingPrevious { try removePrevious() }
    }

    /// Removes the output a commit kept at `previousURL`, if any.
    func removePrevious() throws {
        let fileManager = FileManager()
        guard fileManager.fileExists(atPath: previousURL.path) else { return }
        do {
            try fileManager.removeItem(at: previousURL)
        } catch {
            throw FolioError(at: SourceLocation(file: previousURL.path), "the new site is in place, but the previous one could not be removed", cause: error)
        }
    }
}
