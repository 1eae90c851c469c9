"""The search page of a built site, timed in headless Chromium from file://, by the wall clock.

first results   from the start of the navigation to search.html?q=WORD until the first result is
                in the page (a MutationObserver added before the page's own scripts notes
                performance.now(), whose zero is the navigation's start), and until the frame
                after it; then until every shard is in and the count is final
per keystroke   a word typed a character at a time as key events through DevTools (the browser's
                own input path: keydown, the text inserted, the input event, the page's handler),
                each timed in the page from its keydown's timeStamp (when the browser took the
                key, so a wait behind the page's other work counts) until the page has handled
                its input event and the results are laid out; 150 ms between characters, as a
                brisk typist, so the page's work between keystrokes (counting, shards) runs when
                it would for a person. As a check, the same timed from Python, protocol round
                trips included. Not included: the wait for the screen's next frame and painting.
"""
import os, statistics, time, urllib.parse, urllib.request

from devtools import Chromium

FIRST_QUERY = "garden"
TYPED = ("journey", "老人与海", "zebra")  # a common word, a CJK one that grows rare, one found nowhere
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
  // A key's time: from when the browser received it (its keydown's timeStamp, so any wait
  // behind the page's other work counts) until its input event has been handled by the page
  // and the results it drew are laid out (this listener, on the window, runs after the page's).
  window.__keys = [];
  var pressed = 0;
  window.addEventListener("keydown", function (event) { pressed = event.timeStamp; }, true);
  window.addEventListener("input", function () {
    if (!pressed) return;
    document.getElementById("results").getBoundingClientRect();
    window.__keys.push(performance.now() - pressed);
    pressed = 0;
  });
})();
"""


def shard_count(site):
    return len([n for n in os.listdir(os.path.join(site, "search")) if n.endswith(".js")])


def index_sizes(site):
    folder = os.path.join(site, "search")
    sizes = [os.path.getsize(os.path.join(folder, f"{n}.js")) for n in range(shard_count(site))]
    return sizes[0], sum(sizes), len(sizes)


SETTLED = "(function (s) { return s && s.textContent && !/…/.test(s.textContent) && performance.now(); })(document.getElementById('summary'))"
"""The summary says "… so far…" until the last shard is in and searched."""


def load(browser, site, query):
    url = urllib.parse.urlunsplit(("file", "", urllib.request.pathname2url(os.path.join(site, "search.html")),
                                   urllib.parse.urlencode({"q": query}), ""))
    browser.send("Page.navigate", url=url)
    browser.wait_for("window.__firstFrame")
    first, frame = browser.evaluate("[window.__firstResults, window.__firstFrame]")
    settled = browser.wait_for(SETTLED, interval=0.005)
    return first, frame, settled


def type_word(browser, word):
    """Each character's time in the page and, as a check, through DevTools (key sent until a
    script run after it has the results laid out: adds the protocol's round trips)."""
    browser.evaluate("(function (q) { q.value = ''; q.dispatchEvent(new Event('input')); q.focus(); })(document.getElementById('q'))")
    time.sleep(1)
    browser.evaluate("window.__keys = []")
    through = []
    for character in word:
        start = time.perf_counter()
        browser.send("Input.dispatchKeyEvent", type="keyDown", text=character, key=character)
        browser.evaluate("document.getElementById('results').getBoundingClientRect().height")
        through.append((time.perf_counter() - start) * 1000)
        browser.send("Input.dispatchKeyEvent", type="keyUp", key=character)
        time.sleep(CADENCE)
    typed, keys = browser.evaluate("[document.getElementById('q').value, window.__keys]")
    if typed != word or len(keys) != len(word):
        raise RuntimeError(f"typed {word!r} but the search box holds {typed!r} after {len(keys)} keys")
    return keys, through


def measure(site, runs=5):
    """Median first-results times over `runs` fresh page loads, keystroke times over every run,
    and the index's size."""
    loads, keystrokes, through = [], {word: [] for word in TYPED}, {word: [] for word in TYPED}
    with Chromium() as browser:
        browser.send("Page.enable")
        browser.send("Emulation.setFocusEmulationEnabled", enabled=True)
        browser.send("Page.addScriptToEvaluateOnNewDocument", source=WATCH_RESULTS)
        for _ in range(runs):
            loads.append(load(browser, site, FIRST_QUERY))
            for word in TYPED:
                keys, round_trips = type_word(browser, word)
                keystrokes[word] += keys
                through[word] += round_trips
    med = lambda k: statistics.median(row[k] for row in loads)
    first_shard, total, shards = index_sizes(site)
    return {"runs": runs, "first": med(0), "slowest first": max(row[0] for row in loads), "frame": med(1), "settled": med(2),
            "keystrokes": keystrokes, "through": through, "first shard": first_shard, "index": total, "shards": shards}


def table_lines(result):
    """The search page's table, as Markdown lines (for bench.py's report)."""
    lines = ["", f"The search page, headless Chromium from file:// (median of {result['runs']} loads, the first one cold; "
             f"keystrokes: every character of {result['runs']} typings)", "",
             "| measure | Folio | target |", "| --- | --- | --- |",
             f"| first results for ?q={FIRST_QUERY}: in the page (slowest) / painted | "
             f"{result['first']:.0f} ms ({result['slowest first']:.0f} ms) / {result['frame']:.0f} ms | < 300 ms |",
             f"| every shard in and the count final | {result['settled']:.0f} ms | |"]
    for word, times in result["keystrokes"].items():
        via = result["through"][word]
        lines.append(f"| per keystroke typing {word}: mean (slowest); through DevTools | "
                     f"{statistics.mean(times):.1f} ms ({max(times):.1f} ms); {statistics.mean(via):.1f} ms | < 20 ms |")
    lines.append(f"| index: first shard / all {result['shards']} shards | "
                 f"{result['first shard'] / 1e6:.2f} MB / {result['index'] / 1e6:.1f} MB | first ≤ ~1 MB |")
    return lines


if __name__ == "__main__":
    import sys
    print("\n".join(table_lines(measure(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5))))
