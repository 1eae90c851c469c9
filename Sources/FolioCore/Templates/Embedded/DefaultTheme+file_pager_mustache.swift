// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_pager_mustache = ##"""
{{#pager}}
<nav class="pages" aria-label="Pages">
{{#previousHref}}<a href="{{previousHref}}" rel="prev">← Previous</a>{{/previousHref}}
{{#pages}}{{#gap}}<span class="gap">…</span>{{/gap}}{{^gap}}{{#current}}<span aria-current="page">{{number}}</span>{{/current}}{{^current}}<a href="{{href}}">{{number}}</a>{{/current}}{{/gap}}
{{/pages}}
{{#nextHref}}<a href="{{nextHref}}" rel="next">Next →</a>{{/nextHref}}
</nav>
{{/pager}}

"""##
}
