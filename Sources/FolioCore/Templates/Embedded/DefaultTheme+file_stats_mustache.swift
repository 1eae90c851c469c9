// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_stats_mustache = ##"""
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

"""##
}
