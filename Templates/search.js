// Folio's offline search page, from file:// too. The index comes as scripts, search/0.js,
// 1.js, …, each calling FOLIO_SEARCH.add(n, records, more): the page names the first, and each
// next one is loaded once the results of the one before are painted; results are shown from the
// first and updated as the others arrive. Matching, snippets and marks: search-text.js.
//
// Records whose title holds every term come first, then the others; within each, the index's
// order: newest first (memos by date, then books, the most recently added first). A keystroke
// never searches everything in one go: it searches for at most SLICE ms, shows the first page
// of results found, and counts the rest in later slices, between keystrokes; a new keystroke
// drops the search before it. Index text only ever becomes text nodes.
(function () {
  "use strict";
  var SLICE = 8; // ms a search runs before it lets the page paint and take keys
  var SPAN = 1 << 21; // a result is shard * SPAN + record
  var match = window.FOLIO_SEARCH_TEXT;
  var box = document.getElementById("search");
  var input = document.getElementById("q");
  var form = input.form;
  var list = document.getElementById("results");
  var summary = document.getElementById("summary");
  var more = document.getElementById("more");
  // Interface words come from the page (a theme's strings table fills them per language).
  var say = box.dataset;
  var pageSize = Math.max(1, parseInt(say.pageSize, 10) || 20);
  // 10000 → "10,000", with the separator of the site's language.
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, say.group || ","); }
  // The counts that take the "one" text in the site's language (1; 0 and 1 in French; none in Chinese).
  var ones = say.one === undefined ? ["1"] : say.one.split(" ");
  // "2026/11/21" (the index's form) as the site's language writes a date: "21.11.2026".
  function dateText(date) {
    var parts = { year: date.slice(0, 4), month: date.slice(5, 7), day: date.slice(8, 10) };
    return (say.dateFormat || "{year}/{month}/{day}").replace(/\{(year|month|day)\}/g, function (all, name) { return parts[name]; });
  }
  var shards = [];
  var loading = true;
  var current = null;
  var waiting = false;
  var channel = new MessageChannel();

  // One query: its results so far, in rank order (titles, then others), and where the search
  // of the texts goes on from.
  function Search(terms) {
    this.terms = terms;
    this.titles = [];
    this.others = [];
    this.titled = 0;
    this.shard = 0;
    this.record = 0;
    this.skip = 0;
    this.shown = pageSize;
    this.drawn = [];
  }

  Search.prototype.count = function () {
    return this.titles.length + this.others.length;
  };

  Search.prototype.result = function (k) {
    return k < this.titles.length ? this.titles[k] : this.others[k - this.titles.length];
  };

  // Searches until `want` results are known or the clock passes `deadline`; true when every
  // shard loaded so far is searched. The titles of every loaded shard are searched first (they
  // are short), since a title match in any shard ranks above every other result.
  Search.prototype.advance = function (want, deadline) {
    var self = this;
    for (; this.titled < shards.length; this.titled++) {
      var base = this.titled * SPAN;
      match.scan(shards[this.titled].titles, this.terms, 0, Infinity, function (i) { self.titles.push(base + i); });
    }
    while (this.shard < shards.length) {
      if (this.count() >= want || performance.now() > deadline) return false;
      var shard = shards[this.shard], first = this.shard * SPAN;
      this.record = match.scan(shard.all, this.terms, this.record, deadline, function (i) {
        while (self.skip < self.titles.length && self.titles[self.skip] < first + i) self.skip++;
        if (self.titles[self.skip] === first + i) return true;
        self.others.push(first + i);
        return self.count() < want;
      });
      if (this.record >= shard.records.length) {
        this.shard++;
        this.record = 0;
      }
    }
    return true;
  };

  // The list shows the first `shown` results: items that are still right stay, the rest are
  // made anew (a shard that arrives may add title matches above the others).
  Search.prototype.draw = function () {
    var count = Math.min(this.shown, this.count());
    var keep = 0;
    while (keep < this.drawn.length && keep < count && this.drawn[keep] === this.result(keep)) keep++;
    while (list.children.length > keep) list.removeChild(list.lastChild);
    this.drawn.length = keep;
    var items = document.createDocumentFragment();
    for (var k = keep; k < count; k++) {
      var result = this.result(k);
      this.drawn.push(result);
      items.appendChild(item(shards[Math.floor(result / SPAN)].records[result % SPAN], this.terms));
    }
    list.appendChild(items);
    var done = !loading && this.shard >= shards.length;
    var total = String(this.count());
    var text = (done ? (ones.indexOf(total) >= 0 ? say.oneResult : say.results) : say.resultsSoFar).replace("{n}", grouped(total));
    if (summary.textContent !== text) summary.textContent = text; // it is read aloud when it changes
    more.hidden = this.count() <= this.shown;
  };

  function element(name, className) {
    var node = document.createElement(name);
    if (className) node.className = className;
    return node;
  }

  function item(record, terms) {
    var row = element("li");
    var link = element("a");
    link.href = record[1];
    var title = element("span", "title");
    mark(title, record[0], terms);
    var text = match.snippet(record[6], terms);
    if (text) mark(title.appendChild(element("span", "summary snippet")), text, terms);
    link.appendChild(title);
    var where = link.appendChild(element("span", "where"));
    where.textContent = (record[2] === "b" ? say.book : say.memo) + (record[3] ? " · " + record[3] : "");
    if (record[5]) {
      var date = link.appendChild(element("time"));
      date.dateTime = record[5].replace(/\//g, "-");
      date.textContent = dateText(record[5]);
    }
    row.appendChild(link);
    return row;
  }

  // Puts `text` into `parent` as text nodes, every occurrence of every term in a <mark>.
  function mark(parent, text, terms) {
    match.marks(text, terms).forEach(function (piece) {
      var node = piece[1] ? parent.appendChild(element("mark")) : parent;
      node.appendChild(document.createTextNode(piece[0]));
    });
  }

  // Searches for a slice of time, shows what is known, and goes on in a later task until every
  // loaded shard is searched.
  function step(want) {
    var search = current;
    if (!search) return;
    var all = search.advance(want, performance.now() + SLICE);
    search.draw();
    if (!all && !waiting) {
      waiting = true;
      channel.port2.postMessage(null);
    }
  }
  channel.port1.onmessage = function () {
    waiting = false;
    step(Infinity);
  };

  function start(query) {
    var terms = match.terms(query);
    list.textContent = "";
    current = terms.length ? new Search(terms) : null;
    if (current) {
      step(current.shown + 1);
    } else {
      summary.textContent = "";
      more.hidden = true;
    }
  }

  // Runs fn once the page has had a chance to paint what it shows (a frame, then a task), or
  // after 100 ms when no frame comes (a hidden tab gets none).
  function afterPaint(fn) {
    var done = false;
    function once() {
      if (!done) {
        done = true;
        fn();
      }
    }
    requestAnimationFrame(function () { setTimeout(once, 0); });
    setTimeout(once, 100);
  }

  function load(n) {
    var script = element("script");
    script.src = say.index + n + ".js";
    script.onerror = function () {
      loading = false;
      step(Infinity);
    };
    document.body.appendChild(script);
  }

  window.FOLIO_SEARCH = {
    add: function (n, records, next) {
      if (n !== shards.length) return;
      loading = next;
      shards.push(match.prepare(records));
      if (n === 0) start(input.value); else step(Infinity);
      // The next shard is read (a few ms for each 100 KB) once these results are painted.
      if (next) afterPaint(function () { load(n + 1); });
    }
  };

  more.addEventListener("click", function () {
    if (!current) return;
    current.shown += pageSize;
    step(current.shown + 1);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    start(input.value);
  });
  input.value = new URLSearchParams(window.location.search).get("q") || "";
  input.addEventListener("input", function () {
    start(input.value);
    try {
      history.replaceState(null, "", "?q=" + encodeURIComponent(input.value));
    } catch (ignored) { /* file:// may refuse; the results are shown anyway */ }
  });
})();
