extension AttachmentRef {
    /// A `#tag` in the text (an inline attachment whose row's ZALTTEXT is the tag, `#travel`).
    public var isHashtag: Bool { typeUTI.lowercased() == "com.apple.notes.inlinetextattachment.hashtag" }

    /// An inline attachment: words in the text (a tag, a mention, a link to a note) that Notes
    /// keeps in a row of their own, ZALTTEXT their words.
    public var isInlineText: Bool { typeUTI.lowercased().hasPrefix("com.apple.notes.inlinetextattachment") }

    /// A table (`com.apple.notes.table`), whose cells are in its row's ZMERGEABLEDATA1.
    public var isTable: Bool { typeUTI.lowercased() == "com.apple.notes.table" }

    /// A URL card: its row's ZURLSTRING and ZTITLE.
    public var isURL: Bool { typeUTI.lowercased() == "public.url" }
}
