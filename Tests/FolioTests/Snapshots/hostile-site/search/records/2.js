window.FOLIO_SEARCH.records(2, [
["aux","notes/account/aux-page.html","m","/","2026/11/01","reserved too"],
["CON","notes/account/con-page.html","m","/","2026/11/01","reserved"],
["/","notes/etc/memo.html","m","../../etc","2026/11/01","slash"],
["../../../passwd","notes/etc/passwd.html","m","../../etc","2026/11/01","x"]
]);
