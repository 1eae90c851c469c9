import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rebuild of an output the memento still describes (its `OutputStamp` unchanged): the staging
/// folder holds only the files whose bytes differ from the live output's, and the others stay
/// where they are, neither linked nor copied. Putting the build in place (`apply`) moves each
/// staged file over its old copy and moves away the files this build no longer writes, keeping
/// every file it replaces or removes in `previous` until all is done: a step that fails puts
/// everything back, so the output is either the last build's or this one's.
struct OutputPatch: Sendable {
    /// The live output.
    let output: URL
    /// Its files as the last build wrote them, by path.
    let files: PathPrints

    /// A patch of `output` when it holds exactly the files `files` lists, and its marker (read
    /// with one `readdir` a folder, where a `stat` a file would cost a rebuild more than its
    /// pages); nil when a file was added or removed since, or a folder cannot be read: then the
    /// output is staged whole, and holds exactly the build's files again.
    init?(output: URL, files: PathPrints) {
        guard Self.holds(files, in: output.path) else { return nil }
        self.output = output
        self.files = files
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    private static let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!

    /// Whether the regular files under `root` are `files` and the marker, and nothing else
    /// but folders.
    private static func holds(_ files: PathPrints, in root: String) -> Bool {
        var count = 0
        var folders = [""]
        while let relative = folders.popLast() {
            guard let directory = opendir(relative.isEmpty ? root : root + "/" + relative) else { return false }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                // Read in place: an entry is only as long as its name, and a copy of the whole
                // `dirent` (`pointee`) can read past the end of the buffer `readdir` fills.
                let raw = UnsafeRawPointer(entry)
                let name = String(cString: raw.advanced(by: Self.nameOffset).assumingMemoryBound(to: CChar.self))
                let path = relative.isEmpty ? name : relative + "/" + name
                switch Int32(raw.load(fromByteOffset: Self.typeOffset, as: UInt8.self)) {
                case Int32(DT_REG):
                    guard files[PathBytes(path)] != nil || path == OutputFolder.markerName else { return false }
                    count += 1
                case Int32(DT_DIR):
                    if name != "." && name != ".." { folders.append(path) }
                default: return false
                }
            }
        }
        return count == files.count + 1
    }

    /// One change made to the live output, and how to undo it.
    private enum Step {
        case madeFolder(String)
        case removedFolder(String)
        /// A file moved in; `kept` when an old copy was kept in `previous`.
        case movedIn(String, kept: Bool)
        case movedOut(String)
    }

    /// Moves the files staged under `staging` into the output and moves out those of the last
    /// build not in `written` (but the marker), keeping the old copies under `previous`.
    /// Throws after undoing every step when one fails.
    func apply(staging: URL, previous: URL, written: PathPrints) throws {
        var steps: [Step] = []
        do {
            try makeFolder(previous.path)
            // Files no longer written go first: a path that was a folder may now be a file.
            let marker = PathBytes(OutputFolder.markerName)
            for path in files.keys.filter({ written[$0] == nil && $0 != marker }).sorted(by: { $0.precedesInByteOrder($1) }).map(\.description) {
                guard exists(output.path + "/" + path) else { continue }
                for folder in missingFolders(of: path, under: previous.path) { try makeFolder(previous.path + "/" + folder) }
                try move(output.path + "/" + path, to: previous.path + "/" + path)
                steps.append(.movedOut(path))
                var folder = (path as NSString).deletingLastPathComponent
                while !folder.isEmpty, rmdir(output.path + "/" + folder) == 0 {
                    steps.append(.removedFolder(folder))
                    folder = (folder as NSString).deletingLastPathComponent
                }
            }
            for path in try stagedFiles(in: staging) {
                for folder in missingFolders(of: path, under: output.path) {
                    try makeFolder(output.path + "/" + folder)
                    steps.append(.madeFolder(folder))
                }
                let target = output.path + "/" + path
                let kept = exists(target)
                if kept, isFolder(target) { throw RegularFile.Failure(description: "\(path) is a folder in the output, where this build writes a file") }
                if kept {
                    for folder in missingFolders(of: path, under: previous.path) { try makeFolder(previous.path + "/" + folder) }
                    guard link(target, previous.path + "/" + path) == 0 else { throw Self.failure("set the old \(path) aside") }
                }
                try move(staging.path + "/" + path, to: target)
                steps.append(.movedIn(path, kept: kept))
            }
        } catch {
            undo(steps, previous: previous)
            throw error
        }
        try? FileManager().removeItem(at: staging)
    }

    /// Puts back what `steps` changed, the last step first.
    private func undo(_ steps: [Step], previous: URL) {
        for step in steps.reversed() {
            switch step {
            case .madeFolder(let folder):
                rmdir(output.path + "/" + folder)
            case .removedFolder(let folder):
                mkdir(output.path + "/" + folder, 0o755)
            case .movedIn(let path, let kept):
                if kept { rename(previous.path + "/" + path, output.path + "/" + path) } else { unlink(output.path + "/" + path) }
            case .movedOut(let path):
                rename(previous.path + "/" + path, output.path + "/" + path)
            }
        }
    }

    /// Every file under `staging`, by path, in byte order.
    private func stagedFiles(in staging: URL) throws -> [String] {
        var found: [String] = []
        func walk(_ relative: String) throws {
            let folder = relative.isEmpty ? staging.path : staging.path + "/" + relative
            for name in try FileManager().contentsOfDirectory(atPath: folder) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(staging.path + "/" + path, &info) == 0 else { throw Self.failure("read the staged \(path)") }
                if (info.st_mode & S_IFMT) == S_IFDIR { try walk(path) } else { found.append(path) }
            }
        }
        try walk("")
        return found.sorted { $0.precedesInByteOrder($1) }
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
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw Self.failure("make the folder \(path)") }
    }

    private func move(_ from: String, to: String) throws {
        guard rename(from, to) == 0 else { throw Self.failure("move \(from)") }
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private static func failure(_ what: String) -> RegularFile.Failure {
        RegularFile.Failure(description: "could not \(what): \(String(cString: strerror(errno)))")
    }
}
