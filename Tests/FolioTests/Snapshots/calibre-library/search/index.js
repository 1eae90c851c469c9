window.FOLIO_SEARCH.index(38, 8, ["0","challenged","elegantly","illuminating","modern","recipient","tensorboard"], [6165,6019,6143,6039,6109,6059,4594]);
