// Generated from Templates/ by DefaultTheme.swiftSource(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    public static let files: [String: String] = [
        "404.mustache": #"""
{{<layout}}
{{$title}}Not found{{/title}}
{{$content}}
<h1>Not found</h1>
<p>There is no page at this address. <a href="{{indexHref}}">Go to the home page</a>.</p>
{{/content}}
{{/layout}}

"""#,
        "account.mustache": ##"""
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

"""##,
        "author.mustache": ##"""
{{<layout}}
{{$title}}{{name}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{root}}authors/index.html">Authors</a></nav>
<h1>{{name}} <span class="count">{{countText}}</span></h1>
{{#introHTML}}
<section>
<h2>About the author</h2>
<div class="body">
{{{introHTML}}}
</div>
</section>
{{/introHTML}}
<h2>Books</h2>
<ul class="rows book-list">
{{#books}}
{{>book-row}}
{{/books}}
</ul>
{{>pager}}
{{/content}}
{{/layout}}

"""##,
        "authors.mustache": ##"""
{{<layout}}
{{$title}}Authors{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{booksHref}}">Books</a></nav>
<h1>Authors <span class="count">{{authorCountText}}</span></h1>
<ul class="rows author-list">
{{#authors}}
<li><a href="{{href}}"><span class="title">{{name}}</span><span class="count">{{countText}}</span></a></li>
{{/authors}}
</ul>
{{>pager}}
{{^authors}}<p class="empty">No authors yet.</p>{{/authors}}
{{/content}}
{{/layout}}

"""##,
        "book-row.mustache": #"""
<li><a href="{{href}}"><span class="title">《{{title}}》</span><span class="author">{{author}}</span>{{>stars}}</a></li>

"""#,
        "book.mustache": ##"""
{{<layout}}
{{$title}}{{title}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{booksHref}}">Books</a></nav>
<article>
<h1>《{{title}}》</h1>
<p class="meta"><span class="author">{{#authorHref}}<a href="{{authorHref}}">{{author}}</a>{{/authorHref}}{{^authorHref}}{{author}}{{/authorHref}}</span> {{>stars}}</p>
{{#sections}}
<section>
<h2>{{heading}}</h2>
<div class="body">
{{{bodyHTML}}}
</div>
</section>
{{/sections}}
</article>
{{/content}}
{{/layout}}

"""##,
        "books.mustache": ##"""
{{<layout}}
{{$title}}Books{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a></nav>
<h1>Books <span class="count">{{bookCountText}}</span></h1>
{{#groups}}
{{#heading}}<h2 class="group">{{#headingHref}}<a href="{{headingHref}}">{{heading}}</a>{{/headingHref}}{{^headingHref}}{{heading}}{{/headingHref}}</h2>{{/heading}}
<ul class="rows book-list">
{{#books}}
{{>book-row}}
{{/books}}
</ul>
{{/groups}}
{{>pager}}
{{^hasBooks}}<p class="empty">No books yet.</p>{{/hasBooks}}
{{/content}}
{{/layout}}

"""##,
        "feed.mustache": ##"""
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

"""##,
        "index.mustache": ##"""
{{<layout}}
{{$title}}Home{{/title}}
{{$content}}
<h1>{{siteTitle}}</h1>
<section aria-labelledby="notebooks">
<h2 id="notebooks">Notebooks <span class="count">{{memoCount}} memos</span></h2>
{{#hasAccounts}}
<ul class="cards">
{{#accounts}}
<li><a href="{{href}}"><span class="name">{{name}}</span> <span class="count">{{countText}}</span></a></li>
{{/accounts}}
</ul>
{{/hasAccounts}}
{{^accounts}}<p class="empty">No memos yet.</p>{{/accounts}}
</section>
<section aria-labelledby="reading">
<h2 id="reading">Reading list <span class="count">{{bookCountText}}</span></h2>
{{#hasBooks}}
<ul class="rows">
{{#newestBooks}}
{{>book-row}}
{{/newestBooks}}
</ul>
{{/hasBooks}}
{{^newestBooks}}<p class="empty">No books yet.</p>{{/newestBooks}}
<p class="more"><a href="{{booksHref}}">All books →</a> <a href="{{root}}authors/index.html">Authors →</a> <a href="{{root}}stats.html">Reading statistics →</a></p>
</section>
{{/content}}
{{/layout}}

"""##,
        "layout.mustache": ##"""
<!DOCTYPE html>
<html lang="{{language}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="Folio">
<title>{{$title}}{{/title}} · {{siteTitle}}</title>
<link rel="stylesheet" href="{{root}}style.css">
{{#hasFeed}}<link rel="alternate" type="application/atom+xml" title="{{siteTitle}}" href="{{feedHref}}">
{{/hasFeed}}
</head>
<body>
<header class="site-header">
<a class="site-title" href="{{root}}index.html">{{siteTitle}}</a>
<nav aria-label="Site"><a href="{{root}}index.html">Notes</a> <a href="{{root}}books/index.html">Books</a> <a href="{{root}}authors/index.html">Authors</a> <a href="{{root}}tags/index.html">Tags</a> <a href="{{root}}stats.html">Statistics</a> <a href="{{searchHref}}">Search</a></nav>
</header>
<main>
{{$content}}{{/content}}
</main>
<footer class="site-footer">Made with Folio</footer>
</body>
</html>

"""##,
        "memo.mustache": ##"""
{{<layout}}
{{$title}}{{title}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{account.href}}">{{account.title}}</a></nav>
<article>
<h1>{{title}}</h1>
<p class="meta"><time datetime="{{datetime}}">{{fullTime}}</time></p>

<div class="body">
{{{bodyHTML}}}
</div>
{{>tag-list}}
</article>
<nav class="pager" aria-label="Other memos">
{{#previous}}<a class="previous" href="{{href}}" rel="prev">← {{title}}</a>{{/previous}}
{{#next}}<a class="next" href="{{href}}" rel="next">{{title}} →</a>{{/next}}
</nav>
{{/content}}
{{/layout}}

"""##,
        "pager.mustache": ##"""
{{#pager}}
<nav class="pages" aria-label="Pages">
{{#previousHref}}<a href="{{previousHref}}" rel="prev">← Previous</a>{{/previousHref}}
{{#pages}}{{#current}}<span aria-current="page">{{number}}</span>{{/current}}{{^current}}<a href="{{href}}">{{number}}</a>{{/current}}
{{/pages}}
{{#nextHref}}<a href="{{nextHref}}" rel="next">Next →</a>{{/nextHref}}
</nav>
{{/pager}}

"""##,
        "search.js": #"""
// Folio's offline search: matches every word of the query, as a substring and ignoring case,
// against each entry's title, notebook or author, tags and text (so CJK needs no word breaks).
(function () {
  "use strict";
  var index = window.FOLIO_SEARCH_INDEX || [];
  var input = document.getElementById("q");
  var list = document.getElementById("results");
  var summary = document.getElementById("summary");
  var root = "";
  var haystacks = index.map(function (e) {
    return [e.t, e.a, e.g, e.b].join("\n").toLowerCase();
  });

  function run(query) {
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    list.textContent = "";
    if (words.length === 0) { summary.textContent = ""; return; }
    var shown = 0, found = 0;
    for (var i = 0; i < index.length; i++) {
      var hay = haystacks[i];
      if (!words.every(function (w) { return hay.indexOf(w) !== -1; })) continue;
      found++;
      if (shown >= 200) continue;
      shown++;
      var e = index[i];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + e.u;
      var title = document.createElement("span");
      title.className = "title";
      title.textContent = e.t;
      var where = document.createElement("span");
      where.className = "where";
      where.textContent = (e.k === "book" ? "Book" : "Memo") + (e.a ? " · " + e.a : "");
      link.appendChild(title);
      link.appendChild(where);
      item.appendChild(link);
      list.appendChild(item);
    }
    summary.textContent = found === 1 ? "1 result" : found + " results" + (found > shown ? " (first " + shown + " shown)" : "");
  }

  var query = new URLSearchParams(window.location.search).get("q") || "";
  input.value = query;
  run(query);
  input.addEventListener("input", function () {
    run(input.value);
    try {
      history.replaceState(null, "", "?q=" + encodeURIComponent(input.value));
    } catch (ignored) { /* file:// may refuse; the results are shown anyway */ }
  });
})();

"""#,
        "search.mustache": #"""
{{<layout}}
{{$title}}Search{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a></nav>
<h1>Search</h1>
<form class="search" role="search" action="search.html" method="get">
<label for="q">Titles, notebooks, authors, tags and text</label>
<input id="q" name="q" type="search" autocomplete="off" autofocus>
<button type="submit">Search</button>
</form>
<p id="summary" class="count" aria-live="polite"></p>
<ol id="results" class="rows results"></ol>
<noscript><p class="empty">Search needs JavaScript; every page is also reachable from the lists.</p></noscript>
<script src="{{root}}search-index.js"></script>
<script src="{{root}}search.js"></script>
{{/content}}
{{/layout}}

"""#,
        "sitemap.mustache": ##"""
<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
{{#urls}}
<url><loc>{{.}}</loc></url>
{{/urls}}
</urlset>

"""##,
        "stars.mustache": ##"""
{{#score}}<span class="stars" title="{{spokenText}}"><span aria-hidden="true">{{stars}}</span><span class="visually-hidden">{{spokenText}}</span></span>{{/score}}{{^score}}<span class="stars unrated">Unrated</span>{{/score}}
"""##,
        "stats.mustache": ##"""
{{<layout}}
{{$title}}Reading statistics{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{booksHref}}">Books</a></nav>
<h1>Reading statistics</h1>
<p class="figures"><span>{{bookCountText}}</span> <span>{{ratedCountText}}</span> {{#averageText}}<span>average score {{averageText}} out of 5</span>{{/averageText}}{{^averageText}}<span>no book rated yet</span>{{/averageText}}</p>
<section aria-labelledby="scores">
<h2 id="scores">Scores</h2>
<figure class="chart">
<svg viewBox="0 0 {{scoreChartWidth}} {{scoreChartHeight}}" width="{{scoreChartWidth}}" height="{{scoreChartHeight}}" role="img" aria-labelledby="scores-title">
<title id="scores-title">How many books got each score</title>
{{#scoreBars}}
<rect class="bar" x="{{x}}" y="{{y}}" width="{{width}}" height="{{height}}"></rect>
<text class="count" x="{{countX}}" y="{{countY}}" text-anchor="middle">{{count}}</text>
<text class="label" x="{{labelX}}" y="{{labelY}}" text-anchor="middle">{{label}}</text>
{{/scoreBars}}
</svg>
<figcaption><details><summary>The numbers</summary>
<table class="chart-data"><caption>Books by score</caption><tr><th scope="col">Score</th><th scope="col">Books</th></tr>
{{#scoreBars}}<tr><td>{{label}}</td><td>{{count}}</td></tr>
{{/scoreBars}}</table>
</details></figcaption>
</figure>
</section>
<section aria-labelledby="authors">
<h2 id="authors">Books per author</h2>
<figure class="chart">
<svg viewBox="0 0 {{authorChartWidth}} {{authorChartHeight}}" width="{{authorChartWidth}}" height="{{authorChartHeight}}" role="img" aria-labelledby="authors-title">
<title id="authors-title">Books per author: {{authorChartCaption}}</title>
{{#authorBars}}
<text class="label" x="{{labelX}}" y="{{labelY}}" text-anchor="end">{{label}}</text>
<rect class="bar" x="{{x}}" y="{{y}}" width="{{width}}" height="{{height}}"></rect>
<text class="count" x="{{countX}}" y="{{countY}}">{{count}}</text>
{{/authorBars}}
</svg>
<figcaption><details><summary>The numbers</summary>
<table class="chart-data"><caption>Books per author ({{authorChartCaption}})</caption><tr><th scope="col">Author</th><th scope="col">Books</th></tr>
{{#authorBars}}<tr><td>{{label}}</td><td>{{count}}</td></tr>
{{/authorBars}}</table>
</details></figcaption>
</figure>
</section>
{{/content}}
{{/layout}}

"""##,
        "style.css": ##"""
/* Folio default theme: system fonts only, light and dark, readable from 320px up. */
:root {
  --bg: #fdfcf9;
  --fg: #1f2328;
  --muted: #6b6f76;
  --line: #e4e1da;
  --card: #ffffff;
  --accent: #b4532a;
  --star: #d08b16;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #16181c;
    --fg: #e6e6e3;
    --muted: #9a9fa7;
    --line: #2c3036;
    --card: #1d2025;
    --accent: #f0905f;
    --star: #f2b544;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0 auto;
  max-width: 46rem;
  padding: 0 1rem 2rem;
  background: var(--bg);
  color: var(--fg);
  font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif;
  overflow-wrap: anywhere;
}
a { color: var(--accent); }
h1 { font-size: 1.6rem; line-height: 1.3; margin: 1rem 0; }
h2 { font-size: 1.2rem; margin: 1.6rem 0 .6rem; }
.site-header {
  display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: baseline; justify-content: space-between;
  padding: 1rem 0; border-bottom: 1px solid var(--line);
}
.site-title { font-weight: 700; color: var(--fg); text-decoration: none; font-size: 1.1rem; }
.site-header nav a { margin-left: 1rem; }
.site-footer { margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--line); color: var(--muted); font-size: .85rem; }
.trail { font-size: .9rem; color: var(--muted); margin-top: 1rem; }
.count { color: var(--muted); font-size: .85rem; font-weight: 400; margin-left: .4rem; white-space: nowrap; }
.empty { color: var(--muted); }
ul.cards, .rows { list-style: none; margin: 0; padding: 0; }
ul.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: .6rem; }
ul.cards a {
  display: flex; flex-direction: column; gap: .1rem; padding: .7rem .9rem;
  background: var(--card); border: 1px solid var(--line); border-radius: .5rem;
  color: var(--fg); text-decoration: none;
}
ul.cards .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; font-weight: 600; }
ul.cards .count { margin-left: 0; }
.rows li { border-bottom: 1px solid var(--line); }
.rows a {
  display: flex; align-items: baseline; gap: .75rem; padding: .6rem .2rem;
  color: var(--fg); text-decoration: none;
}
.rows a:hover .title, ul.cards a:hover .name { color: var(--accent); }
/* The title gives way to the time: it is cut with an ellipsis, the time never is. */
.rows .title { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rows time, .rows .author, .rows .stars { flex: none; color: var(--muted); font-variant-numeric: tabular-nums; }
.rows .author { max-width: 35%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stars { color: var(--star); letter-spacing: .05em; }
.stars.unrated { color: var(--muted); font-size: .85rem; letter-spacing: 0; }
.meta { color: var(--muted); margin-top: -.5rem; }
.meta .stars { margin-left: .5rem; }
.body img { max-width: 100%; height: auto; }
.body pre { overflow-x: auto; padding: .8rem; background: var(--card); border: 1px solid var(--line); border-radius: .4rem; }
.body code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .9em; }
.body blockquote { margin: 1rem 0; padding-left: 1rem; border-left: 3px solid var(--line); color: var(--muted); }
.pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 2rem; padding-top: 1rem; border-top: 1px solid var(--line); }
.pager .next { margin-left: auto; text-align: right; }
.more { font-size: .95rem; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
h2.group { font-size: 1.05rem; margin: 1.4rem 0 .3rem; }
h2.group a { color: var(--fg); }
.more a { margin-right: 1rem; }
.figures span { display: inline-block; margin-right: 1.2rem; }
.chart { margin: 0; overflow-x: auto; }
.chart svg { max-width: 100%; height: auto; font: 12px system-ui, sans-serif; }
.chart .bar { fill: var(--accent); }
.chart text { fill: var(--fg); }
.chart details { margin-top: .4rem; color: var(--muted); font-size: .85rem; }
.chart-data { margin-top: .6rem; border-collapse: collapse; font-size: .85rem; color: var(--muted); }
.chart-data caption { text-align: left; }
.chart-data th, .chart-data td { padding: .1rem .8rem .1rem 0; text-align: left; }
.pages { display: flex; flex-wrap: wrap; gap: .3rem .8rem; margin-top: 1.2rem; }
.pages [aria-current] { font-weight: 700; }
ul.tags { list-style: none; padding: 0; margin: 1.5rem 0 0; display: flex; flex-wrap: wrap; gap: .4rem; }
ul.tags a { display: inline-block; padding: .1rem .6rem; border: 1px solid var(--line); border-radius: 1rem; font-size: .9rem; text-decoration: none; }
form.search { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 1rem 0; }
form.search label { flex: 1 0 100%; color: var(--muted); font-size: .9rem; }
form.search input { flex: 1 1 12rem; font: inherit; padding: .4rem .6rem; border: 1px solid var(--line); border-radius: .4rem; background: var(--card); color: var(--fg); }
form.search button { font: inherit; padding: .4rem .9rem; border: 1px solid var(--line); border-radius: .4rem; background: var(--card); color: var(--fg); }
.results .where { flex: none; color: var(--muted); font-size: .85rem; }

"""##,
        "tag-list.mustache": ##"""
{{#hasTags}}<ul class="tags" aria-label="Tags">{{#tags}}<li><a href="{{href}}">#{{title}}</a></li>{{/tags}}</ul>{{/hasTags}}

"""##,
        "tag.mustache": ##"""
{{<layout}}
{{$title}}#{{name}}{{/title}}
{{$content}}
<nav class="trail" aria-label="Breadcrumb"><a href="{{indexHref}}">Home</a> › <a href="{{tagIndexHref}}">Tags</a></nav>
<h1>#{{name}} <span class="count">{{countText}}</span></h1>
<ul class="rows memo-list">
{{#memos}}
<li><a href="{{href}}"><span class="title">{{title}}</span><time datetime="{{datetime}}">{{listTime}}</time></a></li>
{{/memos}}
</ul>
{{>pager}}
{{/content}}
{{/layout}}

"""##,
        "tags.mustache": ##"""
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

"""##,
    ]
}
