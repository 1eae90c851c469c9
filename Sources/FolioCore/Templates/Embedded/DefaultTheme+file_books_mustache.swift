// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_books_mustache = ##"""
{{<layout}}
{{$title}}Books{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a></nav>
<h1>Books <span class="count">{{bookCountText}}</span></h1>
{{#groups}}
{{#heading}}<h2 class="group">{{#headingHref}}<a href="{{headingHref}}">{{heading}}</a>{{/headingHref}}{{^headingHref}}{{heading}}{{/headingHref}}</h2>{{/heading}}
<ul class="rows book-list">
{{#books}}
{{>book-row}}
{{/books}}
</ul>
{{/groups}}
{{>pager}}
{{^hasBooks}}<p class="empty">No books yet.</p>{{/hasBooks}}
{{/content}}
{{/layout}}

"""##
}
