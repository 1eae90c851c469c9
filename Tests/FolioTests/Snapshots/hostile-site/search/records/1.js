window.FOLIO_SEARCH.records(1, [
["SAME","notes/qq/3.html","m","QQ","2026/11/01","shout"],
["same","notes/qq/2.html","m","QQ","2026/11/01","lower"],
["Same","notes/qq/1.html","m","QQ","2026/11/01","upper"],
["Café","notes/café/2-2.html","m","Café","2026/11/01","title NFD"],
["nfd","notes/café/1-2.html","m","Café","2026/11/01","decomposed"],
["Café","notes/café/2.html","m","Café","2026/11/01","title NFC"],
["nfc","notes/café/1.html","m","Café","2026/11/01","composed"],
["\"quoted\" \u0026 'single' \u003cb\u003ebold\u003c/b\u003e","notes/script-alert-1-script/1.html","m","\u003cscript\u003ealert(1)\u003c/script\u003e","2026/11/01","body"]
]);
