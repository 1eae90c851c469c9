/// One part of the home page: notes or books.
struct HomePartView: Sendable, TemplateFields {
    var notes: NotesHomeView? = nil
    var books: ReadingHomeView? = nil
}
