window.FOLIO_SEARCH.index(20, 8, ["1"], [743]);
