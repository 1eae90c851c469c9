window.FOLIO_SEARCH.index(6, 8, [""], [1602]);
