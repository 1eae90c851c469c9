import FolioBase
import FolioModel

/// The fields of one memo, from whichever file held it, and the rules that make it a `Note`.
package struct MemoRecord: Sendable {
    package var title: FieldValue
    package var createTime: FieldValue
    package var detail: FieldValue
    package var location: SourceLocation

    package init(title: FieldValue, createTime: FieldValue, detail: FieldValue, location: SourceLocation) {
        self.title = title
        self.createTime = createTime
        self.detail = detail
        self.location = location
    }

    /// The memo, or `nil` when it is not published (an empty detail, reported as a warning).
    /// A record that cannot be read throws.
    package func memo(diagnostics: inout Diagnostics) throws -> Note? {
        let reader = RecordReader(location: location)
        let detail = try reader.text("detail", detail)
        let title = try reader.text("title", title)
        let created = try createdTime()
        if detail.allSatisfy(\.isWhitespace) {
            diagnostics.warn(at: location, "detail is empty; the memo is not published")
            return nil
        }
        let trimmedTitle = title.trimmingWhitespace
        return Note(
            title: trimmedTitle.isEmpty ? Note.firstLineTitle(of: detail) : trimmedTitle,
            created: created,
            body: MarkdownGuard.checked(detail, field: "detail", at: location, diagnostics: &diagnostics),
            source: location
        )
    }

    private func createdTime() throws -> LocalDateTime {
        switch createTime {
        case .text(let text):
            guard let time = LocalDateTime(memoText: text) else {
                throw FolioError(at: location, "createTime \(text.quotedForMessage) is not yyyy/MM/dd HH:mm")
            }
            return time
        default:
            throw FolioError(at: location, "createTime is \(createTime.summary), expected a string yyyy/MM/dd HH:mm")
        }
    }
}
