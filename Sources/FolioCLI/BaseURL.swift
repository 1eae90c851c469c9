import Foundation

/// What `--base-url` accepts: an absolute http or https address with a host, no query or fragment.
enum BaseURL {
    static func isValid(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil
        else { return false }
        return true
    }
}
