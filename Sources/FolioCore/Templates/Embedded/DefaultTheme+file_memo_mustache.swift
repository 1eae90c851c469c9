// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_memo_mustache = ##"""
{{<layout}}
{{$title}}{{title}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{account.href}}">{{account.title}}</a></nav>
<article>
<h1>{{title}}</h1>
<p class="meta"><time datetime="{{datetime}}">{{fullTime}}</time></p>

<div class="body">
{{{bodyHTML}}}
</div>
{{>tag-list}}
</article>
<nav class="pager" aria-label="Other memos">
{{#previous}}<a class="previous" href="{{href}}" rel="prev">← {{title}}</a>{{/previous}}
{{#next}}<a class="next" href="{{href}}" rel="next">{{title}} →</a>{{/next}}
</nav>
{{/content}}
{{/layout}}

"""##
}
