window.FOLIO_SEARCH.records(0, [
["KOReader Quickstart Guide","books/f57f1d89ea1f37a9c43b68371cb7899d.html","b","","",""],
["kfmon","books/7b06a6162b85ca141ad859d1ebcf11c4.html","b","","",""],
["Paloma solitaria (Lonesome Dove)","books/3a64981489fa85c6e71ec8b2f6248054.html","b","Larry McMurtry","",""],
["token","books/7fc753624bdcb7a62756816723764761.html","b","","",""],
["Cartas a Lucilio (Ed. de Dasso Saldívar)","books/6c758b6fd9fce8fff680096aae151bfd.html","b","Lucio Anneo Séneca","",""],
["Céntrate (Deep Work)","books/8929787c6055555b487dafebd15f284b.html","b","Cal Newport","",""],
["data","books/7400cf6283e63d7d7ef27df078ade7de.html","b","","",""],
["Guía de un astronauta para vivir en la tierra","books/00834cf5e06e0c1f710395b1e7092463.html","b","Chris Hadfield","",""]
]);
