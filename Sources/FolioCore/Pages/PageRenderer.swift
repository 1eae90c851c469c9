import Foundation

/// Makes and renders pages on several threads, handing each to `write` as soon as it is
/// rendered (so its bytes are not kept) and keeping its links; the result is in job order.
struct PageRenderer: Sendable {
    struct Result: Sendable {
        var pages: [RenderedPage] = []
        /// The fingerprint of each page written, by path.
        var prints: [String: Fingerprint] = [:]
        var failures: [FolioError] = []
    }

    let site: SitePages
    let templates: TemplateLibrary

    init(site: SitePages, templates: TemplateLibrary) {
        self.site = site
        self.templates = templates
    }

    /// Each thread takes a run of neighbouring pages.
    func render(_ jobs: ArraySlice<PageJob>, workers: Int, write: (OutputFile) throws -> Fingerprint) -> Result {
        let rendered = Parallel.mapInChunks(jobs.count, workers: workers, chunk: 32) { offset -> (RenderedPage, Swift.Result<Fingerprint, FolioError>) in
            let page = site.page(for: jobs[jobs.startIndex + offset])
            var links: [UInt8] = []
            let output: Swift.Result<Fingerprint, FolioError>
            do {
                let envelope = PageEnvelope(view: page.view as? TemplateView, page: site.context(page.path), site: site.site)
                let html = Data(try templates.render(envelope, with: page.template).utf8)
                html.withUnsafeBytes { bytes in
                    LinkScanner.forEachValue(in: bytes.bindMemory(to: UInt8.self)) { value in
                        links.append(contentsOf: value)
                        links.append(0)
                    }
                }
                output = .success(try write(OutputFile(path: page.path, data: html)))
            } catch let error as FolioError {
                output = .failure(error)
            } catch {
                output = .failure(FolioError(at: SourceLocation(file: page.path.description), "could not be written", cause: error))
            }
            let done = RenderedPage(path: page.path, template: page.template, source: page.source, markdown: page.markdown, links: links)
            return (done, output)
        }
        var result = Result()
        result.pages.reserveCapacity(rendered.count)
        for (page, output) in rendered {
            result.pages.append(page)
            switch output {
            case .success(let print): result.prints[page.path.description] = print
            case .failure(let error): result.failures.append(error)
            }
        }
        return result
    }
}
