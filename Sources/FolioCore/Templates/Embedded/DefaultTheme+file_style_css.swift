// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

extension DefaultTheme {
    static let file_style_css = ##"""
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

"""##
}
