// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    public static let files: [String: String] = [
        "404.mustache": file_404_mustache,
        "account.mustache": file_account_mustache,
        "author.mustache": file_author_mustache,
        "authors.mustache": file_authors_mustache,
        "book-row.mustache": file_book_row_mustache,
        "book.mustache": file_book_mustache,
        "books.mustache": file_books_mustache,
        "feed.mustache": file_feed_mustache,
        "index.mustache": file_index_mustache,
        "layout.mustache": file_layout_mustache,
        "memo.mustache": file_memo_mustache,
        "pager.mustache": file_pager_mustache,
        "search.js": file_search_js,
        "search.mustache": file_search_mustache,
        "sitemap.mustache": file_sitemap_mustache,
        "stars.mustache": file_stars_mustache,
        "stats.mustache": file_stats_mustache,
        "style.css": file_style_css,
        "tag-list.mustache": file_tag_list_mustache,
        "tag.mustache": file_tag_mustache,
        "tags.mustache": file_tags_mustache,
    ]
}
