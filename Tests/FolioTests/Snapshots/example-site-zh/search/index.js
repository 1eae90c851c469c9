window.FOLIO_SEARCH.index(13, 8, ["1923"], [5593]);
