// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_404_mustache = #"""
{{<layout}}
{{$title}}Not found{{/title}}
{{$content}}
<h1>Not found</h1>
<p>There is no page at this address. <a href="{{indexHref}}">Go to the home page</a>.</p>
{{/content}}
{{/layout}}

"""#
}
