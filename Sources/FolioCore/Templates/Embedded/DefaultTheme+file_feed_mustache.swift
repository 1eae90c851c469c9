// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_feed_mustache = ##"""
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>{{siteTitle}}</title>
<id>{{siteURL}}</id>
<link rel="self" href="{{feedURL}}"/>
<link rel="alternate" type="text/html" href="{{siteURL}}"/>
<updated>{{updated}}</updated>
<author><name>{{author}}</name></author>
<generator>Folio</generator>
{{#entries}}
<entry>
<title>{{title}}</title>
<id>{{url}}</id>
<link rel="alternate" type="text/html" href="{{url}}"/>
<updated>{{updated}}</updated>
<category term="{{category}}"/>
<content type="html">{{contentHTML}}</content>
</entry>
{{/entries}}
</feed>

"""##
}
