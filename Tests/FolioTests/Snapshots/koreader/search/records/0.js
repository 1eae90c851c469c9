window.FOLIO_SEARCH.records(0, [
["KOReader Quickstart Guide","books/koreader-quickstart-guide.html","b","","",""],
["kfmon","books/kfmon.html","b","","",""],
["Paloma solitaria (Lonesome Dove)","books/paloma-solitaria-lonesome-dove.html","b","Larry McMurtry","",""],
["token","books/token.html","b","","",""],
["Cartas a Lucilio (Ed. de Dasso Saldívar)","books/cartas-a-lucilio-ed-de-dasso-saldívar.html","b","Lucio Anneo Séneca","",""],
["Céntrate (Deep Work)","books/céntrate-deep-work.html","b","Cal Newport","",""],
["data","books/data.html","b","","",""],
["Guía de un astronauta para vivir en la tierra","books/guía-de-un-astronauta-para-vivir-en-la-tierra.html","b","Chris Hadfield","",""]
]);
