// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_layout_mustache = ##"""
<!DOCTYPE html>
<html lang="{{language}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="Folio">
<title>{{$title}}{{/title}} · {{siteTitle}}</title>
<link rel="stylesheet" href="{{root}}style.css">
{{#hasFeed}}<link rel="alternate" type="application/atom+xml" title="{{siteTitle}}" href="{{feedHref}}">
{{/hasFeed}}
</head>
<body>
<header class="site-header">
<a class="site-title" href="{{root}}index.html">{{siteTitle}}</a>
<nav aria-label="Site"><a href="{{root}}index.html">Notes</a> <a href="{{root}}books/index.html">Books</a> <a href="{{root}}authors/index.html">Authors</a> <a href="{{root}}tags/index.html">Tags</a> <a href="{{root}}stats.html">Statistics</a> <a href="{{searchHref}}">Search</a></nav>
</header>
<main>
{{$content}}{{/content}}
</main>
<footer class="site-footer">Made with Folio</footer>
</body>
</html>

"""##
}
