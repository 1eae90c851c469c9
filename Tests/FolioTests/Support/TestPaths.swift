import Foundation
import XCTest

/// Folders the tests read: the repository, its fixtures and snapshots.
enum TestPaths {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let testsFolder = repositoryRoot.appendingPathComponent("Tests/FolioTests")
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let snapshots = testsFolder.appendingPathComponent("Snapshots")
    /// Files written by other programs (`../shared/fixtures/real`, beside the repository).
    static let realFixtures = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real")

    /// A file of `realFixtures`; the test is skipped, saying why, when the folder is not there.
    static func real(_ path: String) throws -> URL {
        guard FileManager.default.fileExists(atPath: realFixtures.path) else { throw XCTSkip("no ../shared/fixtures/real beside the repository") }
        return realFixtures.appendingPathComponent(path)
    }

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
