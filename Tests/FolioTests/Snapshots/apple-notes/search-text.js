// The text side of Folio's offline search, without the page: how records are made searchable,
// matched, cut into a snippet and marked. search.js uses it through window.FOLIO_SEARCH_TEXT.
//
// A record: [title, url, kind ("m" memo, "b" book), account or author, tags, date, text]. A
// query's terms are matched as substrings, ignoring case (so CJK needs no word breaks). Each
// shard keeps one lower-cased string of its records' searched fields (and one of their titles):
// a search jumps with indexOf from one term's next occurrence to the next record holding the
// others, so a rare term costs one pass over the text and a common one stops where it is told.
(function () {
  "use strict";

  // Lower case, with typographic quotes as typed ones (the text has smart punctuation).
  function fold(text) {
    return text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, "\"");
  }

  // The distinct terms of a query.
  function terms(query) {
    return fold(query).split(/\s+/).filter(function (term, i, all) { return term && all.indexOf(term) === i; });
  }

  // Texts searched as one string, a line between them (no term holds white space, so no match
  // spans two), with where each starts and, last, where the string ends + 1. Lower case is never
  // shorter; when it is longer (İ), the texts are folded one by one so the starts stay right.
  function column(texts) {
    var joined = texts.join("\n");
    var folded = fold(joined);
    if (folded.length !== joined.length) {
      texts = texts.map(fold);
      folded = texts.join("\n");
    }
    var starts = new Int32Array(texts.length + 1);
    for (var i = 0, at = 0; i < texts.length; i++) {
      starts[i] = at;
      at += texts[i].length + 1;
    }
    starts[texts.length] = folded.length + 1;
    return { text: folded, starts: starts };
  }

  // A shard made searchable: its records, their titles, and all they are searched by.
  function prepare(records) {
    return {
      records: records,
      titles: column(records.map(function (r) { return r[0]; })),
      all: column(records.map(function (r) { return r[0] + "\n" + r[3] + "\n" + r[4] + "\n" + r[6]; }))
    };
  }

  // Which text holds position p, looking from text `from` on.
  function textAt(starts, p, from) {
    if (p < starts[from + 1]) return from;
    var low = from + 1, high = starts.length - 2;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (starts[middle] <= p) low = middle; else high = middle - 1;
    }
    return low;
  }

  // From text `from` of a column on, calls found(i) for each text holding every term, until
  // found returns false or the clock passes `deadline`; returns the text to go on from (the
  // count of texts once all are searched). Each term's next occurrence is kept, and the search
  // jumps to the furthest text any of them is in, until all are in one.
  function scan(column, terms, from, deadline, found) {
    var text = column.text, starts = column.starts, end = starts.length - 1;
    var next = terms.map(function () { return -1; });
    var steps = 0;
    for (var i = from; i < end;) {
      if ((++steps & 31) === 0 && performance.now() > deadline) return i;
      var furthest = i;
      for (var t = 0; t < terms.length; t++) {
        if (next[t] < starts[i]) {
          next[t] = text.indexOf(terms[t], starts[i]);
          if (next[t] === -1) return end;
        }
        var at = textAt(starts, next[t], i);
        if (at > furthest) furthest = at;
      }
      if (furthest > i) {
        i = furthest;
      } else if (found(i++) === false) {
        return i;
      }
    }
    return end;
  }

  // `text` folded, with where each of its positions was in `text` (`map` null when the same).
  function folded(text) {
    var lower = fold(text);
    if (lower.length === text.length) return { text: lower, map: null };
    var parts = [], map = [];
    for (var i = 0; i < text.length;) {
      var size = text.codePointAt(i) > 0xFFFF ? 2 : 1;
      var part = fold(text.substr(i, size));
      parts.push(part);
      for (var k = 0; k < part.length; k++) map.push(i);
      i += size;
    }
    map.push(text.length);
    return { text: parts.join(""), map: map };
  }

  // About SNIPPET characters of `text` around the first term found in it (its start when none
  // is), cut at spaces where there are some, white space folded, with … where text is left out.
  var SNIPPET = 160, BEFORE = 50;
  function snippet(text, terms) {
    if (!text) return "";
    var lower = folded(text), first = -1;
    terms.forEach(function (term) {
      var at = lower.text.indexOf(term);
      if (at !== -1 && (first === -1 || at < first)) first = at;
    });
    first = first === -1 ? 0 : lower.map ? lower.map[first] : first;
    var start = Math.max(0, first - BEFORE);
    if (start > 0) {
      var space = text.indexOf(" ", start);
      if (space !== -1 && space < first) start = space + 1;
    }
    var end = Math.min(text.length, start + SNIPPET);
    if (end < text.length) {
      var last = text.lastIndexOf(" ", end);
      if (last > first && last > start + SNIPPET / 2) end = last;
    }
    if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start])) start++;
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
    return (start > 0 ? "…" : "") + text.slice(start, end).replace(/\s+/g, " ").trim() + (end < text.length ? "…" : "");
  }

  // `text` in pieces, [piece, marked], every occurrence of every term marked.
  function marks(text, terms) {
    var lower = folded(text), spans = [], pieces = [], done = 0;
    function place(at) { return lower.map ? lower.map[at] : at; }
    terms.forEach(function (term) {
      for (var at = lower.text.indexOf(term); at !== -1; at = lower.text.indexOf(term, at + term.length)) {
        spans.push([at, at + term.length]);
      }
    });
    spans.sort(function (a, b) { return a[0] - b[0]; });
    spans.forEach(function (span) {
      if (span[1] <= done) return;
      var from = Math.max(span[0], done);
      if (from > done) pieces.push([text.slice(place(done), place(from)), false]);
      pieces.push([text.slice(place(from), place(span[1])), true]);
      done = span[1];
    });
    if (done < lower.text.length || !pieces.length) pieces.push([text.slice(place(done)), false]);
    return pieces;
  }

  window.FOLIO_SEARCH_TEXT = { terms: terms, prepare: prepare, scan: scan, snippet: snippet, marks: marks };
})();
