import Foundation

/// Lists what lies under a folder, at any depth, in byte order of the paths, following symbolic
/// links to files and folders alike (a link is read as what it points to). Names starting with
/// `.` are passed over. A folder reached a second time (a link back up the tree, or two links
/// to one folder) is listed once, the first time, and the second is a warning.
package struct FolderWalker {
    package struct Entry: Sendable {
        /// Relative to the folder walked, with `/` between names.
        package let relative: String
        package let url: URL
        /// A folder is listed, then walked into.
        package let kind: FileKind
    }

    package let root: URL
    /// How messages name the root, e.g. `Content`.
    package let displayName: String

    package init(root: URL, displayName: String) {
        self.root = root
        self.displayName = displayName
    }

    /// Every entry, folders too; problems with folders are reported.
    package func entries(diagnostics: inout Diagnostics) -> [Entry] {
        guard case .folder(let device, let inode) = FileKind(path: root.path) else { return [] }
        var seen: [FolderID: String] = [FolderID(device: device, inode: inode): displayName]
        var found: [Entry] = []
        walk(root, relative: "", seen: &seen, into: &found, diagnostics: &diagnostics)
        return found.sorted { $0.relative.precedesInByteOrder($1.relative) }
    }

    private struct FolderID: Hashable {
        package let device: UInt64
        package let inode: UInt64
    }

    private func walk(_ folder: URL, relative: String, seen: inout [FolderID: String], into found: inout [Entry], diagnostics: inout Diagnostics) {
        let names: [String]
        do {
            names = try FileManager().contentsOfDirectory(atPath: folder.path)
        } catch {
            diagnostics.report(FolioError(at: SourceLocation(file: display(relative)), "is a folder that cannot be listed", cause: error))
            return
        }
        for name in names.sorted(by: { $0.precedesInByteOrder($1) }) where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : relative + "/" + name
            let url = folder.appendingPathComponent(name)
            let kind = FileKind(path: url.path)
            if case .folder(let device, let inode) = kind {
                let id = FolderID(device: device, inode: inode)
                if let first = seen[id] {
                    diagnostics.warn(at: SourceLocation(file: display(path)), "is the same folder as \(first) (through a symbolic link); it is read once, there")
                    continue
                }
                seen[id] = display(path)
                found.append(Entry(relative: path, url: url, kind: kind))
                walk(url, relative: path, seen: &seen, into: &found, diagnostics: &diagnostics)
            } else {
                found.append(Entry(relative: path, url: url, kind: kind))
            }
        }
    }

    private func display(_ relative: String) -> String {
        relative.isEmpty ? displayName : displayName + "/" + relative
    }
}
