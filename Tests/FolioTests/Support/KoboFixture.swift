/// A Kobo database with Kobo's tables (only the columns Folio reads) and hostile values in them:
/// NULLs, numbers as text, text as numbers, infinities, 2^63 - 1, NaN as text.
enum KoboFixture {
    static let hostile = [
        """
        CREATE TABLE content (ContentID TEXT, ContentType TEXT, BookID TEXT, Title TEXT, Attribution TEXT, ISBN TEXT, Publisher TEXT,
            Series TEXT, SeriesNumber TEXT, ReadStatus INTEGER, ___PercentRead INTEGER, TimeSpentReading INTEGER, DateLastRead TEXT,
            LastTimeFinishedReading TEXT, VolumeIndex INTEGER)
        """,
        """
        CREATE TABLE Bookmark (BookmarkID TEXT, VolumeID TEXT, ContentID TEXT, StartContainerPath TEXT, StartOffset INTEGER, Text TEXT,
            Annotation TEXT, DateCreated TEXT, Hidden BOOL, Type TEXT)
        """,
        "CREATE TABLE Shelf (Id TEXT, InternalName TEXT, Name TEXT, _IsDeleted BOOL)",
        "CREATE TABLE ShelfContent (ShelfName TEXT, ContentId TEXT, _IsDeleted BOOL)",
        """
        INSERT INTO content VALUES
            ('book-1', '6', NULL, 'First', 'A. Writer,B. Writer', NULL, NULL, NULL, NULL, 2, 100, 0, '2024-03-02T10:00:00', '2024-03-02T10:00:00Z', 0),
            ('book-1!ch1.xhtml', '9', 'book-1', 'ch1.xhtml', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1),
            ('book-1!ch1.xhtml#c1-1', '899', 'book-1', 'Chapter One', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
            ('book-1!ch2.xhtml', '9', 'book-1', 'ch2 title', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'NaN'),
            ('book-2', 6, NULL, NULL, NULL, NULL, NULL, 'Saga', 'x', 9223372036854775807, 1e999, -5, 12345, NULL, NULL),
            (NULL, 6, NULL, 'No id', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
            ('book-3', ' 6 ', NULL, 'Third', 5, NULL, NULL, NULL, NULL, 0, 'NaN', NULL, 'yesterday', NULL, NULL)
        """,
        """
        INSERT INTO Bookmark VALUES
            ('b1', 'book-1', 'book-1!ch1.xhtml', 'span#kobo\\.3\\.1', 5, 'Marked', '', NULL, 'false', 'highlight'),
            ('b2', 'book-1', 'book-1!ch1.xhtml', 'span#kobo\\.1\\.1', 0, '', 'A note alone', '2024-01-01T10:00:00', 'false', 'note'),
            ('b3', 'book-1', 'book-1!ch2.xhtml', 'x', 0, 'Chapter without a place', NULL, NULL, 0, NULL),
            ('b4', 'book-1', 'book-1!missing.xhtml', 'y', 1e999, 'No place', NULL, 'soon', NULL, NULL),
            ('b5', NULL, 'x', 'z', 0, 'Bookless', NULL, NULL, NULL, NULL),
            ('b6', 'book-1', 'book-1!ch1.xhtml', 'span#kobo\\.9\\.1', 0, 'Hidden one', NULL, NULL, 'true', 'highlight'),
            ('b7', 'book-1', 'book-1!ch1.xhtml', 'span#kobo\\.9\\.1', 0, NULL, NULL, NULL, 'false', 'dogear'),
            ('b8', 'gone', 'gone!ch.xhtml', 'span#kobo\\.9\\.1', 0, 'Stray', NULL, NULL, 'false', 'highlight')
        """,
        "INSERT INTO Shelf VALUES ('1', 'Kept', 'Kept', 'false'), ('2', 'Gone', 'Gone', 'true')",
        "INSERT INTO ShelfContent VALUES ('Kept', 'book-1', 'false'), ('Gone', 'book-1', 'false'), ('Kept', 'book-3', 'true')",
    ]
}
