@testable import FolioPlist
import Foundation
import XCTest

/// A parse with a `PlistMemory` of the last parse of the same file takes each root child whose key
/// and bytes are unchanged from there: the value is always the one a parse from nothing gives.
final class PlistMemoryTests: XCTestCase {
    let large = PlistRootChildrenTests.self

    func parse(_ bytes: [UInt8], _ memory: PlistMemory) throws -> PlistValue {
        let value = try XMLPlistParser.parse(bytes, workers: 2, memory: memory)
        XCTAssertEqual(value, try XMLPlistParser.parse(bytes, workers: 1), "the value a parse from nothing gives")
        return value
    }

    func keys(_ value: PlistValue) -> [String] {
        guard case .dict(let entries) = value else { return [] }
        return entries.map(\.key)
    }

    /// The keys of the children the last parse took from the memory, or parsed (`false`).
    func taken(_ value: PlistValue, _ memory: PlistMemory) throws -> [String: Bool] {
        let matched = try XCTUnwrap(memory.matched)
        XCTAssertEqual(matched.count, keys(value).count)
        return Dictionary(zip(keys(value), matched.map { $0 != nil }), uniquingKeysWith: { $0 || $1 })
    }

    func testOnlyTheChildrenThatChangedAreParsedAgain() throws {
        let memory = PlistMemory()
        let first = try parse(large.largePlist(), memory)
        XCTAssertEqual(try taken(first, memory).values.filter { $0 }.count, 0, "nothing to take from the first time")

        // One child changed, one added: every other child is taken.
        var text = String(decoding: try large.largePlist(middle: "<key>added</key><array><string>new</string></array>"), as: UTF8.self)
        text = text.replacingOccurrences(of: "<key>odd-7</key><array><!-- a </string> in a comment -->", with: "<key>odd-7</key><array><!-- changed -->")
        let second = try parse(Array(text.utf8), memory)
        let parsedAgain = try taken(second, memory).filter { !$0.value }.map(\.key).sorted()
        XCTAssertEqual(parsedAgain, ["added", "odd-7"])
        XCTAssertEqual(keys(second).count, keys(first).count + 1)

        // The same again: everything is taken.
        let third = try parse(Array(text.utf8), memory)
        XCTAssertEqual(try taken(third, memory).filter { !$0.value }.count, 0)
    }

    /// Swift compares an NFC key equal to its NFD form; the memory compares bytes.
    func testAKeyInAnotherNormalisationIsParsedAgain() throws {
        let memory = PlistMemory()
        _ = try parse(large.largePlist(middle: "<key>caf\u{E9}</key><array/>"), memory)
        let second = try parse(large.largePlist(middle: "<key>cafe\u{301}</key><array/>"), memory)
        let matched = try XCTUnwrap(memory.matched)
        let index = try XCTUnwrap(keys(second).firstIndex { Array($0.utf8) == Array("cafe\u{301}".utf8) })
        XCTAssertNil(matched[index])
        XCTAssertEqual(matched.filter { $0 == nil }.count, 1)
    }

    /// A parse that fails keeps nothing: the next one parses every child.
    func testAFailedParseForgetsTheChildren() throws {
        let memory = PlistMemory()
        let bytes = try large.largePlist()
        _ = try parse(bytes, memory)
        let broken = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "<key>odd-9</key><array>", with: "<key>odd-9</key><array><nope>").utf8)
        XCTAssertThrowsError(try XMLPlistParser.parse(broken, workers: 2, memory: memory))
        XCTAssertNil(memory.matched)
        let again = try parse(bytes, memory)
        XCTAssertEqual(try taken(again, memory).filter { $0.value }.count, 0)
    }

    /// A plist too small for the parse on several threads does not use the memory at all.
    func testASmallPlistIsParsedWhole() throws {
        let memory = PlistMemory()
        _ = try parse(large.largePlist(), memory)
        let small = Array("<plist><dict><key>a</key><array/></dict></plist>".utf8)
        XCTAssertEqual(try parse(small, memory), .dict([PlistEntry(key: "a", value: .array([]))]))
        XCTAssertNil(memory.matched)
        let again = try parse(large.largePlist(), memory)
        XCTAssertEqual(try taken(again, memory).filter { $0.value }.count, 0, "the small parse left nothing to take")
    }
}
