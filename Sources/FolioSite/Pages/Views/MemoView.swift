import FolioBase
import FolioModel
import FolioOutput

package struct MemoView: Sendable, TemplateFields {
    package let title: String
    package let fullTime: String
    package let datetime: String
    /// When it was last changed, when its app keeps that and it differs from when it was written.
    package var updatedTime: String? = nil
    package var updatedDatetime: String? = nil
    package let bodyHTML: HTMLText
    package let account: LinkView
    /// The memo written before this one, and the one after, in the same account.
    package let previous: LinkView?
    package let next: LinkView?
    /// Its `#tags`, each linking to the tag's page.
    package let tags: [LinkView]
    package var hasTags: Bool { !tags.isEmpty }
    /// The memos that link to this one, newest first.
    package var backlinks: [LinkView] = []
    package var hasBacklinks: Bool { !backlinks.isEmpty }
}
