@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Six languages ship, each table complete, each with its plural rule, number separators and
/// date formats; a site built in each shows its counts and dates in that language.
final class ShippedLanguagesTests: XCTestCase {
    static let languages = ["de", "en", "es", "fr", "ja", "zh"]

    /// The table a language's file holds, as written (not filled from English).
    func ownTable(_ language: String) -> [String: String] {
        var diagnostics = Diagnostics()
        let name = InterfaceStrings.fileName(language)
        let file = ThemeFile(relativePath: name, text: DefaultTheme.files[name] ?? "", displayPath: name)
        let table = InterfaceStrings.parse(file, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [], language)
        return table
    }

    func strings(_ language: String) -> InterfaceStrings {
        var diagnostics = Diagnostics()
        let strings = InterfaceStrings.load(language: language, theme: .defaultTheme, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [], language)
        return strings
    }

    func testTheThemeShipsSixLanguages() {
        let tables = DefaultTheme.files.keys.filter { $0.hasPrefix("strings.") && $0.hasSuffix(".yml") }.sorted()
        XCTAssertEqual(tables, Self.languages.map(InterfaceStrings.fileName))
    }

    /// Every key English has, and no other; `_one` is left out exactly where the language's rule
    /// has no one.
    func testEveryTableHasEveryEnglishKey() {
        let english = Set(ownTable("en").keys)
        for language in Self.languages {
            let own = Set(ownTable(language).keys)
            let hasOne = !PluralRule(language: language).one.isEmpty
            let expected = hasOne ? english : english.filter { !$0.hasSuffix("_one") }
            XCTAssertEqual(english.subtracting(own).filter { expected.contains($0) }.sorted(), [], "\(language) lacks these")
            XCTAssertEqual(own.subtracting(expected).sorted(), [], "\(language) has these English has not, or a `_one` it never uses")
        }
    }

    /// Each translation names the same `{placeholders}` as the English text, each as often.
    func testPlaceholdersMatchEnglish() {
        func placeholders(_ text: String) -> [String] {
            text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { part in
                part.firstIndex(of: "}").map { String(part[..<$0]) }
            }.sorted()
        }
        let english = ownTable("en")
        for language in Self.languages {
            let mismatched = ownTable(language).filter { key, text in placeholders(text) != placeholders(english[key] ?? "") }
            XCTAssertEqual(mismatched, [:], language)
        }
    }

    func testPluralRules() {
        XCTAssertEqual(["en", "de", "es", "fr", "fr-CA", "ja", "zh", "zh-Hans", "pt"].map(PluralRule.init(language:)),
                       [.oneIsOne, .oneIsOne, .oneIsOne, .oneIsZeroOrOne, .oneIsZeroOrOne, .otherOnly, .otherOnly, .otherOnly, .oneIsOne])
        XCTAssertEqual([0, 1, 2].map(PluralRule(language: "fr").isOne), [true, true, false])
        XCTAssertEqual([0, 1, 2].map(PluralRule(language: "en").isOne), [false, true, false])
        XCTAssertEqual([0, 1, 2].map(PluralRule(language: "ja").isOne), [false, false, false])
        func counts(_ language: String) -> [String] { [0, 1, 2].map { strings(language).count($0, "book") } }
        XCTAssertEqual(counts("en"), ["0 books", "1 book", "2 books"])
        XCTAssertEqual(counts("de"), ["0 Bücher", "1 Buch", "2 Bücher"])
        XCTAssertEqual(counts("es"), ["0 libros", "1 libro", "2 libros"])
        XCTAssertEqual(counts("fr"), ["0 livre", "1 livre", "2 livres"])
        XCTAssertEqual(counts("ja"), ["0 冊", "1 冊", "2 冊"])
        XCTAssertEqual(counts("zh"), ["0 本书", "1 本书", "2 本书"])
    }

    func testNumbersAreGroupedAndDecimalsMarkedAsEachLanguageDoes() {
        let numbers = Self.languages.map { language in
            [strings(language).number(1_234_567), strings(language).number(tenths: 35), strings(language).number(tenths: 12_345)]
        }
        XCTAssertEqual(numbers, [
            ["1.234.567", "3,5", "1.234,5"],
            ["1,234,567", "3.5", "1,234.5"],
            ["1.234.567", "3,5", "1.234,5"],
            ["1\u{202F}234\u{202F}567", "3,5", "1\u{202F}234,5"],
            ["1,234,567", "3.5", "1,234.5"],
            ["1,234,567", "3.5", "1,234.5"],
        ])
    }

    func testDatesAreWrittenAsEachLanguageWritesThem() {
        let time = LocalDateTime(memoText: "2026/03/07 09:05")!
        let dates = Self.languages.map { language in
            [strings(language).date(time), strings(language).dateTime(time), strings(language).yearMonth(year: 2026, month: 3)]
        }
        XCTAssertEqual(dates, [
            ["07.03.2026", "07.03.2026, 09:05", "03/2026"],
            ["2026/03/07", "2026/03/07 09:05", "2026/03"],
            ["07/03/2026", "07/03/2026, 09:05", "03/2026"],
            ["07/03/2026", "07/03/2026 09:05", "03/2026"],
            ["2026/03/07", "2026/03/07 09:05", "2026/03"],
            ["2026/03/07", "2026/03/07 09:05", "2026/03"],
        ])
    }

    /// A small site in each language: the notebook's count, a list's date, a memo's date and
    /// time, and the statistics' counts of no books (one in French).
    func testASiteInEachLanguageShowsItsCountsAndDates() throws {
        var shown: [String: [String]] = [:]
        for language in Self.languages {
            let site = try FixtureSite()
            try site.writeMemos(["qq": [["title": "Walk", "createTime": "2026/11/14 10:00", "detail": "Along the river."]]])
            var options = site.options()
            options.language = language
            let result = SiteBuild.run(options)
            XCTAssertEqual(result.diagnostics.messages, [], language)
            func line(_ page: String, _ prefix: String) throws -> String {
                let html = try String(contentsOf: site.output.appendingPathComponent(page), encoding: .utf8)
                return html.components(separatedBy: "\n").first { $0.hasPrefix(prefix) } ?? "(no line \(prefix) in \(page))"
            }
            let row = try line("notes/qq/index.html", "<li><a href=\"1.html\">")
            shown[language] = [
                try line("notes/qq/index.html", "<h1>"),
                row.components(separatedBy: "</span>").last ?? row,
                try line("notes/qq/1.html", "<p class=\"meta\">"),
                try line("stats.html", "<p class=\"figures\">"),
            ]
        }
        XCTAssertEqual(shown, [
            "de": ["<h1>qq <span class=\"count\">1 Notiz</span></h1>",
                   "<time datetime=\"2026-11-14T10:00+00:00\">14.11.2026</time></a></li>",
                   "<p class=\"meta\"><time datetime=\"2026-11-14T10:00+00:00\">14.11.2026, 10:00</time></p>",
                   "<p class=\"figures\"><span>0 Bücher</span> <span>0 bewertete Bücher</span> <span>noch kein Buch bewertet</span></p>"],
            "en": ["<h1>qq <span class=\"count\">1 memo</span></h1>",
                   "<time datetime=\"2026-11-14T10:00+00:00\">2026/11/14</time></a></li>",
                   "<p class=\"meta\"><time datetime=\"2026-11-14T10:00+00:00\">2026/11/14 10:00</time></p>",
                   "<p class=\"figures\"><span>0 books</span> <span>0 rated books</span> <span>no book rated yet</span></p>"],
            "es": ["<h1>qq <span class=\"count\">1 nota</span></h1>",
                   "<time datetime=\"2026-11-14T10:00+00:00\">14/11/2026</time></a></li>",
                   "<p class=\"meta\"><time datetime=\"2026-11-14T10:00+00:00\">14/11/2026, 10:00</time></p>",
                   "<p class=\"figures\"><span>0 libros</span> <span>0 libros valorados</span> <span>ningún libro valorado todavía</span></p>"],
            "fr": ["<h1>qq <span class=\"count\">1 note</span></h1>",
                   "<time datetime=\"2026-11-14T10:00+00:00\">14/11/2026</time></a></li>",
                   "<p class=\"meta\"><time datetime=\"2026-11-14T10:00+00:00\">14/11/2026 10:00</time></p>",
                   "<p class=\"figures\"><span>0 livre</span> <span>0 livre noté</span> <span>aucun livre noté pour l’instant</span></p>"],
            "ja": ["<h1>qq <span class=\"count\">1 件のメモ</span></h1>",
                   "<time datetime=\"2026-11-14T10:00+00:00\">2026/11/14</time></a></li>",
                   "<p class=\"meta\"><time datetime=\"2026-11-14T10:00+00:00\">2026/11/14 10:00</time></p>",
                   "<p class=\"figures\"><span>0 冊</span> <span>評価済み 0 冊</span> <span>評価した本はまだありません</span></p>"],
            "zh": ["<h1>qq <span class=\"count\">1 条笔记</span></h1>",
                   "<time datetime=\"2026-11-14T10:00+00:00\">2026/11/14</time></a></li>",
                   "<p class=\"meta\"><time datetime=\"2026-11-14T10:00+00:00\">2026/11/14 10:00</time></p>",
                   "<p class=\"figures\"><span>0 本书</span> <span>0 本已评分</span> <span>还没有评分的书</span></p>"],
        ])
    }
}
