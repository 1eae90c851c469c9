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
