// Folio's offline search page, from file:// too. The index is split so that a query loads only
// what it needs, each part a script that hands its data to window.FOLIO_SEARCH (a page opened
// from disk may load a script, never fetch JSON):
//   search/index.js        the record count and each term chunk's first term and size
//   search/terms/<n>.js    terms in order, each with its records (ids, and whether in the title)
//   search/records/<n>.js  what a result shows, GROUP records a file (id / GROUP)
// A query loads the chunks holding its terms (for the last word, a prefix, the chunks that may
// hold a word starting with it, up to PREFIX_BYTES), finds the records holding every term, and
// ranks them: more of the terms in the title first, then newest first (higher ids); then it
// loads the records it shows. Matching, snippets and marks: search-text.js. Index text only
// ever becomes text nodes.
(function () {
  "use strict";
  var PREFIX_BYTES = 160000; // the most chunks a prefix may load, in bytes
  var text = window.FOLIO_SEARCH_TEXT;
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
  var index = null; // {records, group, firsts, sizes}
  var chunks = []; // chunk number → {terms, postings}
  var groups = []; // group number → records
  var requested = {};
  var current = null;
  var drawn = { search: null, ids: [] };
  var count, titled, titledBy; // per record: terms found so far, title terms, last term found in its title

  function load(path, key) {
    if (requested[key]) return;
    requested[key] = true;
    var script = document.createElement("script");
    script.src = say.index + path;
    script.onerror = function () {
      // A part that cannot be read counts as empty, so the page never waits for it.
      if (key.charAt(0) === "t") chunks[+key.slice(1)] = { terms: [], postings: [] };
      if (key.charAt(0) === "r") groups[+key.slice(1)] = [];
      run();
    };
    document.body.appendChild(script);
  }

  // The last chunk whose first term is at most `term` (-1 when none is).
  function chunkOf(term) {
    var low = 0, high = index.firsts.length - 1, found = -1;
    while (low <= high) {
      var middle = (low + high) >> 1;
      if (index.firsts[middle] <= term) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  // The chunks a term needs: its own, and for a prefix the ones after it whose first term
  // starts with it, while they fit in PREFIX_BYTES.
  function chunksFor(term) {
    var first = chunkOf(term.term), needed = [];
    if (!index.firsts.length || (first === -1 && !term.prefix)) return needed;
    first = Math.max(first, 0);
    needed.push(first);
    if (!term.prefix) return needed;
    var bytes = index.sizes[first];
    for (var n = first + 1; n < index.firsts.length && index.firsts[n].lastIndexOf(term.term, 0) === 0; n++) {
      bytes += index.sizes[n];
      if (bytes > PREFIX_BYTES) break;
      needed.push(n);
    }
    return needed;
  }

  function Search(query) {
    this.terms = text.query(query);
    this.chunks = [];
    var self = this;
    this.terms.forEach(function (term) {
      chunksFor(term).forEach(function (n) { if (self.chunks.indexOf(n) === -1) self.chunks.push(n); });
    });
    this.results = null;
    this.shown = pageSize;
  }

  // Every record holding every term, best first.
  Search.prototype.rank = function () {
    var self = this, all = this.terms.length;
    count.fill(0);
    titled.fill(0);
    titledBy.fill(0);
    this.terms.forEach(function (term, k) {
      function found(id, inTitle) {
        if (count[id] === k) count[id] = k + 1;
        if (inTitle && count[id] === k + 1 && titledBy[id] !== k + 1) {
          titledBy[id] = k + 1;
          titled[id]++;
        }
      }
      self.chunks.forEach(function (n) {
        var chunk = chunks[n], terms = chunk.terms;
        var at = lowerBound(terms, term.term);
        for (; at < terms.length; at++) {
          var name = terms[at];
          if (name !== term.term && !(term.prefix && name.lastIndexOf(term.term, 0) === 0)) break;
          text.postings(chunk.postings[at], found);
        }
      });
    });
    var tiers = [];
    for (var t = 0; t <= all; t++) tiers.push([]);
    for (var id = index.records - 1; id >= 0; id--) {
      if (count[id] === all) tiers[all - titled[id]].push(id);
    }
    return [].concat.apply([], tiers);
  };

  function lowerBound(sorted, term) {
    var low = 0, high = sorted.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (sorted[middle] < term) low = middle + 1; else high = middle;
    }
    return low;
  }

  // Does what the current search can with what is loaded, and loads what it needs next.
  function run() {
    var search = current;
    if (!search || !index) return;
    var waiting = false;
    search.chunks.forEach(function (n) {
      if (!chunks[n]) {
        waiting = true;
        load("terms/" + n + ".js", "t" + n);
      }
    });
    if (waiting) {
      if (drawn.search === null) summary.textContent = say.searching;
      return;
    }
    if (!search.results) search.results = search.terms.length ? search.rank() : [];
    var ids = search.results.slice(0, search.shown);
    ids.forEach(function (id) {
      var g = Math.floor(id / index.group);
      if (!groups[g]) load("records/" + g + ".js", "r" + g);
    });
    draw(search, ids);
  }

  // Shows the results whose records are in, in order, up to the first that is not: items
  // already shown for this search stay.
  function draw(search, ids) {
    if (drawn.search !== search) {
      list.textContent = "";
      drawn = { search: search, ids: [] };
    }
    var items = document.createDocumentFragment();
    for (var k = drawn.ids.length; k < ids.length; k++) {
      var records = groups[Math.floor(ids[k] / index.group)];
      if (!records) break;
      drawn.ids.push(ids[k]);
      items.appendChild(item(records[ids[k] % index.group], search.terms));
    }
    list.appendChild(items);
    var total = search.results.length;
    var words = (ones.indexOf(String(total)) >= 0 ? say.oneResult : say.results).replace("{n}", grouped(total));
    if (summary.textContent !== words) summary.textContent = words; // it is read aloud when it changes
    more.hidden = total <= search.shown;
  }

  function element(name, className) {
    var node = document.createElement(name);
    if (className) node.className = className;
    return node;
  }

  // A record: [title, url, kind ("m" memo, "b" book), account or author, date, text].
  function item(record, terms) {
    var row = element("li");
    var link = element("a");
    link.href = record[1];
    var title = element("span", "title");
    mark(title, record[0], terms);
    var snippet = text.snippet(record[5], terms);
    if (snippet) mark(title.appendChild(element("span", "summary snippet")), snippet, terms);
    link.appendChild(title);
    var where = link.appendChild(element("span", "where"));
    where.textContent = (record[2] === "b" ? say.book : say.memo) + (record[3] ? " · " + record[3] : "");
    if (record[4]) {
      var date = link.appendChild(element("time"));
      date.dateTime = record[4].replace(/\//g, "-");
      date.textContent = dateText(record[4]);
    }
    row.appendChild(link);
    return row;
  }

  // Puts `words` into `parent` as text nodes, every term of the query in a <mark>.
  function mark(parent, words, terms) {
    text.marks(words, terms).forEach(function (piece) {
      var node = piece[1] ? parent.appendChild(element("mark")) : parent;
      node.appendChild(document.createTextNode(piece[0]));
    });
  }

  function start(query) {
    if (!index) return;
    if (!query.trim()) {
      current = null;
      drawn = { search: null, ids: [] };
      list.textContent = "";
      summary.textContent = "";
      more.hidden = true;
      return;
    }
    current = new Search(query);
    run();
  }

  window.FOLIO_SEARCH = {
    index: function (records, group, firsts, sizes) {
      index = { records: records, group: group, firsts: firsts, sizes: sizes };
      count = new Uint8Array(records);
      titled = new Uint8Array(records);
      titledBy = new Uint8Array(records);
      start(input.value);
    },
    terms: function (n, pairs) {
      var chunk = { terms: [], postings: [] };
      for (var k = 0; k + 1 < pairs.length; k += 2) {
        chunk.terms.push(pairs[k]);
        chunk.postings.push(pairs[k + 1]);
      }
      chunks[n] = chunk;
      run();
    },
    records: function (n, records) {
      groups[n] = records;
      run();
    }
  };

  more.addEventListener("click", function () {
    if (!current) return;
    current.shown += pageSize;
    run();
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
