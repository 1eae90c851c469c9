import Foundation

/// Makes and renders every page of a site on several threads; the result is in job order.
public struct PageRenderer: Sendable {
    public struct Result: Sendable {
        /// The pages, without their view values (rendered, they are not needed again).
        public var pages: [Page] = []
        public var files: [OutputFile] = []
        public var failures: [FolioError] = []
    }

    let site: SitePages
    let templates: TemplateLibrary

    public init(site: SitePages, templates: TemplateLibrary) {
        self.site = site
        self.templates = templates
    }

    public func render(workers: Int) -> Result {
        render(site.jobs[...], workers: workers)
    }

    public func render(_ jobs: ArraySlice<PageJob>, workers: Int) -> Result {
        let rendered = Parallel.map(jobs.count, workers: workers) { offset -> (Page, Swift.Result<Data, FolioError>) in
            let index = jobs.startIndex + offset
            var page = site.page(for: jobs[index])
            let output: Swift.Result<Data, FolioError>
            do {
                let envelope = PageEnvelope(view: page.view, path: page.path, site: site.site)
                let html = Data(try templates.render(envelope, with: page.template).utf8)
                page.links = html.withUnsafeBytes { LinkScanner.links(in: $0.bindMemory(to: UInt8.self)) }
                output = .success(html)
            } catch let error as FolioError {
                output = .failure(error)
            } catch {
                output = .failure(FolioError(at: SourceLocation(file: page.path.description), "could not be rendered", cause: error))
            }
            page.view = ()
            return (page, output)
        }
        var result = Result()
        result.pages.reserveCapacity(rendered.count)
        result.files.reserveCapacity(rendered.count)
        for (page, output) in rendered {
            result.pages.append(page)
            switch output {
            case .success(let data): result.files.append(OutputFile(path: page.path, data: data))
            case .failure(let error): result.failures.append(error)
            }
        }
        return result
    }
}
