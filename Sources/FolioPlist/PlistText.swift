import Foundation

/// The text forms of an XML plist's `<date>` and `<data>`.
public enum PlistText {
    /// `2016-04-22T12:34:00Z`, as Apple writes dates.
    public static func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    /// Base64, white space allowed anywhere.
    public static func data(_ text: String) -> Data? {
        Data(base64Encoded: text.filter { !$0.isWhitespace })
    }
}
