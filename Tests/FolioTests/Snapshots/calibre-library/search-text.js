// The text side of Folio's offline search, without the page: terms cut as the index cut them
// (Folio's SearchTokenizer, the same rules), a query's terms, the index's postings read, and a
// result's snippet and marks. search.js uses it through window.FOLIO_SEARCH_TEXT.
//
// A word is a run of letters, digits and marks (not CJK), lowercased, decomposed, without its
// marks, at most 32 characters; CJK text gives each character and each pair of neighbours.
(function () {
  "use strict";
  var MAX = 32;
  var WORD = /[\p{L}\p{N}\p{M}]/u;
  var MARKS = /\p{M}/gu;
  var DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
  var DIGIT = new Int8Array(128).fill(-1);
  for (var d = 0; d < DIGITS.length; d++) DIGIT[DIGITS.charCodeAt(d)] = d;

  function isCJK(c) {
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) || (c >= 0x3400 && c <= 0x4DBF) ||
      (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF) ||
      (c >= 0x20000 && c <= 0x3FFFF);
  }

  function isWordPart(c) {
    if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    return WORD.test(String.fromCodePoint(c));
  }

  function fold(word) {
    var folded = word.toLowerCase().normalize("NFD").replace(MARKS, "");
    return folded.length > MAX ? Array.from(folded).slice(0, MAX).join("") : folded;
  }

  // Every term of `text` with where it stands: {term, start, end, cjk}.
  function tokens(text) {
    var out = [], word = -1, previous = -1;
    function endWord(at) {
      if (word !== -1) out.push({ term: fold(text.slice(word, at)), start: word, end: at, cjk: false, pair: false });
      word = -1;
    }
    for (var i = 0; i < text.length;) {
      var c = text.codePointAt(i), size = c > 0xFFFF ? 2 : 1;
      if (isCJK(c)) {
        endWord(i);
        out.push({ term: text.substr(i, size), start: i, end: i + size, cjk: true, pair: false });
        if (previous !== -1) out.push({ term: text.slice(previous, i + size), start: previous, end: i + size, cjk: true, pair: true });
        previous = i;
      } else {
        previous = -1;
        if (isWordPart(c)) {
          if (word === -1) word = i;
        } else {
          endWord(i);
        }
      }
      i += size;
    }
    endWord(text.length);
    return out;
  }

  // A query's distinct terms, [{term, prefix}], at most 16: its words, the last one a prefix
  // when nothing follows it (it may still be being typed); of CJK, each pair of neighbours (a
  // character alone when it has none).
  function query(text) {
    var all = tokens(text), terms = [], seen = {};
    function add(term, prefix) {
      var key = (prefix ? "*" : "=") + term;
      if (!seen[key] && terms.length < 16) {
        seen[key] = true;
        terms.push({ term: term, prefix: prefix });
      }
    }
    all.forEach(function (token, k) {
      if (!token.cjk) {
        add(token.term, k === all.length - 1 && token.end === text.length);
      } else if (token.pair || !all.some(function (other) { return other.pair && other.start <= token.start && other.end >= token.end; })) {
        add(token.term, false);
      }
    });
    return terms;
  }

  // Calls found(id, inTitle) for each record of a term's postings (Folio's SearchPostings).
  function postings(text, found) {
    var id = -1, value = 0, shift = 0;
    for (var i = 0; i < text.length; i++) {
      var digit = DIGIT[text.charCodeAt(i)];
      value += (digit & 31) * Math.pow(2, shift);
      if (digit < 32) {
        id += Math.floor(value / 2) + 1;
        found(id, value & 1);
        value = 0;
        shift = 0;
      } else {
        shift += 5;
      }
    }
  }

  function matches(token, terms) {
    return terms.some(function (t) {
      return token.term === t.term || (t.prefix && !token.cjk && token.term.lastIndexOf(t.term, 0) === 0);
    });
  }

  // Where the query's terms stand in `text`: [start, end] spans, in order, overlaps joined.
  function spans(text, terms) {
    var found = [];
    tokens(text).forEach(function (token) {
      if (matches(token, terms)) found.push([token.start, token.end]);
    });
    found.sort(function (a, b) { return a[0] - b[0]; });
    var joined = [];
    found.forEach(function (span) {
      var last = joined[joined.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]); else joined.push(span.slice());
    });
    return joined;
  }

  // About SNIPPET characters of `text` around the first term found in it (its start when none
  // is), cut at spaces where there are some, white space folded, with … where text is left out.
  var SNIPPET = 160, BEFORE = 50;
  function snippet(text, terms) {
    if (!text) return "";
    var found = spans(text, terms);
    var first = found.length ? found[0][0] : 0;
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
    var cut = text.slice(start, end).replace(/\s+/g, " ").trim();
    return (start > 0 ? "…" : "") + cut + (end < text.length && cut.slice(-1) !== "…" ? "…" : "");
  }

  // `text` in pieces, [piece, marked], every term of the query marked.
  function marks(text, terms) {
    var pieces = [], done = 0;
    spans(text, terms).forEach(function (span) {
      if (span[0] > done) pieces.push([text.slice(done, span[0]), false]);
      pieces.push([text.slice(span[0], span[1]), true]);
      done = span[1];
    });
    if (done < text.length || !pieces.length) pieces.push([text.slice(done), false]);
    return pieces;
  }

  window.FOLIO_SEARCH_TEXT = { tokens: tokens, query: query, postings: postings, snippet: snippet, marks: marks };
})();
