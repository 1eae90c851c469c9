@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// One build writes an output at a time: a second is refused at once, in plain words, and
/// touches nothing the first is writing. A lock held by another open file of the lock file is
/// what another process's build holds (`flock` locks belong to open files, not processes).
final class OutputLockTests: XCTestCase {
    private let refused = "error[check output folder]: Output: another Folio build (`folio build` or `folio serve`) is writing this folder right now; this one wrote nothing. Run it again once that one has finished"

    private func memos(_ detail: String) -> [String: [[String: Any]]] {
        ["a": [["title": "One", "createTime": "2026/01/01 10:00", "detail": detail]]]
    }

    private func folder(of site: FixtureSite) -> OutputFolder {
        OutputFolder(url: site.output, displayPath: "Output")
    }

    func testABuildWhileAnotherWritesTheOutputIsRefusedAndTouchesNothing() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        XCTAssertTrue(site.build().succeeded)
        let before = try FileTree(site.folder.url)
        try site.writeMemos(memos("second"))
        var other: OutputLock? = try OutputLock.take(folder(of: site))
        let changed = try FileTree(site.folder.url)
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [refused])
        XCTAssertEqual(try FileTree(site.folder.url), changed, "no output or staging folder touched")
        XCTAssertNotEqual(changed, before)
        other = nil
        XCTAssertNil(other)
        XCTAssertTrue(site.build().succeeded, "the lock goes with the build that held it")
    }

    /// The first build of an output renders its texts into `.<name>.folio-texts.partial` and
    /// its pages into `.<name>.folio-staging`; a second one refused meanwhile neither replaces
    /// nor removes them.
    func testARefusedBuildLeavesTheOtherBuildsFilesAlone() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        var other: OutputLock? = try OutputLock.take(folder(of: site))
        try site.folder.write("<p>the other build's first page</p>", to: ".Output.folio-staging/site/index.html")
        let before = try FileTree(site.folder.url)
        XCTAssertEqual(site.build().diagnostics.messages, [refused])
        XCTAssertEqual(try FileTree(site.folder.url), before)
        other = nil
        XCTAssertNil(other)
    }

    func testTheLockGoesWithTheBuildAndLeavesNoFile() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        XCTAssertTrue(site.build().succeeded)
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content", "Output"])
        XCTAssertNoThrow(try OutputLock.take(folder(of: site)), "free once the builds have returned")
    }

    /// A process that ended in the middle of a build leaves the file, unlocked: the next build takes it.
    func testALockFileNoOneHoldsIsTaken() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        try site.folder.write("", to: ".Output.folio-lock")
        XCTAssertTrue(site.build().succeeded)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.folder.child(".Output.folio-lock").path))
    }

    /// A build that fails leaves no folder the lock made for an output that was not there.
    func testAFailedBuildLeavesNoFolderTheLockMade() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/13/01 10:00", "detail": "x"]]])
        var options = site.options()
        options.outputFolder = site.folder.child("public/site/Output")
        XCTAssertFalse(SiteBuild.run(options).succeeded)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content"])
        options.outputFolder = site.folder.child("Content/site/Output")
        XCTAssertFalse(SiteBuild.run(options).succeeded)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.folder.child("Content").path).sorted(), ["memos.plist"])
    }

    /// Where Folio may not make files beside the output (a folder of another user's, a read-only
    /// disk; here a folder the system will not let anyone change, `chattr +i`), no build can
    /// write and there is nothing to lock: the lock holds nothing. Other failures to make the
    /// file stop the build.
    func testNoLockWhereNoFileMayBeMade() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        XCTAssertTrue(site.build().succeeded)
        let lockFile = site.folder.child(".Output.folio-lock").path
        guard try OutputStagingTests.chattr("+i", site.url) else { throw XCTSkip("chattr +i is not possible here, so a folder refusing the lock file was NOT tested") }
        do {
            defer { _ = try? OutputStagingTests.chattr("-i", site.url) }
            let lock = try OutputLock.take(folder(of: site))
            try withExtendedLifetime(lock) {
                XCTAssertFalse(FileManager.default.fileExists(atPath: lockFile))
                XCTAssertNoThrow(try OutputLock.take(folder(of: site)), "holds nothing")
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content", "Output"])
        try FileManager.default.createDirectory(atPath: lockFile, withIntermediateDirectories: false)
        XCTAssertThrowsError(try OutputLock.take(folder(of: site))) { error in
            XCTAssertEqual((error as? FolioError)?.description, "error: Output: could not make its lock file .Output.folio-lock beside it\n  caused by: Is a directory")
        }
    }

    /// A lock file Folio may not write (another user's: a crashed `sudo folio build` left it, or
    /// two users build one site; here one the system will not let anyone change) is opened to
    /// read and locked all the same: a second build while the first holds it is refused.
    func testALockFileNotOursToWriteStillLocks() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        let lockFile = site.folder.child(".Output.folio-lock")
        try site.folder.write("", to: ".Output.folio-lock")
        guard try OutputStagingTests.chattr("+i", lockFile) else { throw XCTSkip("chattr +i is not possible here, so a lock file not ours to write was NOT tested") }
        defer { _ = try? OutputStagingTests.chattr("-i", lockFile) }
        try withExtendedLifetime(OutputLock.take(folder(of: site))) {
            XCTAssertThrowsError(try OutputLock.take(folder(of: site))) { error in
                XCTAssertEqual((error as? FolioError)?.description, refused.replacingOccurrences(of: "error[check output folder]", with: "error"))
            }
        }
        XCTAssertNoThrow(try OutputLock.take(folder(of: site)), "free again once its holder is gone")
    }

    func testARefusedOutputIsNotLocked() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        try site.folder.write("mine", to: "Output/keep.txt")
        XCTAssertFalse(site.build().succeeded)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.folder.child(".Output.folio-lock").path))
    }

    /// `folio serve`'s builds take the lock like any other: one from another process meanwhile is
    /// refused, and so is a serve build while another holds it.
    func testAServeBuildTakesTheLockAsAnyBuildDoes() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("first"))
        let memory = BuildMemory()
        XCTAssertTrue(SiteBuild.run(site.options(), memory: memory).succeeded)
        var other: OutputLock? = try OutputLock.take(folder(of: site))
        try site.writeMemos(memos("second"))
        XCTAssertEqual(SiteBuild.run(site.options(), memory: memory).diagnostics.messages, [refused])
        other = nil
        XCTAssertNil(other)
        XCTAssertTrue(SiteBuild.run(site.options(), memory: memory).succeeded)
    }
}
