// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_book_row_mustache = #"""
<li><a href="{{href}}"><span class="title">《{{title}}》</span><span class="author">{{author}}</span>{{>stars}}</a></li>

"""#
}
