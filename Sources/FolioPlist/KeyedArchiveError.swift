/// Why a keyed archive could not be decoded, and where: `path` follows the references from
/// `$top` (`$top.root → NS.objects[3] → title`), so a message can name the object.
public struct KeyedArchiveError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
