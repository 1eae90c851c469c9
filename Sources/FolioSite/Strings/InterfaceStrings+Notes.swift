import FolioBase
import FolioModel
import FolioOutput

extension InterfaceStrings {
    /// The table for a site whose notebooks all come from a notes app (Apple Notes, Bear, Joplin):
    /// each text about memos is the one about notes that the table has beside it
    /// (`newest_memos` → `newest_notes`, `count_memo_one` → `count_note_one`).
    package func speakingOfNotes() -> InterfaceStrings {
        var values = values
        for key in values.keys where key.contains("memo") {
            let noteKey = key.replacingOccurrences(of: "memo", with: "note")
            if let text = self.values[noteKey] { values[key] = text }
        }
        return InterfaceStrings(language: language, values: values)
    }
}
