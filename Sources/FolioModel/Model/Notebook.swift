import FolioBase

/// A notebook: a name and its memos, in the order they were read, and the app it came from
/// when that is not the memo app (`Bear`, `Joplin`): notebooks of one name from different apps
/// stay apart.
package struct Notebook: Sendable, Equatable {
    package var name: String
    package var notes: [Note]
    /// The app it came from, when that is not the memo app (`Bear`, `Joplin`).
    package var app: String?
    /// Where it is among nested folders, outermost first (Apple Notes' and Joplin's folders in
    /// folders); one name for an app without nesting. `name` joins them with ` / `.
    package var folders: [String]

    package init(name: String, notes: [Note], app: String? = nil, folders: [String]? = nil) {
        self.name = name
        self.notes = notes
        self.app = app
        self.folders = folders ?? [name]
    }

    /// A notebook inside others: its name is the path of its folders.
    package init(folders: [String], notes: [Note], app: String) {
        self.init(name: folders.joined(separator: " / "), notes: notes, app: app, folders: folders)
    }

    /// Its memos' indices newest first (equal times in the order read): its list's order.
    package var newestFirst: [Int] {
        notes.indices.sorted { (notes[$1].created, $0) < (notes[$0].created, $1) }
    }

    /// What pages call the account: its name, or "(no name)" for a name of only white space,
    /// which would make a link nobody can see or click.
    package var displayName: String {
        name.trimmingWhitespace.isEmpty ? "(no name)" : name
    }
}
