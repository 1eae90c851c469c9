/// What one data file held.
public struct LoadedSource: Sendable {
    public var file: DataFile
    public var kinds: [SourceKind] = []
    /// Accounts in the order the file lists them; the same name may come from several files.
    public var accounts: [Account] = []
    public var books: [Book] = []

    public init(file: DataFile) {
        self.file = file
    }
}
