import Foundation

/// Makes and renders pages on several threads, handing each to `write` as soon as it is
/// rendered (so its bytes are not kept) and keeping its links; the result is in job order.
/// A page whose print (`PagePrints`) `carry` finds unchanged since the last build is made but
/// not rendered: `carry` links the last build's file in its place.
struct PageRenderer: Sendable {
    struct Result: Sendable {
        var pages: [RenderedPage] = []
        /// Each page written, by path, with its file's fingerprint and its print (in job order:
        /// the caller puts them in its tables, so no path is hashed into a table of the batch's own).
        var prints: [(path: PathBytes, output: Fingerprint, print: Fingerprint)] = []
        var failures: [FolioError] = []
    }

    /// What `carry` is asked: the page, and its print.
    typealias Carry = (PagePath, Fingerprint) -> (output: Fingerprint, linksKnownGood: Bool)?

    let site: SitePages
    let templates: TemplateLibrary
    let prints: PagePrints
    /// `SitePages.layoutPrint`, made once.
    let layout: Fingerprint

    init(site: SitePages, templates: TemplateLibrary, prints: PagePrints) {
        self.site = site
        self.templates = templates
        self.prints = prints
        self.layout = site.layoutPrint
    }

    /// Each thread takes a run of neighbouring pages.
    func render(_ jobs: ArraySlice<PageJob>, workers: Int, carry: Carry, write: (OutputFile) throws -> Fingerprint) -> Result {
        let rendered = Parallel.mapInChunks(jobs.count, workers: workers, chunk: 32) { offset -> (RenderedPage, Fingerprint, Swift.Result<Fingerprint, FolioError>) in
            let job = jobs[jobs.startIndex + offset]
            /// The page as carried: its file linked from the last build's, unrendered.
            func carried(_ path: PagePath, _ template: String, _ source: SourceLocation?, _ markdown: [StoredText], _ print: Fingerprint)
                -> (RenderedPage, Fingerprint, Swift.Result<Fingerprint, FolioError>)? {
                guard let carried = carry(path, print) else { return nil }
                let done = RenderedPage(path: path, template: template, source: source, markdown: markdown, links: [],
                                        rendered: false, linksKnownGood: carried.linksKnownGood)
                return (done, print, .success(carried.output))
            }
            let page: Page, print: Fingerprint
            if case .memo(let account, let position) = job {
                // A memo page's print is its inputs': a page carried is not made at all.
                let inputs = site.memoPageInputs(account, position: position)
                print = prints.print(of: inputs, layout: layout)
                if let done = carried(inputs.path, "memo", inputs.source, [inputs.body], print) { return done }
                page = inputs.page(site.context(inputs.path), time: site.time)
            } else {
                page = site.page(for: job)
                print = prints.print(of: page, envelope: PageEnvelope(view: page.view as? TemplateView, page: site.context(page.path), site: site.site))
                if let done = carried(page.path, page.template, page.source, page.markdown, print) { return done }
            }
            let envelope = PageEnvelope(view: page.view as? TemplateView, page: site.context(page.path), site: site.site)
            var links: [UInt8] = []
            let output: Swift.Result<Fingerprint, FolioError>
            do {
                let html = Data(try templates.renderUTF8(envelope, with: page.template))
                links = RenderedPage.links(in: html)
                output = .success(try write(OutputFile(path: page.path, data: html)))
            } catch let error as FolioError {
                output = .failure(error)
            } catch {
                output = .failure(FolioError(at: SourceLocation(file: page.path.description), "could not be written", cause: error))
            }
            let done = RenderedPage(path: page.path, template: page.template, source: page.source, markdown: page.markdown, links: links)
            return (done, print, output)
        }
        var result = Result()
        result.pages.reserveCapacity(rendered.count)
        result.prints.reserveCapacity(rendered.count)
        for (page, print, output) in rendered {
            result.pages.append(page)
            switch output {
            case .success(let output):
                result.prints.append((PathBytes(page.path.description), output, print))
            case .failure(let error): result.failures.append(error)
            }
        }
        return result
    }
}
