import Foundation

extension SiteBuild {
    /// Where a build's texts wait until the pages are written (`TextStore`), beside the output:
    /// the memos' details in a spool no one else sees, and the rendered texts in the partial
    /// file that becomes the next build's text cache (`TextCache+File`), so the write step adds
    /// only the texts carried from the last build instead of copying every one. A session
    /// (`folio serve`) keeps its texts in a spool, as it keeps them between its builds. In
    /// memory when the folder that is to hold the output does not exist yet (nothing is made
    /// before the staging folder, which a build with errors never makes).
    struct Stores {
        let details: TextStore
        let texts: TextStore
        /// Where each is, to name in a failure.
        private let detailsURL: URL?
        private let textsURL: URL?

        static func inMemory() -> Stores {
            Stores(details: TextStore(), texts: TextStore(), detailsURL: nil, textsURL: nil)
        }

        static func beside(_ output: URL, forSession: Bool, identity: String) throws -> Stores {
            let siblings = OutputSiblings(of: output)
            guard case .folder = FileKind(path: siblings.spool.deletingLastPathComponent().path) else { return inMemory() }
            func made(_ url: URL, _ make: () throws -> TextStore) throws -> TextStore {
                do {
                    return try make()
                } catch {
                    throw FolioError(at: SourceLocation(file: url.path), "could not be made for the rendered texts", cause: error)
                }
            }
            let details = try made(siblings.spool) { try TextStore.spool(at: siblings.spool) }
            guard !forSession else { return Stores(details: details, texts: details, detailsURL: siblings.spool, textsURL: siblings.spool) }
            let texts = try made(siblings.textsPartial) { try TextStore.partial(at: siblings.textsPartial, head: TextCache.head(identity: identity)) }
            return Stores(details: details, texts: texts, detailsURL: siblings.spool, textsURL: siblings.textsPartial)
        }

        /// Fails with the first read or write either store could not do: a text read as empty.
        func checkFailures() throws {
            for (store, url) in [(details, detailsURL), (texts, textsURL)] {
                if let failure = store.failure { throw FolioError(at: SourceLocation(file: url?.path ?? ""), failure) }
            }
        }
    }
}
