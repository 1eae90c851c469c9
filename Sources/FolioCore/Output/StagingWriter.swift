import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files under a root folder, refusing any path that would leave it. A file whose bytes
/// the last build already wrote is hard-linked from the previous output instead: it keeps its
/// inode and modification time, and costs no write.
///
/// Files are written with plain `open`/`write`: Foundation's `Data.write(to:)` syncs each file to
/// disk on Linux. The staging folder is moved into place only after every file is there.
///
/// In a `patch`, a file whose bytes the live output already holds is neither written nor linked:
/// the staging folder holds only the files that differ, in folders made as they are needed.
struct StagingWriter {
    let root: URL
    /// The output of the last build, if any.
    let previous: URL?
    var patch: OutputPatch? = nil
    /// The two folders' paths, read from their URLs once: `URL.path` on each file staged was 1% of
    /// a build at a million pages.
    private let rootPath: String
    private let previousPath: String?

    init(root: URL, previous: URL?, patch: OutputPatch? = nil) {
        self.root = root
        self.previous = previous
        self.patch = patch
        rootPath = root.path
        previousPath = previous?.path
    }

    /// Stages `files` on up to `workers` threads; returns every file's fingerprint.
    func write(_ files: [OutputFile], unchanged: PathPrints, workers: Int) throws -> PathPrints {
        try makeFolders(for: files.map(\.path))
        // Each thread takes whole folders: two threads creating files in one folder wait on its lock.
        let shares = Self.shareFolders(of: files, among: workers)
        let perShare = Parallel.map(shares.count, workers: shares.count) { share -> [(Int, Result<Fingerprint, Error>)] in
            shares[share].map { index in (index, Result { try stage(files[index], unchanged: unchanged) }) }
        }
        var prints: PathPrints = [:]
        for (index, result) in perShare.joined().sorted(by: { $0.0 < $1.0 }) {
            prints[PathBytes(files[index].path.description)] = try result.get()
        }
        return prints
    }

    /// File indices split into `workers` lists of whole folders, the biggest folders first.
    static func shareFolders(of files: [OutputFile], among workers: Int) -> [[Int]] {
        let folders = Dictionary(grouping: files.indices) { files[$0].path.folder }
        var shares = Array(repeating: [Int](), count: max(1, workers))
        for folder in folders.values.sorted(by: { ($0.count, $1.first ?? 0) > ($1.count, $0.first ?? 0) }) {
            let smallest = shares.indices.min { shares[$0].count < shares[$1].count } ?? 0
            shares[smallest].append(contentsOf: folder)
        }
        return shares.filter { !$0.isEmpty }
    }

    /// Writes one file into folders made beforehand: a hard link to the previous output's copy
    /// when its fingerprint is in `unchanged`, else its bytes.
    func stage(_ file: OutputFile, unchanged: PathPrints) throws -> Fingerprint {
        let path = file.path.description
        // A first build has nothing unchanged, and need not make a key for every file.
        let key = unchanged.isEmpty ? nil : PathBytes(path)
        let print = Fingerprint(file.data)
        let target = rootPath + "/" + path
        if patch != nil {
            if let key, unchanged[key] == print { return print }
            try Self.write(file.data, to: target, makingFolders: true)
            return print
        }
        if let previousPath, let key, unchanged[key] == print, link(previousPath + "/" + path, target) == 0 {
            return print
        }
        try Self.write(file.data, to: target)
        return print
    }

    /// Hard-links the previous output's file at `path` into place, unread; false when there is
    /// none. In a patch, whether the last build wrote a file there (it is still in place).
    func carry(_ path: PagePath) -> Bool {
        if let patch { return patch.files[PathBytes(path.description)] != nil }
        guard let previousPath else { return false }
        return link(previousPath + "/" + path.description, rootPath + "/" + path.description) == 0
    }

    /// The bytes of a file carried (`carry`): staged, or in a patch still in the live output.
    func staged(_ path: PagePath) throws -> Data {
        try RegularFile(url: (patch?.output ?? root).appendingPathComponent(path.description), location: SourceLocation(file: path.description))
            .read(limit: ReadLimits.dataFile)
    }

    /// Makes every folder the paths need, refusing a path that would leave the root. Paths come
    /// mostly grouped by folder, so a path in the same folder as the one before costs no lookup.
    /// A patch only checks the paths: its files make their folders as they are written.
    func makeFolders(for paths: [PagePath]) throws {
        let fileManager = FileManager()
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        if patch != nil {
            for path in paths where path.segments.isEmpty || !path.segments.allSatisfy(Self.isSafeSegment) {
                throw FolioError(at: SourceLocation(file: path.description), "is not a path inside the output folder")
            }
            return
        }
        var madeFolders: Set<ArraySlice<String>> = [[]]
        var lastFolder: ArraySlice<String> = []
        for path in paths {
            let segments = path.segments
            guard !segments.isEmpty, segments.allSatisfy(Self.isSafeSegment) else {
                throw FolioError(at: SourceLocation(file: path.description), "is not a path inside the output folder")
            }
            let folder = segments.dropLast()
            if folder == lastFolder { continue }
            lastFolder = folder
            if !madeFolders.contains(folder) {
                try fileManager.createDirectory(
                    at: folder.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) },
                    withIntermediateDirectories: true)
                for depth in 1...folder.count { madeFolders.insert(folder.prefix(depth)) }
            }
        }
    }

    private static func write(_ data: Data, to path: String, makingFolders: Bool = false) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT, makingFolders {
            try FileManager().createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { try WholeWrite.write($0, to: descriptor) }
    }

    /// Read as bytes: comparing with "." as strings normalised every name that is not ASCII
    /// (nothing else is canonically "." or "..").
    static func isSafeSegment(_ segment: String) -> Bool {
        let count = segment.utf8.count
        guard count > 0, count <= 255 else { return false }
        if count <= 2, segment.utf8.allSatisfy({ $0 == UInt8(ascii: ".") }) { return false }
        return !segment.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
    }
}
