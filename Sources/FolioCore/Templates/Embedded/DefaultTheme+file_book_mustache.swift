// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_book_mustache = ##"""
{{<layout}}
{{$title}}{{title}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{booksHref}}">Books</a></nav>
<article>
<h1>《{{title}}》</h1>
<p class="meta"><span class="author">{{#authorHref}}<a href="{{authorHref}}">{{author}}</a>{{/authorHref}}{{^authorHref}}{{author}}{{/authorHref}}</span> {{>stars}}</p>
{{#sections}}
<section>
<h2>{{heading}}</h2>
<div class="body">
{{{bodyHTML}}}
</div>
</section>
{{/sections}}
</article>
{{/content}}
{{/layout}}

"""##
}
