import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Makes and renders pages on several threads, handing each to `write` as soon as it is
/// rendered (so its bytes are not kept) and keeping its links; the result is in job order.
package struct PageRenderer: Sendable {
    package struct Result: Sendable {
        package var pages: [RenderedPage] = []
        package var failures: [FolioError] = []
    }

    package let site: SitePages
    package let templates: TemplateLibrary

    /// Each thread takes a run of neighbouring pages.
    package func render(_ jobs: ArraySlice<PageJob>, workers: Int, write: @Sendable (OutputFile) throws -> Void) -> Result {
        let rendered = Parallel.mapInChunks(jobs.count, workers: workers, chunk: 32) { offset -> (RenderedPage, FolioError?) in
            let page = site.page(for: jobs[jobs.startIndex + offset])
            let envelope = PageEnvelope(view: page.view, page: site.context(page.path), site: site.site)
            var links: [UInt8] = []
            var failure: FolioError?
            do {
                let html = Data(try templates.renderUTF8(envelope, with: page.template))
                links = RenderedPage.links(in: html)
                try write(OutputFile(path: page.path, data: html))
            } catch let error as FolioError {
                failure = error
            } catch {
                failure = FolioError(at: SourceLocation(file: page.path.description), "could not be written", cause: error)
            }
            return (RenderedPage(path: page.path, template: page.template, source: page.source, markdown: page.markdown, links: links), failure)
        }
        var result = Result()
        result.pages.reserveCapacity(rendered.count)
        for (page, failure) in rendered {
            result.pages.append(page)
            if let failure { result.failures.append(failure) }
        }
        return result
    }
}
