import FolioBase
import FolioModel
import FolioOutput

/// One part of the home page: notes or books.
package struct HomePartView: Sendable, TemplateFields {
    package var notes: NotesHomeView? = nil
    package var books: ReadingHomeView? = nil
}
