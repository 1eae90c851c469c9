import Foundation

/// A built site's search page as headless Chromium leaves it after a query given in its address
/// (from file://): the summary line, each result's HTML in order, and the "More results" button.
struct SearchPage {
    let summary: String
    /// Each `<li>`'s content, in the order shown.
    let results: [String]
    let offersMore: Bool
    /// The index's scripts in the page, in the order they were added (`search/index.js`, then
    /// those the query loaded).
    let loaded: [String]

    /// Each result's link, relative to the site's root.
    var links: [String] {
        results.map { $0.components(separatedBy: "<a href=\"").dropFirst().first?.components(separatedBy: "\"").first ?? "" }
    }

    /// Each result's title, without its marks and snippet.
    var titles: [String] {
        results.map { result in
            let title = result.components(separatedBy: "<span class=\"title\">").dropFirst().first ?? ""
            return Self.text(of: title.components(separatedBy: "<span class=\"summary snippet\">")[0].components(separatedBy: "</span>")[0])
        }
    }

    /// Each result's snippet as HTML (marks kept), or "" when it has none.
    var snippets: [String] {
        results.map { $0.components(separatedBy: "<span class=\"summary snippet\">").dropFirst().first?.components(separatedBy: "</span>").first ?? "" }
    }

    /// Opens `search.html?q=query`. With `clickingMore`, a copy of the page that also clicks
    /// "More results" whenever it is shown, as a reader would, until it is gone.
    static func open(_ query: String, in output: URL, clickingMore: Bool = false) throws -> SearchPage {
        var page = output.appendingPathComponent("search.html")
        if clickingMore {
            let html = try String(contentsOf: page, encoding: .utf8)
            let clicker = "<script>(function click() { var more = document.getElementById(\"more\");"
                + " if (!more.hidden) more.click(); setTimeout(click, 20); })();</script>\n</body>"
            page = output.appendingPathComponent("search-clicking-more.html")
            try html.replacingOccurrences(of: "</body>", with: clicker).write(to: page, atomically: true, encoding: .utf8)
        }
        var components = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let dom = try HeadlessChromium.dom(of: components.url!, untested: "the offline search")
        let summary = dom.components(separatedBy: "<p id=\"summary\" class=\"count\" aria-live=\"polite\">").dropFirst().first?
            .components(separatedBy: "</p>").first ?? "(no summary in the page)"
        let list = dom.components(separatedBy: "<ol id=\"results\" class=\"rows results\">").dropFirst().first?
            .components(separatedBy: "</ol>").first ?? ""
        let results = list.components(separatedBy: "<li>").dropFirst().map { $0.components(separatedBy: "</li>")[0] }
        let offersMore = dom.contains("<button id=\"more\" class=\"more\" type=\"button\">")
        let loaded = dom.components(separatedBy: "<script src=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }.filter { $0.hasPrefix("search/") }
        return SearchPage(summary: summary, results: results, offersMore: offersMore, loaded: loaded)
    }

    /// HTML without its tags, entities as the five XML ones.
    static func text(of html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
