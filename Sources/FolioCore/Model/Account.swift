/// A notebook of the memo app: a name and its memos, in the order they were read.
struct Account: Sendable, Equatable {
    var name: String
    var memos: [Memo]

    init(name: String, memos: [Memo]) {
        self.name = name
        self.memos = memos
    }

    /// What pages call the account: its name, or "(no name)" for a name of only white space,
    /// which would make a link nobody can see or click.
    var displayName: String {
        name.trimmingWhitespace.isEmpty ? "(no name)" : name
    }
}
