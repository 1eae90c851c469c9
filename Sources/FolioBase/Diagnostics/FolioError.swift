import Foundation

/// The one problem type users see: where it is, what is wrong, and why (the cause chain).
///
/// A problem is an error (the build fails) or a warning (the build goes on). The build step that
/// found it is attached by the runner. `description` is the only place a problem is rendered.
public struct FolioError: Error, CustomStringConvertible, Sendable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var reason: String
    public var step: String?
    public var cause: Error?

    public init(
        _ severity: Severity = .error,
        at location: SourceLocation?,
        _ reason: String,
        cause: Error? = nil
    ) {
        self.severity = severity
        self.location = location
        self.reason = reason
        self.cause = cause
    }

    public static func warning(at location: SourceLocation?, _ reason: String) -> FolioError {
        FolioError(.warning, at: location, reason)
    }

    /// `error[step]: file: record: reason`, then one `caused by:` line per link of the cause chain.
    public var description: String {
        var text = severity.rawValue
        if let step { text += "[\(step)]" }
        text += ": "
        if let location { text += "\(location): " }
        text += reason
        for cause in causes {
            text += "\n  caused by: " + cause
        }
        return text
    }

    /// The cause chain, outermost first, one line each.
    public var causes: [String] {
        var lines: [String] = []
        var next = cause
        while let current = next {
            if let folio = current as? FolioError {
                lines.append((folio.location.map { "\($0): " } ?? "") + folio.reason)
                next = folio.cause
            } else {
                lines.append(Self.describe(current))
                next = nil
            }
        }
        return lines
    }

    /// Foundation's errors in their own words ("The file doesn’t exist."), the system's as
    /// `strerror` words them ("File exists"), others as they print.
    package static func describe(_ error: Error) -> String {
        #if canImport(Darwin)
        return (error as NSError).localizedDescription
        #else
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
            return String(cString: strerror(code))
        }
        if nsError.domain == NSCocoaErrorDomain {
            // Foundation on Linux puts this before every reason; it says nothing.
            let generic = "The operation could not be completed. "
            let text = nsError.localizedDescription
            return text.hasPrefix(generic) && text.count > generic.count ? String(text.dropFirst(generic.count)) : text
        }
        return "\(error)"
        #endif
    }
}
