/// The books with one reading status (finished ones grouped by year).
struct ReadingShelfView: Sendable, TemplateFields {
    let title: String
    let countText: String
    let groups: [BookGroupView]
    let pager: PagerView?
}
