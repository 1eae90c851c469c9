window.FOLIO_SEARCH.records(1, [
["Las vidas de los doce césar_ (Z-Library)_18717642_eaecda","books/las-vidas-de-los-doce-césar-z-library-18717642-eaecda.html","b","","",""],
["Las vidas de los doce césares","books/las-vidas-de-los-doce-césares.html","b","Cayo Suetonio","",""],
["César","books/césar.html","b","Adrian Goldsworthy","",""],
["El mundo de ayer","books/el-mundo-de-ayer.html","b","Stefan Zweig","",""],
["El mundo de ayer","books/el-mundo-de-ayer-2.html","b","Stefan Zweig","",""],
["Longitud","books/longitud.html","b","Dava Sobel","",""],
["La gran apuesta","books/la-gran-apuesta.html","b","Michael Lewis","",""],
["Los noventa","books/los-noventa.html","b","Chuck Klosterman","",""]
]);
