"""The search page of a built site, timed in headless Chromium from file://, by the wall clock.

first results   from the start of the navigation to search.html?q=WORD until the first result is
                in the page (a MutationObserver added before the page's own scripts notes
                performance.now(), whose zero is the navigation's start), and until the frame
                after it; then until the first page of results (20) is drawn
per keystroke   a word typed a character at a time as key events through DevTools (the browser's
                own input path: keydown, the text inserted, the input event, the page's handler),
                each timed in the page from its keydown's timeStamp (when the browser took the
                key, so a wait behind the page's other work counts) until the page has handled
                its input event and the results are laid out; 150 ms between characters, as a
                brisk typist, so the page's work between keystrokes (loading chunks and records) runs when
                it would for a person. As a check, the same timed from Python, protocol round
                trips included. Not included: the wait for the screen's next frame and painting.
                And, per keystroke, until the results for it are drawn (the page loads the chunks
                and records a query needs as scripts, so those come after the key's handler).
bytes           before typing: search.js, search-text.js and search/index.js (the page's own HTML
                and style.css aside); per query: the index's scripts (search/terms/, search/records/)
                the page added for a fresh ?q=QUERY, counted from the files, once its first page of
                results is shown.
"""
import os, statistics, time, urllib.parse, urllib.request

from devtools import Chromium

FIRST_QUERY = "garden"
TYPED = ("journey", "老人与海", "zebra")  # a common word, a CJK one that grows rare, one found nowhere
QUERIES = ("garden", "gard", "journey river", "老人与海", "中文", "zebra")  # for bytes per query
CADENCE = 0.15

WATCH_RESULTS = """
(function () {
  var seen = false;
  var observer = new MutationObserver(function () {
    var list = document.getElementById("results");
    if (seen || !list || !list.firstElementChild) return;
    seen = true;
    observer.disconnect();
    window.__firstResults = performance.now();
    requestAnimationFrame(function () { setTimeout(function () { window.__firstFrame = performance.now(); }, 0); });
  });
  observer.observe(document, { childList: true, subtree: true });
  // When the results were last drawn (items or the count), for a keystroke's time to results.
  new MutationObserver(function () { window.__drawn = performance.now(); })
    .observe(document, { childList: true, subtree: true, characterData: true });
  // A key's time: from when the browser received it (its keydown's timeStamp, so any wait
  // behind the page's other work counts) until its input event has been handled by the page
  // and the results it drew are laid out (this listener, on the window, runs after the page's).
  window.__keys = [];
  var pressed = 0;
  window.__pressed = [];
  window.addEventListener("keydown", function (event) { pressed = event.timeStamp; window.__pressed.push(pressed); }, true);
  window.addEventListener("input", function () {
    if (!pressed) return;
    document.getElementById("results").getBoundingClientRect();
    window.__keys.push(performance.now() - pressed);
    pressed = 0;
  });
})();
"""


BEFORE_TYPING = ("search.js", "search-text.js", "search/index.js")


def bytes_before_typing(site):
    return sum(os.path.getsize(os.path.join(site, name)) for name in BEFORE_TYPING)


def index_sizes(site):
    """(files, bytes) of the term chunks and of the records' groups."""
    out = []
    for part in ("terms", "records"):
        folder = os.path.join(site, "search", part)
        names = os.listdir(folder)
        out.append((len(names), sum(os.path.getsize(os.path.join(folder, n)) for n in names)))
    return out


SHOWN = """(function () {
  var s = document.getElementById('summary'), n = parseInt((s && s.textContent || '').replace(/[^0-9]/g, ''), 10);
  return !isNaN(n) && document.querySelectorAll('#results > li').length >= Math.min(20, n);
})()"""
"""The count is shown and the first page of results (20) is drawn."""

LOADED = "Array.from(document.querySelectorAll('script[src]')).map(function (s) { return s.getAttribute('src'); })"


def navigate(browser, site, query):
    url = urllib.parse.urlunsplit(("file", "", urllib.request.pathname2url(os.path.join(site, "search.html")),
                                   urllib.parse.urlencode({"q": query}), ""))
    browser.send("Page.navigate", url=url)


def query_bytes(browser, site, query):
    """Bytes and files of the index's scripts a fresh ?q=query added (beyond search/index.js)."""
    navigate(browser, site, query)
    browser.wait_for(SHOWN, interval=0.005)
    time.sleep(0.2)  # records of results past the first page are never asked for; a late script would show here
    names = [n for n in browser.evaluate(LOADED) if n.startswith("search/") and n != "search/index.js"]
    return sum(os.path.getsize(os.path.join(site, n)) for n in names), len(names)


def load(browser, site, query):
    navigate(browser, site, query)
    browser.wait_for("window.__firstFrame")
    first, frame = browser.evaluate("[window.__firstResults, window.__firstFrame]")
    shown = browser.wait_for("(" + SHOWN + ") && performance.now()", interval=0.005)
    return first, frame, shown


def type_word(browser, word):
    """Each character's time in the page and, as a check, through DevTools (key sent until a
    script run after it has the results laid out: adds the protocol's round trips)."""
    browser.evaluate("(function (q) { q.value = ''; q.dispatchEvent(new Event('input')); q.focus(); })(document.getElementById('q'))")
    time.sleep(1)
    browser.evaluate("window.__keys = []")
    through, results = [], []
    for character in word:
        start = time.perf_counter()
        browser.send("Input.dispatchKeyEvent", type="keyDown", text=character, key=character)
        browser.evaluate("document.getElementById('results').getBoundingClientRect().height")
        through.append((time.perf_counter() - start) * 1000)
        browser.send("Input.dispatchKeyEvent", type="keyUp", key=character)
        time.sleep(CADENCE)
        drawn = browser.evaluate("window.__drawn - window.__pressed[window.__pressed.length - 1]")
        results.append(max(drawn, 0))
    typed, keys = browser.evaluate("[document.getElementById('q').value, window.__keys]")
    if typed != word or len(keys) != len(word):
        raise RuntimeError(f"typed {word!r} but the search box holds {typed!r} after {len(keys)} keys")
    return keys, through, results


def measure(site, runs=5):
    """Median first-results times over `runs` fresh page loads, keystroke times over every run,
    and the index's size."""
    loads, keystrokes, through, drawn = [], {word: [] for word in TYPED}, {word: [] for word in TYPED}, {word: [] for word in TYPED}
    with Chromium() as browser:
        browser.send("Page.enable")
        browser.send("Emulation.setFocusEmulationEnabled", enabled=True)
        browser.send("Page.addScriptToEvaluateOnNewDocument", source=WATCH_RESULTS)
        for _ in range(runs):
            loads.append(load(browser, site, FIRST_QUERY))
            for word in TYPED:
                keys, round_trips, results = type_word(browser, word)
                keystrokes[word] += keys
                through[word] += round_trips
                drawn[word] += results
        per_query = {query: query_bytes(browser, site, query) for query in QUERIES}
    med = lambda k: statistics.median(row[k] for row in loads)
    return {"runs": runs, "first": med(0), "slowest first": max(row[0] for row in loads), "frame": med(1), "shown": med(2),
            "keystrokes": keystrokes, "through": through, "drawn": drawn, "per query": per_query,
            "before typing": bytes_before_typing(site), "index": index_sizes(site)}


def table_lines(result):
    """The search page's table, as Markdown lines (for bench.py's report)."""
    lines = ["", f"The search page, headless Chromium from file:// (median of {result['runs']} loads, the first one cold; "
             f"keystrokes: every character of {result['runs']} typings)", "",
             "| measure | Folio | target |", "| --- | --- | --- |",
             f"| first results for ?q={FIRST_QUERY}: in the page (slowest) / painted | "
             f"{result['first']:.0f} ms ({result['slowest first']:.0f} ms) / {result['frame']:.0f} ms | < 300 ms |",
             f"| the first page of results (20) drawn | {result['shown']:.0f} ms | |",
             f"| bytes loaded before typing (search.js, search-text.js, search/index.js) | {result['before typing'] / 1e3:.1f} KB | ≤ 100 KB |"]
    for query, (size, files) in result["per query"].items():
        lines.append(f"| bytes per query, ?q={query}: chunks and records for the first page | {size / 1e3:.1f} KB ({files} files) | ≤ 300 KB |")
    for word, times in result["keystrokes"].items():
        via, drawn = result["through"][word], result["drawn"][word]
        lines.append(f"| per keystroke typing {word}: mean (slowest); through DevTools; until its results are drawn, mean (slowest) | "
                     f"{statistics.mean(times):.1f} ms ({max(times):.1f} ms); {statistics.mean(via):.1f} ms; "
                     f"{statistics.mean(drawn):.1f} ms ({max(drawn):.1f} ms) | < 20 ms |")
    (terms, term_bytes), (groups, group_bytes) = result["index"]
    lines.append(f"| index: {terms} term chunks / {groups} record groups | {term_bytes / 1e6:.2f} MB / {group_bytes / 1e6:.2f} MB | |")
    return lines


if __name__ == "__main__":
    import sys
    print("\n".join(table_lines(measure(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5))))
