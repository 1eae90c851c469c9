@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Damaged copies of valid files (truncated, or with bytes flipped, seeded so a failure
/// reproduces) go through the loaders: each yields records or an error, none crashes.
/// `FOLIO_FUZZ_CASES=N` runs N cases per kind instead of the default.
final class LoaderFuzzTests: XCTestCase {
    static var casesPerKind: Int { Int(ProcessInfo.processInfo.environment["FOLIO_FUZZ_CASES"] ?? "") ?? 200 }

    func mutate(_ data: Data, seed: UInt64) -> Data {
        var random = SeededGenerator(seed: seed)
        var bytes = [UInt8](data)
        if Bool.random(using: &random) {
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        } else {
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
        }
        return Data(bytes)
    }

    /// Loads each damaged copy; returns how many loaded and how many failed with a message.
    func fuzz(_ original: Data, name: String, seeds: Range<UInt64>) throws -> (loaded: Int, failed: Int) {
        let folder = try TemporaryFolder()
        let file = DataFile(url: folder.child(name), displayPath: "Content/\(name)")
        var loaded = 0, failed = 0
        for seed in seeds {
            try mutate(original, seed: seed).write(to: file.url)
            var diagnostics = Diagnostics()
            do {
                _ = try ContentLoader(copies: folder.child("copies")).load(file, diagnostics: &diagnostics)
                loaded += 1
            } catch let error as FolioError {
                XCTAssertEqual(error.location?.file, "Content/\(name)", "seed \(seed)")
                failed += 1
            }
            XCTAssertTrue(diagnostics.problems.allSatisfy { $0.location?.file == "Content/\(name)" }, "seed \(seed)")
        }
        return (loaded, failed)
    }

    func realMemoPlist() throws -> Data {
        try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("real/MemoInfo.plist"))
    }

    func testDamagedXMLPlists() throws {
        let result = try fuzz(try realMemoPlist(), name: "memos.plist", seeds: 0..<UInt64(Self.casesPerKind))
        XCTAssertEqual(result.loaded + result.failed, Self.casesPerKind)
        XCTAssertGreaterThan(result.failed, 0)
    }

    func testDamagedBinaryPlists() throws {
        let root = try PropertyListSerialization.propertyList(from: try realMemoPlist(), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        let result = try fuzz(binary, name: "memos.plist", seeds: 1_000_000..<(1_000_000 + UInt64(Self.casesPerKind)))
        XCTAssertEqual(result.loaded + result.failed, Self.casesPerKind)
        XCTAssertGreaterThan(result.failed, 0)
    }

    func testDamagedSQLiteFiles() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: (1...20).map {
            "INSERT INTO bookInfo VALUES(\($0),'Book \($0)','Author',\($0 % 7),'intro','content','summary')"
        })
        let original = try Data(contentsOf: site.folder.child("Content/books.sqlite"))
        let result = try fuzz(original, name: "books.sqlite", seeds: 2_000_000..<(2_000_000 + UInt64(Self.casesPerKind)))
        XCTAssertEqual(result.loaded + result.failed, Self.casesPerKind)
        XCTAssertGreaterThan(result.failed, 0)
    }

    /// Objects that refer to themselves or to each other many times over stop with a message.
    func testBinaryPlistReferenceLoopsAndBombs() throws {
        // bplist00, object 0: array of 1 element referring to object 0 itself.
        let loop = Data("bplist00".utf8) + Data([0xA1, 0x00]) + Data([0x08])
            + Data([0, 0, 0, 0, 0, 0, 1, 1]) + bigEndian(1) + bigEndian(0) + bigEndian(10)
        XCTAssertEqual(try loadError(loop), "binary plist is nested more than 256 deep")
        // 40 arrays, each holding the next one twice: 2^40 values from a few hundred bytes.
        var objects = Data(), offsets: [UInt8] = []
        for index in 0..<40 {
            offsets.append(UInt8(8 + objects.count))
            objects += index == 39 ? Data([0x08]) : Data([0xA2, UInt8(index + 1), UInt8(index + 1)])
        }
        let bomb = Data("bplist00".utf8) + objects + Data(offsets)
            + Data([0, 0, 0, 0, 0, 0, 1, 1]) + bigEndian(40) + bigEndian(0) + bigEndian(UInt64(8 + objects.count))
        XCTAssertEqual(try loadError(bomb), "binary plist refers to its objects too many times")
    }

    func bigEndian(_ value: UInt64) -> Data {
        withUnsafeBytes(of: value.bigEndian) { Data($0) }
    }

    func loadError(_ data: Data) throws -> String? {
        let folder = try TemporaryFolder()
        let file = DataFile(url: try folder.write(data, to: "x.plist"), displayPath: "Content/x.plist")
        var diagnostics = Diagnostics()
        do {
            _ = try ContentLoader(copies: nil).load(file, diagnostics: &diagnostics)
            return nil
        } catch let error as FolioError {
            XCTAssertEqual(error.reason, "is not a readable property list (XML or binary)")
            return (error.cause as? CustomStringConvertible)?.description
        }
    }
}
