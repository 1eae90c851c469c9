// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_authors_mustache = ##"""
{{<layout}}
{{$title}}Authors{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{booksHref}}">Books</a></nav>
<h1>Authors <span class="count">{{authorCountText}}</span></h1>
<ul class="rows author-list">
{{#authors}}
<li><a href="{{href}}"><span class="title">{{name}}</span><span class="count">{{countText}}</span></a></li>
{{/authors}}
</ul>
{{>pager}}
{{^authors}}<p class="empty">No authors yet.</p>{{/authors}}
{{/content}}
{{/layout}}

"""##
}
