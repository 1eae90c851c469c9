window.FOLIO_SEARCH.records(5, [
["Guía de inicio rápido de KOReader","books/guía-de-inicio-rápido-de-koreader.html","b","","",""],
["The making of the atomic bomb (Richard Rhodes) (Z-Library)","books/the-making-of-the-atomic-bomb-richard-rhodes-z-library.html","b","","",""],
["Crimen y castigo","books/crimen-y-castigo.html","b","Fiódor Dostoyevski","",""],
["Esperanza. La autobiografía","books/esperanza-la-autobiografía.html","b","Papa Francisco","",""],
["La conciencia de Zeno","books/la-conciencia-de-zeno.html","b","Italo Svevo","",""],
["Hábitos atómicos","books/hábitos-atómicos.html","b","James Clear","",""],
["Crime and Punishment","books/crime-and-punishment.html","b","Fyodor Dostoevsky","",""],
["Crime and Punishment","books/crime-and-punishment-2.html","b","Fyodor Dostoevsky","",""]
]);
