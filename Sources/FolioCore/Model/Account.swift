/// A notebook of the memo app: a name and its memos, in the order they were read.
struct Account: Sendable, Equatable {
    var name: String
    var memos: [Memo]

    init(name: String, memos: [Memo]) {
        self.name = name
        self.memos = memos
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
