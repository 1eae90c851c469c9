window.FOLIO_SEARCH.index(48, 8, ["1"], [3256]);
