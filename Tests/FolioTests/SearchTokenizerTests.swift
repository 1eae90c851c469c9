@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The index's terms: words lowercased without diacritics, CJK as characters and pairs.
final class SearchTokenizerTests: XCTestCase {
    func terms(_ text: String) -> [String] {
        var terms: [String] = []
        SearchTokenizer.forEachTerm(in: text) { terms.append($0) }
        return terms
    }

    func testWordsAreLowercasedWithoutDiacriticsAndSplitAtPunctuation() {
        XCTAssertEqual(terms("Café au LAIT, don't stop-2026 naïve Ærø"), ["cafe", "au", "lait", "don", "t", "stop", "2026", "naive", "ærø"])
        XCTAssertEqual(terms("Cafe\u{301} ÉCOLE straße İstanbul"), ["cafe", "ecole", "straße", "istanbul"], "decomposed marks too")
        XCTAssertEqual(terms("  **bold** [link](https://x.org) #tag\n"), ["bold", "link", "https", "x", "org", "tag"])
        XCTAssertEqual(terms(""), [])
        XCTAssertEqual(terms("— … ¡!"), [])
    }

    func testCJKGivesEachCharacterAndEachPairOfNeighbours() {
        XCTAssertEqual(terms("晚上回去"), ["晚", "上", "晚上", "回", "上回", "去", "回去"])
        XCTAssertEqual(terms("读书notes笔记。收"), ["读", "书", "读书", "notes", "笔", "记", "笔记", "收"])
        XCTAssertEqual(terms("ひらがな 한국"), ["ひ", "ら", "ひら", "が", "らが", "な", "がな", "한", "국", "한국"])
        XCTAssertEqual(terms("𠀀𠀁"), ["𠀀", "𠀁", "𠀀𠀁"], "beyond the BMP")
    }

    func testLongWordsAreCutToTheLongestTerm() {
        XCTAssertEqual(terms(String(repeating: "Ab", count: 30)), [String(repeating: "ab", count: 16)])
        XCTAssertEqual(terms(String(repeating: "É", count: 40) + " x"), [String(repeating: "e", count: 32), "x"])
        XCTAssertEqual(terms(String(repeating: "a", count: 40) + "é"), [String(repeating: "a", count: 32)])
    }

    /// The terms of UTF-8 bytes: a term as a slice of the text or lowercased, a word beyond ASCII
    /// as it stands (for `fold`); bytes that are no UTF-8 separate words, as U+FFFD would.
    func testBytesGiveTermsAndWordsToFold() {
        func terms(_ bytes: [UInt8]) -> [String] {
            var terms: [String] = []
            bytes.withUnsafeBufferPointer { text in
                SearchTokenizer.forEachTerm(in: text) { term, isTerm in
                    terms.append((isTerm ? "" : "~") + String(decoding: term, as: UTF8.self))
                }
            }
            return terms
        }
        XCTAssertEqual(terms(Array("The Café, 读书 x".utf8)), ["the", "~Café", "读", "书", "读书", "x"])
        XCTAssertEqual(terms([0x61, 0xFF, 0x62, 0xC3, 0x63, 0xE8, 0xAF, 0x64, 0xC0, 0x81, 0x65, 0xED, 0xA0, 0x80, 0x66, 0xF4, 0x90, 0x80, 0x80, 0x67]),
                       ["a", "b", "c", "d", "e", "f", "g"], "stray, cut short, overlong, surrogate, beyond U+10FFFF")
        XCTAssertEqual(terms(Array("AbC".utf8) + [0xE8]), ["abc"], "cut short at the end")
        let text = "Über den Fluß: ĲSSEL 12,5 — 東京タワー ＡＢＣ x\u{301}y"
        XCTAssertEqual(terms(Array(text.utf8)).map { $0.hasPrefix("~") ? SearchTokenizer.fold(String($0.dropFirst())) : $0 }, self.terms(text))
    }

    func testTermsOfATextAreDistinctInTheOrderTheyCome() {
        XCTAssertEqual(SearchTokenizer.terms(of: "the cat and THE hat 猫猫"), ["the", "cat", "and", "hat", "猫", "猫猫"])
    }

    /// A record's terms: its title's marked as such, then what only the rest holds.
    func testARecordsTermsSayWhichAreInItsTitle() {
        let record = SearchRecord(title: "Garden Notes", url: PagePath("notes/a.html"), kind: .memo, by: "qq", tags: "生活 garden",
                                  date: "2026/01/01", parts: [.words("Notes on the garden."), .words("")])
        XCTAssertEqual(record.terms().map { "\($0.term)\($0.inTitle ? "*" : "")" }, ["garden*", "notes*", "qq", "生", "活", "生活", "on", "the"])
    }
}
