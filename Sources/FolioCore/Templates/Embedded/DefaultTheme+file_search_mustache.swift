// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_search_mustache = #"""
{{<layout}}
{{$title}}Search{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a></nav>
<h1>Search</h1>
<form class="search" role="search" action="search.html" method="get">
<label for="q">Titles, notebooks, authors, tags and text</label>
<input id="q" name="q" type="search" autocomplete="off" autofocus>
<button type="submit">Search</button>
</form>
<p id="summary" class="count" aria-live="polite"></p>
<ol id="results" class="rows results"></ol>
<noscript><p class="empty">Search needs JavaScript; every page is also reachable from the lists.</p></noscript>
<script src="{{root}}search-index.js"></script>
<script src="{{root}}search.js"></script>
{{/content}}
{{/layout}}

"""#
}
