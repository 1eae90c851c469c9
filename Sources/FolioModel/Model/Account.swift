import FolioBase

/// A notebook: a name and its memos, in the order they were read, and the app it came from
/// when that is not the memo app (`Bear`, `Joplin`): notebooks of one name from different apps
/// stay apart.
package struct Account: Sendable, Equatable {
    package var name: String
    package var memos: [Memo]
    package var origin: String?
    /// Where it is among nested folders, outermost first (Apple Notes' and Joplin's folders in
    /// folders); one name for an app without nesting. `name` joins them with ` / `.
    package var folders: [String]

    package init(name: String, memos: [Memo], origin: String? = nil, folders: [String]? = nil) {
        self.name = name
        self.memos = memos
        self.origin = origin
        self.folders = folders ?? [name]
    }

    /// A notebook inside others: its name is the path of its folders.
    package init(folders: [String], memos: [Memo], origin: String) {
        self.init(name: folders.joined(separator: " / "), memos: memos, origin: origin, folders: folders)
    }

    /// Its memos' indices newest first (equal times in the order read): its list's order.
    package var newestFirst: [Int] {
        memos.indices.sorted { (memos[$1].createTime, $0) < (memos[$0].createTime, $1) }
    }

    /// What pages call the account: its name, or "(no name)" for a name of only white space,
    /// which would make a link nobody can see or click.
    package var displayName: String {
        name.trimmingWhitespace.isEmpty ? "(no name)" : name
    }
}
