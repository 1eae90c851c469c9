import Foundation

extension SiteBuild {
    /// Where a build's texts wait until the pages are written (`TextStore`), beside the output,
    /// and the last build's texts it may take instead of rendering them again (`TextCache`):
    /// the memos' details go to a spool no one else sees; the rendered texts go straight into
    /// the file that becomes the next build's cache (`TextCache+File`), which is the last
    /// build's cache with the new texts added after its end, or a new partial file when there is
    /// none; so the write step adds only the index, not a copy of every text. A session (`folio
    /// serve`) keeps its texts in a spool, as it keeps them between its builds. In memory when
    /// the build does not hold the output's lock (its output was refused, or another build is
    /// writing it: that one's files beside the output are left alone), or when the folder that
    /// is to hold the output is gone (the lock made it).
    struct Stores {
        let details: TextStore
        let texts: TextStore
        /// Where each store is, to name in a failure.
        private let detailsURL: URL?
        private let textsURL: URL?

        static func inMemory() -> Stores {
            Stores(details: TextStore(), texts: TextStore(), detailsURL: nil, textsURL: nil)
        }

        /// The stores, and the last build's texts when the build may use them (let go of once the
        /// model is made: at a million memos their index is a few hundred megabytes). The details'
        /// spool is made at once, for the loading; the texts' store is opened, and the last
        /// cache's index read, on another thread while the content loads (`Opening.stores`).
        static func beside(_ output: URL, locked: Bool, session: BuildSession?, useCache: Bool, identity: String) throws -> Opening {
            let siblings = OutputSiblings(of: output)
            guard locked, case .folder = FileKind(path: siblings.spool.deletingLastPathComponent().path) else {
                let last = useCache ? session?.lastTexts : nil
                return Opening(details: TextStore(), detailsURL: nil, texts: Background { .success((TextStore(), nil, last)) })
            }
            let details = try made(siblings.spool) { try TextStore.spool(at: siblings.spool) }
            if let session {
                let last = useCache ? session.lastTexts : nil
                return Opening(details: details, detailsURL: siblings.spool, texts: Background {
                    .success((details, siblings.spool, useCache ? last ?? TextCache.read(from: siblings.texts) : nil))
                })
            }
            return Opening(details: details, detailsURL: siblings.spool, texts: Background {
                Result {
                    if useCache, let (last, texts) = TextCache.readForAppending(from: siblings.texts, identity: identity) {
                        return (texts, siblings.texts, last)
                    }
                    // No cache to add to (or another build is reading it or adding to it): a new file,
                    // and the cache read as it is when no other build is adding to it.
                    let texts = try made(siblings.textsPartial) { try TextStore.partial(at: siblings.textsPartial, head: TextCache.head(identity: identity)) }
                    return (texts, siblings.textsPartial, useCache ? TextCache.read(from: siblings.texts) : nil)
                }
            })
        }

        private static func made(_ url: URL, _ make: () throws -> TextStore) throws -> TextStore {
            do {
                return try make()
            } catch {
                throw FolioError(at: SourceLocation(file: url.path), "could not be made for the rendered texts", cause: error)
            }
        }

        /// The stores as they are being opened: the details' spool, and the texts' store with the
        /// last build's cache, coming.
        struct Opening {
            let details: TextStore
            let detailsURL: URL?
            let texts: Background<Result<(store: TextStore, url: URL?, last: TextCache?), Error>>

            /// The stores, and the last build's texts, once the texts' store is open.
            func stores() throws -> (Stores, last: TextCache?) {
                let (texts, textsURL, last) = try self.texts.value.get()
                return (Stores(details: details, texts: texts, detailsURL: detailsURL, textsURL: textsURL), last)
            }
        }

        /// Fails with the first read or write either store could not do: a text read as empty.
        func checkFailures() throws {
            for (store, url) in [(details, detailsURL), (texts, textsURL)] {
                if let failure = store.failure { throw FolioError(at: SourceLocation(file: url?.path ?? ""), failure) }
            }
        }
    }
}
