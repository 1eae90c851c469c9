window.FOLIO_SEARCH.records(2, [
["aux","notes/account/2.html","m","/","2026/11/01","reserved too"],
["CON","notes/account/1.html","m","/","2026/11/01","reserved"],
["/","notes/etc/2.html","m","../../etc","2026/11/01","slash"],
["../../../passwd","notes/etc/1.html","m","../../etc","2026/11/01","x"]
]);
