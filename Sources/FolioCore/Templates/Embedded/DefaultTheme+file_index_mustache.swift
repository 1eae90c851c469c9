// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_index_mustache = ##"""
{{<layout}}
{{$title}}Home{{/title}}
{{$content}}
<h1>{{siteTitle}}</h1>
<section aria-labelledby="notebooks">
<h2 id="notebooks">Notebooks <span class="count">{{memoCount}} memos</span></h2>
{{#hasAccounts}}
<ul class="cards">
{{#accounts}}
<li><a href="{{href}}"><span class="name">{{name}}</span> <span class="count">{{countText}}</span></a></li>
{{/accounts}}
</ul>
{{/hasAccounts}}
{{^accounts}}<p class="empty">No memos yet.</p>{{/accounts}}
</section>
<section aria-labelledby="reading">
<h2 id="reading">Reading list <span class="count">{{bookCountText}}</span></h2>
{{#hasBooks}}
<ul class="rows">
{{#newestBooks}}
{{>book-row}}
{{/newestBooks}}
</ul>
{{/hasBooks}}
{{^newestBooks}}<p class="empty">No books yet.</p>{{/newestBooks}}
<p class="more"><a href="{{booksHref}}">All books →</a> <a href="{{root}}authors/index.html">Authors →</a> <a href="{{root}}stats.html">Reading statistics →</a></p>
</section>
{{/content}}
{{/layout}}

"""##
}
