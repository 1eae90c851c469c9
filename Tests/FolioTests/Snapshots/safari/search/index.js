window.FOLIO_SEARCH.index(7, 8, ["0"], [2556]);
