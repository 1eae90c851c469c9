import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func child(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Writes `data` at `path`, making folders as needed.
    @discardableResult
    func write(_ data: Data, to path: String) throws -> URL {
        let target = child(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
        return target
    }

    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        try write(Data(text.utf8), to: path)
    }
}
