/// Gives a hand-made Bear table the `ZUNIQUEIDENTIFIER` every real one has, `NOTE-<Z_PK>`, which
/// names each note's page (`notes/bear/NOTE-1.html`).
enum BearNotesID {
    static let add = "ALTER TABLE ZSFNOTE ADD COLUMN ZUNIQUEIDENTIFIER VARCHAR; UPDATE ZSFNOTE SET ZUNIQUEIDENTIFIER = 'NOTE-' || Z_PK"
}
