// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_stars_mustache = ##"""
{{#score}}<span class="stars" title="{{spokenText}}"><span aria-hidden="true">{{stars}}</span><span class="visually-hidden">{{spokenText}}</span></span>{{/score}}{{^score}}<span class="stars unrated">Unrated</span>{{/score}}
"""##
}
