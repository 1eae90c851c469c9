import Foundation
import FolioBase
import FolioModel
import FolioStores

/// Where to open a SQLite file so that reading it writes nothing beside the original.
///
/// A database in rollback mode with no journal beside it is opened in place, read-only. One in
/// WAL mode, or with a `-wal` or `-journal` file beside it, needs SQLite to create or update files
/// next to it even to read; it is copied (with those files) into a folder of its own in `copies`
/// (the build's staging folder: nothing is written anywhere else, `/tmp` included) and read
/// there, so its latest content is seen and its folder is left alone, read-only or not. The copy
/// is opened for writing, so SQLite can roll back a hot journal (a transaction that was never
/// committed) and publish the committed rows. With no `copies` (the output was refused) such a
/// database is not read: saying so is all a check can do without writing.
package struct DatabaseCopy {
    package static let sideFiles = ["-wal", "-journal"]

    package let path: String
    private let temporaryFolder: URL?

    /// Whether `path` is Folio's own copy, which may be opened for writing.
    package var isPrivate: Bool { temporaryFolder != nil }

    package init(of url: URL, header: Data, copies: URL?, location: SourceLocation) throws {
        let fileManager = FileManager()
        let walMode = header.count > 19 && (header[header.startIndex + 18] == 2 || header[header.startIndex + 19] == 2)
        let sides = Self.sideFiles.filter { fileManager.fileExists(atPath: url.path + $0) }
        guard walMode || !sides.isEmpty else {
            path = url.path
            temporaryFolder = nil
            return
        }
        guard let copies else {
            throw FolioError(at: location, "is a SQLite database in WAL mode (or with a journal beside it), read from a copy in the staging folder; with no staging folder (see the output folder's error) it is not read")
        }
        let folder = copies.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("copy.sqlite")
        do {
            try fileManager.copyItem(at: url, to: copy)
            for side in sides {
                try fileManager.copyItem(atPath: url.path + side, toPath: copy.path + side)
            }
        } catch {
            try? fileManager.removeItem(at: folder)
            throw error
        }
        path = copy.path
        temporaryFolder = folder
    }

    /// Removes the private copy, if one was made.
    package func remove() {
        if let temporaryFolder {
            try? FileManager().removeItem(at: temporaryFolder)
        }
    }
}
