@testable import FolioCore
import FolioPlist
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Why Folio reads plists with its own parsers, pinned: if a toolchain's Foundation stops doing
/// either of these, a test fails and the README's reasons must be read again.
final class FoundationPlistTests: XCTestCase {
    /// Two accounts, "Café" in NFC and in NFD: two keys to the memo app, one to Foundation.
    func testFoundationMergesKeysThatDifferOnlyInUnicodeNormalisation() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
            <key>Caf\u{E9}</key><array><string>nfc</string></array><key>Cafe\u{301}</key><array><string>nfd</string></array>
            </dict></plist>
            """
        let foundation = try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil) as? [String: Any])
        XCTAssertEqual(foundation.count, 1, "Foundation now keeps both keys: see the README's reasons for Folio's own parsers")
        guard case .dict(let entries) = try XMLPlistParser.parse(Array(xml.utf8)) else { return XCTFail("not a dict") }
        XCTAssertEqual(entries.map { Array($0.key.unicodeScalars) }, [Array("Caf\u{E9}".unicodeScalars), Array("Cafe\u{301}".unicodeScalars)])
    }

    /// 41 objects, each array holding the next one twice: 2^40 strings once expanded.
    func testFoundationDoesNotReturnOnThePlistBomb() throws {
        var out: [UInt8] = Array("bplist00".utf8), offsets: [Int] = []
        for index in 0..<40 {
            offsets.append(out.count)
            out += [0xA2, UInt8(index + 1), UInt8(index + 1)]
        }
        offsets.append(out.count)
        out += [0x51, UInt8(ascii: "x")]
        let table = out.count
        for offset in offsets { out += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        out += [0, 0, 0, 0, 0, 0, 2, 1] + bigEndian(UInt64(offsets.count)) + bigEndian(0) + bigEndian(UInt64(table))
        let folder = try TemporaryFolder()
        let bomb = try folder.write(Data(out), to: "bomb.plist")

        XCTAssertThrowsError(try BinaryPlistParser.parse(Data(out)), "Folio's parser refuses it at once") {
            XCTAssertEqual("\($0)", "binary plist refers to its objects too many times")
        }

        let probe = Process()
        let built = TestPaths.repositoryRoot.appendingPathComponent("bench/.build/debug/FoundationProbe")
        guard FileManager.default.isExecutableFile(atPath: built.path) else {
            return XCTFail("bench/.build/debug/FoundationProbe is not built: `make test` builds it (make probe)")
        }
        probe.executableURL = built
        probe.arguments = [bomb.path]
        let said = Pipe()
        probe.standardOutput = said
        let ended = Happenings<Int32>()
        probe.terminationHandler = { ended.add($0.terminationStatus) }
        try probe.run()
        // Folio refuses this file in microseconds; Foundation still expanding it after two seconds
        // (with hundreds of MB taken) is the hang the README names. It is stopped here.
        let returned = ended.wait(timeout: 2) { !$0.isEmpty }
        if !returned { kill(probe.processIdentifier, SIGKILL) }
        ended.wait { !$0.isEmpty }
        XCTAssertFalse(returned, "Foundation now answers on the plist bomb (\(String(decoding: said.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))): see the README's reasons for Folio's own parsers")
    }

    private func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
