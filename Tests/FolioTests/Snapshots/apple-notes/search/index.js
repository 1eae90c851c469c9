window.FOLIO_SEARCH.index(7, 8, [""], [1868]);
