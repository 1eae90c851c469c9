extension DefaultTheme {
    /// One fingerprint of every file of the default theme, so that a build by a Folio whose
    /// theme changed (a new release, or a developer's own build) is never taken as up to date.
    static let fingerprint: Fingerprint = {
        var bytes: [UInt8] = []
        for (path, text) in files.sorted(by: { $0.key.precedesInByteOrder($1.key) }) {
            bytes += Array(path.utf8) + [0] + Array(text.utf8) + [0]
        }
        return Fingerprint(bytes)
    }()
}
