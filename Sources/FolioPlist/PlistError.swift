/// Why a property list could not be read: the plist parsers' one error type.
public enum PlistError: Error, CustomStringConvertible, Equatable {
    /// The file is not a well-formed plist; the text says where and how, in plain words.
    case malformed(String)
    /// A binary plist refers to its text and data so often that reading it would decode more
    /// than `limit` bytes: a small file must not cost gigabytes.
    case expands(limit: Int64)

    public var description: String {
        switch self {
        case .malformed(let reason): reason
        case .expands(let limit): "binary plist would decode to more than \(limit) bytes of text and data"
        }
    }
}
