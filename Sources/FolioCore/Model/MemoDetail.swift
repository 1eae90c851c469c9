/// A memo's detail: in memory, or in a `TextStore` once the file it came from is loaded (a
/// build of a million memos would otherwise hold every one of them until its pages are made).
/// Two are equal when their texts are, wherever each is kept.
struct MemoDetail: Sendable, Equatable {
    private var inline: String
    private var stored: (store: TextStore, offset: Int64, count: Int)?

    init(_ text: String) {
        inline = text
    }

    var text: String {
        guard let stored else { return inline }
        return stored.store.text(at: stored.offset, count: stored.count)
    }

    /// The text's size in UTF-8 bytes, wherever it is kept.
    var byteCount: Int { stored?.count ?? inline.utf8.count }

    /// Moves the text into `store`.
    mutating func move(to store: TextStore) {
        guard stored == nil, !inline.isEmpty else { return }
        stored = (store, store.append(inline), inline.utf8.count)
        inline = ""
    }

    static func == (a: MemoDetail, b: MemoDetail) -> Bool {
        a.text == b.text
    }
}
