window.FOLIO_SEARCH.records(4, [
["LeBron. La biografía definitiva de «The King»","books/lebron-la-biografía-definitiva-de-the-king.html","b","Jeff Benedict","",""],
["Sin Conciencia, El Inquietante Mundo de los Psicopatas que nos Rodean (Robert D.Hare)","books/sin-conciencia-el-inquietante-mundo-de-los-psicopatas-que-nos-rodean-robert-d-hare.html","b","Robert D. Hare","",""],
["Sin conciencia","books/sin-conciencia.html","b","Robert D. Hare","",""],
["Las olas - Conceptos y herramientas terapéuticas de salud mental","books/las-olas-conceptos-y-herramientas-terapéuticas-de-salud-mental.html","b","","",""],
["The Psychology of Money: Timeless Lessons on Wealth, Greed, and Happiness","books/the-psychology-of-money-timeless-lessons-on-wealth-greed-and-happiness.html","b","Morgan Housel","",""],
["Cómo piensan los ricos (No Ficción) (Spanish Edition)","books/cómo-piensan-los-ricos-no-ficción-spanish-edition.html","b","Morgan Housel","",""],
["Los hermanos Karamazov Toto","books/los-hermanos-karamazov-toto.html","b","Fiódor Dostoyevskii","",""],
["test","books/test.html","b","Tomás Katzenelson","",""]
]);
