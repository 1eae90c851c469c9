// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_author_mustache = ##"""
{{<layout}}
{{$title}}{{name}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{root}}authors/index.html">Authors</a></nav>
<h1>{{name}} <span class="count">{{countText}}</span></h1>
{{#introHTML}}
<section>
<h2>About the author</h2>
<div class="body">
{{{introHTML}}}
</div>
</section>
{{/introHTML}}
<h2>Books</h2>
<ul class="rows book-list">
{{#books}}
{{>book-row}}
{{/books}}
</ul>
{{>pager}}
{{/content}}
{{/layout}}

"""##
}
