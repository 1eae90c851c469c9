import Foundation

/// Makes, renders and link-checks every page of a site on several threads; the result is in job order.
public struct PageRenderer: Sendable {
    public struct Result: Sendable {
        /// The pages, without their view values (rendered, they are not needed again).
        public var pages: [Page] = []
        /// The fingerprint of each page written, by path.
        public var prints: [String: Fingerprint] = [:]
        public var failures: [FolioError] = []
    }

    let site: SitePages
    let templates: TemplateLibrary
    let links: LinkChecker

    public init(site: SitePages, templates: TemplateLibrary, links: LinkChecker) {
        self.site = site
        self.templates = templates
        self.links = links
    }

    /// Renders `jobs` and hands each page to `write` as soon as it is rendered (so its bytes are
    /// not kept); each thread takes a run of neighbouring pages.
    func render(_ jobs: ArraySlice<PageJob>, workers: Int, write: (OutputFile) throws -> Fingerprint) -> Result {
        let rendered = Parallel.mapInChunks(jobs.count, workers: workers, chunk: 32) { offset -> (Page, Swift.Result<Fingerprint, FolioError>) in
            let index = jobs.startIndex + offset
            var page = site.page(for: jobs[index])
            let output: Swift.Result<Fingerprint, FolioError>
            do {
                let envelope = PageEnvelope(view: page.view, path: page.path, site: site.site)
                let html = Data(try templates.render(envelope, with: page.template).utf8)
                page.linkProblems = html.withUnsafeBytes { links.problems(in: $0.bindMemory(to: UInt8.self), of: page) }
                output = .success(try write(OutputFile(path: page.path, data: html)))
            } catch let error as FolioError {
                output = .failure(error)
            } catch {
                output = .failure(FolioError(at: SourceLocation(file: page.path.description), "could not be written", cause: error))
            }
            page.view = ()
            page.markdown = []
            return (page, output)
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
