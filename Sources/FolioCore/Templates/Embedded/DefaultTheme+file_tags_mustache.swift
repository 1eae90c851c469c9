// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_tags_mustache = ##"""
{{<layout}}
{{$title}}Tags{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a></nav>
<h1>Tags <span class="count">{{tagCountText}}</span></h1>
<ul class="rows tag-list">
{{#tags}}
<li><a href="{{href}}"><span class="title">#{{name}}</span><span class="count">{{countText}}</span></a></li>
{{/tags}}
</ul>
{{>pager}}
{{^tags}}<p class="empty">No tags yet: write #words in your memos.</p>{{/tags}}
{{/content}}
{{/layout}}

"""##
}
