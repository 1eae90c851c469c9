import Foundation
import FolioBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a build's staged files in place in a live output: first the output's files the build no
/// longer makes are moved out (and the folders they leave empty removed), then each staged file
/// is moved over its old copy, one `rename` each, so a reader sees the old file or the new one,
/// never part of either. Every file replaced or removed is kept under `replaced` until all is
/// done: a step that fails puts everything back, so the output is either the last build's or
/// this one's. The files the build made unchanged are never touched.
package struct OutputUpdate {
    /// The live output, the staged files (`<staging>/site`), and where replaced files wait.
    package let output: String
    package let staged: String
    package let replaced: String

    /// One change made to the live output, and how to undo it.
    private enum Step {
        case madeFolder(String)
        case removedFolder(String)
        /// A file moved in; `kept` when an old copy was kept in `replaced`.
        case movedIn(String, kept: Bool)
        case movedOut(String)
    }

    /// Moves in every file under `staged` and moves out the output's files not in `made` (paths
    /// relative to the output); returns how many files were replaced or added, and removed.
    package func apply(made: Set<PathBytes>, live: OutputTree) throws -> (written: Int, removed: Int) {
        var steps: [Step] = []
        var written = 0
        do {
            try makeFolder(replaced)
            // Files no longer made go first: a path that was a folder may now be a file.
            for path in live.files.filter({ !made.contains(PathBytes($0)) }).sorted(by: { $0.precedesInByteOrder($1) }) {
                for folder in missingFolders(of: path, under: replaced) { try makeFolder(replaced + "/" + folder) }
                try move(output + "/" + path, to: replaced + "/" + path)
                steps.append(.movedOut(path))
            }
            // Folders left empty, the deepest first.
            for folder in live.folders.sorted(by: { $0.utf8.count > $1.utf8.count }) where rmdir(output + "/" + folder) == 0 {
                steps.append(.removedFolder(folder))
            }
            for path in try OutputTree(root: staged).files.sorted(by: { $0.precedesInByteOrder($1) }) {
                for folder in missingFolders(of: path, under: output) {
                    try makeFolder(output + "/" + folder)
                    steps.append(.madeFolder(folder))
                }
                let target = output + "/" + path
                let kept = exists(target)
                if kept {
                    if isFolder(target) { throw OutputFailure(description: "could not write \(path): it is a folder in the output") }
                    for folder in missingFolders(of: path, under: replaced) { try makeFolder(replaced + "/" + folder) }
                    guard link(target, replaced + "/" + path) == 0 else { throw OutputFailure.system("set the old \(path) aside") }
                }
                try move(staged + "/" + path, to: target)
                steps.append(.movedIn(path, kept: kept))
                written += 1
            }
        } catch {
            undo(steps)
            throw error
        }
        return (written, steps.reduce(0) { count, step in if case .movedOut = step { count + 1 } else { count } })
    }

    /// Puts back what `steps` changed, the last step first.
    private func undo(_ steps: [Step]) {
        for step in steps.reversed() {
            switch step {
            case .madeFolder(let folder):
                rmdir(output + "/" + folder)
            case .removedFolder(let folder):
                mkdir(output + "/" + folder, 0o755)
            case .movedIn(let path, let kept):
                if kept { rename(replaced + "/" + path, output + "/" + path) } else { unlink(output + "/" + path) }
            case .movedOut(let path):
                rename(replaced + "/" + path, output + "/" + path)
            }
        }
    }

    /// The folders `path` needs under `root` that are not there, outermost first.
    private func missingFolders(of path: String, under root: String) -> [String] {
        var missing: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !exists(root + "/" + folder) {
            missing.insert(folder, at: 0)
            folder = (folder as NSString).deletingLastPathComponent
        }
        return missing
    }

    private func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw OutputFailure.system("make the folder \(path)") }
    }

    private func move(_ from: String, to: String) throws {
        guard rename(from, to) == 0 else { throw OutputFailure.system("move \(from)") }
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
