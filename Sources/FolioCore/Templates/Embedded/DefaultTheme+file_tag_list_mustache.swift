// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_tag_list_mustache = ##"""
{{#hasTags}}<ul class="tags" aria-label="Tags">{{#tags}}<li><a href="{{href}}">#{{title}}</a></li>{{/tags}}</ul>{{/hasTags}}

"""##
}
