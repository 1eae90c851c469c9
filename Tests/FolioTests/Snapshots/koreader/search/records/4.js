window.FOLIO_SEARCH.records(4, [
["LeBron. La biografía definitiva de «The King»","books/b0c27d8f179239e1fe3bfb1fbd450c13.html","b","Jeff Benedict","",""],
["Sin Conciencia, El Inquietante Mundo de los Psicopatas que nos Rodean (Robert D.Hare)","books/8f8c2e8034246a5e230b555cd6ad9c70.html","b","Robert D. Hare","",""],
["Sin conciencia","books/88443acf37928dc9252504cee10ea374.html","b","Robert D. Hare","",""],
["Las olas - Conceptos y herramientas terapéuticas de salud mental","books/82a5c21d96519db4ef207ffdfe420c95.html","b","","",""],
["The Psychology of Money: Timeless Lessons on Wealth, Greed, and Happiness","books/208c200e29e9f4e2d13e7bd07b607b7b.html","b","Morgan Housel","",""],
["Cómo piensan los ricos (No Ficción) (Spanish Edition)","books/cb7a94c5a962e0a55771e6cb9e72a7c7.html","b","Morgan Housel","",""],
["Los hermanos Karamazov Toto","books/b729a9773cbdcccd2dab6fb2322ea79c.html","b","Fiódor Dostoyevskii","",""],
["test","books/46044ab952e2bee7a7e7ee5468df0fd0.html","b","Tomás Katzenelson","",""]
]);
