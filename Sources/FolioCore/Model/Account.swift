/// A notebook of the memo app: a name and its memos, in the order they were read.
public struct Account: Sendable, Equatable {
    public var name: String
    public var memos: [Memo]

    public init(name: String, memos: [Memo]) {
        self.name = name
        self.memos = memos
    }
}
