@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Titles from the first line, empty memos left out with a warning, bad createTime errors.
final class MemoRulesTests: XCTestCase {
    func testMissingOrEmptyTitleIsTheFirstNonEmptyLineOfDetail() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [
            ["createTime": "2026/01/01 10:00", "detail": "\n  \nFirst line  \nsecond"],
            ["title": "", "createTime": "2026/01/02 10:00", "detail": "Empty title\nbody"],
            ["title": "   ", "createTime": "2026/01/03 10:00", "detail": "## A heading\nbody"],
            ["title": " Kept ", "createTime": "2026/01/04 10:00", "detail": "Other line"],
        ]])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.notebooks.first?.notes.map(\.title), ["First line", "Empty title", "A heading", "Kept"])
    }

    func testEmptyMemosAreNotPublishedAndWarnWithFileAccountAndPosition() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            ["title": "Kept", "createTime": "2026/01/01 10:00", "detail": "text"],
            ["title": "Blank", "createTime": "2026/01/02 10:00", "detail": " \n\t\n"],
            ["title": "No detail", "createTime": "2026/01/03 10:00"],
        ]])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "warning: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published",
            "warning: Content/memos.plist: account \"qq\", memo 3: detail is empty; the memo is not published",
        ])
        XCTAssertEqual(content.notebooks.first?.notes.map(\.title), ["Kept"])
        XCTAssertTrue(site.build().succeeded)
    }

    func testImpossibleCreateTimeAndWrongTypesAreErrorsNamingTheRecord() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            ["title": "a", "createTime": "2016/02/30 10:00", "detail": "x"],
            ["title": "b", "createTime": 20160101, "detail": "x"],
            ["title": "c", "createTime": "2016-13-40", "detail": "x"],
            ["title": 5, "createTime": "2016/01/01 10:00", "detail": "x"],
        ]])
        let (_, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/memos.plist: account \"qq\", memo 1: createTime \"2016/02/30 10:00\" is not yyyy/MM/dd HH:mm",
            "error: Content/memos.plist: account \"qq\", memo 2: createTime is a number (20160101), expected a string yyyy/MM/dd HH:mm",
            "error: Content/memos.plist: account \"qq\", memo 3: createTime \"2016-13-40\" is not yyyy/MM/dd HH:mm",
            "error: Content/memos.plist: account \"qq\", memo 4: title is a number (5), expected a string",
        ])
    }

    func testAccountsAreInNameOrderAndSameNamedAccountsMerge() throws {
        let site = try FixtureSite()
        try site.writeMemos(["zeta": [["createTime": "2026/01/01 10:00", "detail": "z"]],
                             "Alpha": [["createTime": "2026/01/01 10:00", "detail": "a1"]]], to: "a.plist")
        try site.writeMemos(["Alpha": [["createTime": "2026/01/02 10:00", "detail": "a2"]]], to: "b.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.notebooks.map(\.name), ["Alpha", "zeta"])
        XCTAssertEqual(content.notebooks.first?.notes.map(\.title), ["a1", "a2"])
    }

    /// Accounts are read on several threads; what they hold and the problems come in the same order.
    func testAccountsReadOnSeveralThreadsGiveWhatOneThreadGives() throws {
        let site = try FixtureSite()
        try site.writeMemos(Dictionary(uniqueKeysWithValues: (1...9).map { account in
            ("account \(10 - account)", (1...5).map { memo in
                memo == account % 5 + 1 ? ["title": "Bad \(memo)", "createTime": "2026/13/0\(memo) 10:00", "detail": "x"]
                    : ["title": "Memo \(memo)", "createTime": "2026/01/0\(memo) 10:00", "detail": memo == 3 ? " " : "text \(memo)"]
            })
        }))
        let (one, oneThread) = site.load(workers: 1)
        let (four, fourThreads) = site.load(workers: 4)
        XCTAssertEqual(oneThread.messages.count, 9 + 7, "an error in each account, an empty memo in seven")
        XCTAssertEqual(fourThreads.messages, oneThread.messages)
        XCTAssertEqual(four.notebooks.map(\.name), one.notebooks.map(\.name))
        XCTAssertEqual(four.notebooks.map { $0.notes.map(\.title) }, one.notebooks.map { $0.notes.map(\.title) })
        XCTAssertEqual(Array(oneThread.messages.prefix(2)), [
            "warning: Content/memos.plist: account \"account 1\", memo 3: detail is empty; the memo is not published",
            "error: Content/memos.plist: account \"account 1\", memo 5: createTime \"2026/13/05 10:00\" is not yyyy/MM/dd HH:mm",
        ])
    }
}

/// A memo page shows the title once: the detail's first line is dropped when it is the title.
final class MemoBodyTests: XCTestCase {
    func memo(title: String, detail: String) -> Note {
        Note(title: title, created: LocalDateTime(memoText: "2026/01/01 10:00")!, body: detail, source: SourceLocation(file: "f"))
    }

    func testAnAccountNamedWithOnlyWhiteSpaceGetsVisibleLinkText() throws {
        let site = try FixtureSite()
        try site.writeMemos(["": [["createTime": "2026/01/01 10:00", "detail": "a"]], " ": [["createTime": "2026/01/01 10:00", "detail": "b"]],
                             "\t": [["createTime": "2026/01/01 10:00", "detail": "c"]]])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let index = try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)
        let rows = index.components(separatedBy: "\n").filter { $0.contains("notes/") && $0.hasPrefix("<li>") && $0.contains("class=\"name\"") }
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows.filter { $0.contains(">(no name)<") }.count, 3, rows.joined(separator: "\n"))
        XCTAssertEqual(Set(rows.map { $0.components(separatedBy: "href=\"")[1].components(separatedBy: "\"")[0] }).count, 3, "three accounts, three pages")
        let memo = try String(contentsOf: site.output.appendingPathComponent("notes/account/1.html"), encoding: .utf8)
        XCTAssertTrue(memo.contains(">(no name)</a>"), "the memo's link back to its account")
    }

    func testFirstLineThatIsTheTitleIsNotRepeated() {
        XCTAssertEqual(memo(title: "收衣服", detail: "收衣服\n\n晚上回去收衣服").bodyWithoutTitle, "\n\n晚上回去收衣服")
        XCTAssertEqual(memo(title: "Plan", detail: "\n  ## Plan \nbody").bodyWithoutTitle, "\nbody")
        XCTAssertEqual(memo(title: "Own title", detail: "First line\nbody").bodyWithoutTitle, "First line\nbody")
        XCTAssertEqual(memo(title: "Only", detail: "Only").bodyWithoutTitle, "")
    }

    /// Every newline character ends the first line, CR LF as one; a combining mark after a
    /// newline starts the next line (lines are found in the bytes, so this pins them to the characters).
    func testEveryKindOfNewlineEndsTheFirstLine() {
        let cases: [(detail: String, title: String, body: String)] = [
            ("\r\n \r\nTitle\r\nbody", "Title", "\r\nbody"),
            ("\rTitle\rbody", "Title", "\rbody"),
            ("\u{0B}\u{0C}Title\u{0C}body", "Title", "\u{0C}body"),
            ("Title\u{85}body", "Title", "\u{85}body"),
            ("\u{2028}标题\u{2029}正文", "标题", "\u{2029}正文"),
            ("\n\u{301}e\nbody", "\u{301}e", "\nbody"),
            ("# Café\u{301} \u{2028}", "Café\u{301}", "\u{2028}"),
            ("Title \u{E2}\u{80}x", "Title \u{E2}\u{80}x", ""),
        ]
        for (detail, title, body) in cases {
            XCTAssertEqual(Note.firstLineTitle(of: detail), title, detail.debugDescription)
            XCTAssertEqual(memo(title: title, detail: detail).bodyWithoutTitle, body, detail.debugDescription)
        }
    }

    /// A Markdown heading's `#`s go; a `#` that starts a tag, seven of them, or one a combining
    /// mark joins (another character) stay.
    func testAHeadingsHashesLeaveTheTitle() {
        let cases = [
            ("## Plan", "Plan"), ("  ###   标题  \nbody", "标题"), ("######\tSix", "Six"), ("####### Seven", "####### Seven"),
            ("#tag line", "#tag line"), ("#\u{301} x", "#\u{301} x"), ("##\u{301} x", "##\u{301} x"), ("#", "#"), ("# #", "#"),
            ("Plain title", "Plain title"), ("标题 ", "标题"), ("\u{A0}Title\u{A0}", "Title"),
        ]
        for (detail, title) in cases {
            XCTAssertEqual(Note.firstLineTitle(of: detail), title, detail.debugDescription)
        }
    }
}

/// A memo row's one-line summary: the start of its body as plain text.
final class SummaryTests: XCTestCase {
    func testFoldsWhiteSpaceAndCutsAtAWordWithAnEllipsis() {
        XCTAssertEqual(Summary.of("Read *one* chapter.\n\nThen   write."), "Read *one* chapter. Then write.")
        let long = String(repeating: "word ", count: 30)
        XCTAssertEqual(Summary.of(long), String(repeating: "word ", count: 16).trimmingCharacters(in: .whitespaces) + "…")
        XCTAssertEqual(Summary.of(String(repeating: "读", count: 100)), String(repeating: "读", count: 80) + "…", "no spaces: cut anywhere")
        XCTAssertEqual(Summary.of(""), "")
    }

    /// White space is Unicode's, whichever way a character is checked: the ideographic space,
    /// no-break space, CR LF, the line separator, and a space with a combining mark on it all fold;
    /// kana, CJK and Hangul never do.
    func testUnicodeWhiteSpaceFolds() {
        XCTAssertEqual(Summary.of("a\u{3000}\u{00A0}b\r\nc\u{2028}한국어\tかな \u{301}d\u{2003}e"), "a b c 한국어 かな d e")
    }

    /// The summary reads scalars that stand alone without grapheme breaking; it is what reading
    /// Character by Character gives, around clusters, marks, jamo, CR LF and emoji too, from the
    /// text or from its bytes.
    func testTheSummaryIsWhatReadingCharacterByCharacterGives() {
        func byCharacters(_ plain: String) -> String {
            var words = "", count = 0, space = false
            for character in plain {
                if character.isWhitespace { space = !words.isEmpty; continue }
                if space { words.append(" "); count += 1; space = false }
                words.append(character)
                count += 1
                if count > Summary.length { break }
            }
            guard count > Summary.length else { return words }
            var cut = String(words.prefix(Summary.length))
            if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 20 { cut = String(cut[..<space]) }
            return cut + "…"
        }
        let pieces = ["a", " ", "\r\n", "\r", "\n", "e\u{301}", "\u{301}", "か", "\u{3099}", "が", "한", "\u{1100}\u{1161}", "\u{1100}", "\u{1161}\u{11A8}",
                      "读", "👍🏽", "👨\u{200D}👩", "🇨🇳", "\u{0915}\u{094D}\u{0937}", "\u{0600}1", "\u{3000}", "x\u{FE0F}", "ー", "\t", "\u{2028}"]
        var generator = SeededGenerator(seed: 17)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(Summary.of(text), byCharacters(text), text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            XCTAssertEqual(Summary.of(utf8: Array(text.utf8)), byCharacters(text), "from bytes")
        }
        for piece in pieces { XCTAssertEqual(Summary.of(String(repeating: piece, count: 90)), byCharacters(String(repeating: piece, count: 90))) }
        // A word that starts near the cut: kept whole when it starts within 20 characters of it.
        for start in 55...65 {
            let text = String(repeating: "x", count: start) + " " + String(repeating: "y", count: 40)
            XCTAssertEqual(Summary.of(text), byCharacters(text), "the space after \(start) characters")
        }
        // Mostly scalars that stand alone, read from their bytes until one that does not (a mark, CR LF) sends the text the long way.
        let ascii = ["a", "bc", "word ", " ", "  ", "\t", "\n", "\u{0B}", "\u{0C}", "x.", "’", "“q”", "é", "—", "…", "ǅ", "ÿ", "e\u{301}", "\r\n", "读", "\u{301}", "’\u{301}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...90, using: &generator)).map { _ in
                ascii[Int.random(in: 0..<(Int.random(in: 0..<8, using: &generator) == 0 ? ascii.count : ascii.count - 5), using: &generator)]
            }.joined()
            XCTAssertEqual(Summary.of(text), byCharacters(text), text.debugDescription)
            XCTAssertEqual(Summary.of(utf8: Array(text.utf8)), byCharacters(text), "from bytes: \(text.debugDescription)")
        }
    }

    func testTheSummaryIsTheBodysPlainTextNotItsMarkdown() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "T", "createTime": "2026/01/01 10:00", "detail": "T\n\n> Read *one* [chapter](x.html) a night.\n\n- keep a pencil"]]])
        let result = site.build()
        let list = try String(contentsOf: site.output.appendingPathComponent("notes/qq/index.html"), encoding: .utf8)
        XCTAssertTrue(list.contains("<span class=\"summary\">Read one chapter a night. keep a pencil</span>"), "\(result.diagnostics.messages) \(list)")
    }
}
