// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_sitemap_mustache = ##"""
<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
{{#urls}}
<url><loc>{{.}}</loc></url>
{{/urls}}
</urlset>

"""##
}
