window.FOLIO_SEARCH.records(1, [
["SAME","notes/qq/same-3.html","m","QQ","2026/11/01","shout"],
["same","notes/qq/same-2.html","m","QQ","2026/11/01","lower"],
["Same","notes/qq/same.html","m","QQ","2026/11/01","upper"],
["Café","notes/café/café-2.html","m","Café","2026/11/01","title NFD"],
["nfd","notes/café/nfd.html","m","Café","2026/11/01","decomposed"],
["Café","notes/café/café.html","m","Café","2026/11/01","title NFC"],
["nfc","notes/café/nfc.html","m","Café","2026/11/01","composed"],
["\"quoted\" \u0026 'single' \u003cb\u003ebold\u003c/b\u003e","notes/script-alert-1-script/quoted-single-b-bold-b.html","m","\u003cscript\u003ealert(1)\u003c/script\u003e","2026/11/01","body"]
]);
