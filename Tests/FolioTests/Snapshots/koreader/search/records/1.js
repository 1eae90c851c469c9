window.FOLIO_SEARCH.records(1, [
["Las vidas de los doce césar_ (Z-Library)_18717642_eaecda","books/9a5f121d0373903573dbe3c4c16fe2d4.html","b","","",""],
["Las vidas de los doce césares","books/e771539b22ff95b0ee1e99ddaa477c06.html","b","Cayo Suetonio","",""],
["César","books/498bf45995956328f0a23a25ead055e6.html","b","Adrian Goldsworthy","",""],
["El mundo de ayer","books/eb6100772b4d4cabad876457b7d67827.html","b","Stefan Zweig","",""],
["El mundo de ayer","books/dcf720012817fb88aa5bd5c453664ca4.html","b","Stefan Zweig","",""],
["Longitud","books/8d656b690d65c015796a1fadec3e6010.html","b","Dava Sobel","",""],
["La gran apuesta","books/09f48a6322f0b47a3847f8e8aa97be63.html","b","Michael Lewis","",""],
["Los noventa","books/7c5758f27f32e6070511bacd485ea777.html","b","Chuck Klosterman","",""]
]);
