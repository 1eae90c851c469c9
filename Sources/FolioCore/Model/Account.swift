/// A notebook: a name and its memos, in the order they were read, and the app it came from
/// when that is not the memo app (`Bear`, `Joplin`): notebooks of one name from different apps
/// stay apart.
struct Account: Sendable, Equatable {
    var name: String
    var memos: [Memo]
    var origin: String?

    init(name: String, memos: [Memo], origin: String? = nil) {
        self.name = name
        self.memos = memos
        self.origin = origin
    }

    /// Its memos' indices newest first (equal times in the order read): its list's order.
    var newestFirst: [Int] {
        memos.indices.sorted { (memos[$1].createTime, $0) < (memos[$0].createTime, $1) }
    }

    /// What pages call the account: its name, or "(no name)" for a name of only white space,
    /// which would make a link nobody can see or click.
    var displayName: String {
        name.trimmingWhitespace.isEmpty ? "(no name)" : name
    }
}
