// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_account_mustache = ##"""
{{<layout}}
{{$title}}{{name}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a></nav>
<h1>{{name}} <span class="count">{{countText}}</span></h1>
<ul class="rows memo-list">
{{#memos}}
<li><a href="{{href}}"><span class="title">{{title}}</span><time datetime="{{datetime}}">{{listTime}}</time></a></li>
{{/memos}}
</ul>
{{>pager}}
{{/content}}
{{/layout}}

"""##
}
