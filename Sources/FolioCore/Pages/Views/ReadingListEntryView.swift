/// One saved page: a link out (http and https only), when it was saved, whether it was read.
struct ReadingListEntryView: Sendable, TemplateFields {
    let title: String
    let href: String?
    /// The address's host (`www.example.org`), or the whole address when it is not a web one.
    let site: String
    let added: String?
    let datetime: String?
    let isRead: Bool
    let status: String
    let preview: String?
}
