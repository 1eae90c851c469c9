window.FOLIO_SEARCH.index(9, 8, ["","let","webdav"], [6211,6028,541]);
