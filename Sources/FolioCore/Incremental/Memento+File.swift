import Foundation

/// The memento's file: a line of JSON (every field but the manifests), then the manifest of the
/// files written (`outputs`) and of the pages' prints (`pages`), each as lines (`FileManifest`).
/// It is written a megabyte at a time beside its place and moved there when whole.
extension Memento {
    /// The memento at `url`, or `nil` when there is none or it cannot be read (then a full build runs).
    static func read(from url: URL) -> Memento? {
        readWithFile(from: url)?.memento
    }

    /// The memento at `url` and its file's bytes (`write(to:changing:in:)` rewrites a few of them).
    static func readWithFile(from url: URL) -> (memento: Memento, file: Data)? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return data.withUnsafeBytes { raw -> Memento? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")),
                  var memento = try? JSONDecoder().decode(Memento.self, from: Data(bytes[..<end])),
                  memento.format == format, memento.folioVersion == Folio.version,
                  let outputsLength = FileManifest.length(named: "outputs", in: UnsafeBufferPointer(rebasing: bytes[(end + 1)...]))
            else { return nil }
            // The two manifests are read side by side (each line's path is hashed into a table).
            let pagesStart = end + 1 + outputsLength
            let sections = [("outputs", end + 1..<pagesStart), ("pages", pagesStart..<bytes.count)]
            let read = Parallel.map(2, workers: 2) { FileManifest.read(named: sections[$0].0, from: UnsafeBufferPointer(rebasing: bytes[sections[$0].1])) }
            guard let outputs = read[0], let pages = read[1], outputs.length == outputsLength, pagesStart + pages.length == bytes.count else { return nil }
            memento.outputs = outputs.manifest
            memento.pages = pages.manifest
            return memento
        }.map { ($0, data) }
    }

    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var writer = ByteWriter()
        writer.bytes.append(contentsOf: try encoder.encode(self))
        writer.bytes.append(UInt8(ascii: "\n"))
        // The two manifests sorted side by side: at a million pages each sort takes seconds.
        let sorted = Parallel.map(2, workers: 2) { $0 == 0 ? outputs.sortedEntries() : pages.sortedEntries() }
        let file = try ByteFile(url: url)
        do {
            try FileManifest.write(named: "outputs", entries: sorted[0], to: &writer) { try file.write(&$0) }
            try FileManifest.write(named: "pages", entries: sorted[1], to: &writer) { try file.write(&$0) }
            try file.write(&writer)
            try file.finish()
        } catch {
            file.abandon()
            throw error
        }
    }
}
