extension AttachmentRef {
    /// A word for what the attachment is, for a reader who cannot see it ("image", "PDF"):
    /// the placeholder shown when the page has nothing better.
    public var kind: String {
        let uti = typeUTI.lowercased()
        if let word = Self.words[uti] { return word }
        if uti.hasPrefix("com.apple.notes.inlinetextattachment") { return "tag" }
        if uti.hasPrefix("com.apple.drawing") || uti == "com.apple.paper" { return "drawing" }
        return "attachment"
    }

    private static let words: [String: String] = [
        "public.jpeg": "image", "public.png": "image", "public.heic": "image", "public.heif": "image",
        "public.tiff": "image", "com.compuserve.gif": "image", "public.image": "image", "org.webmproject.webp": "image",
        "com.adobe.pdf": "PDF",
        "public.audio": "audio", "com.apple.m4a-audio": "audio", "public.mp3": "audio", "com.apple.coreaudio-format": "audio",
        "public.movie": "video", "public.mpeg-4": "video", "com.apple.quicktime-movie": "video",
        "public.url": "link",
        "public.vcard": "contact",
        "com.apple.notes.table": "table",
        "com.apple.notes.gallery": "scanned document",
    ]
}
