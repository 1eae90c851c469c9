import Foundation

/// Folders the tests read: the repository, its fixtures and snapshots.
enum TestPaths {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let testsFolder = repositoryRoot.appendingPathComponent("Tests/FolioTests")
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let snapshots = testsFolder.appendingPathComponent("Snapshots")

    /// The built `folio` executable, beside the test bundle.
    static var folioExecutable: URL {
        var folder = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folder = bundle.bundleURL.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("folio")
    }

    /// `RECORD_SNAPSHOTS=1` rewrites snapshots (and fails the test that recorded).
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }
}
