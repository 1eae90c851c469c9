window.FOLIO_SEARCH.records(2, [
["La inmensidad del mundo","books/la-inmensidad-del-mundo.html","b","","",""],
["Frida: una biografía de Frida Kahlo","books/frida-una-biografía-de-frida-kahlo.html","b","Hayden Herrera","",""],
["Frida","books/frida.html","b","Hayden Herrera","",""],
["Revolución (Spanish Edition)","books/revolución-spanish-edition.html","b","Van Reybrouck, David","",""],
["Nocturno de La Habana","books/nocturno-de-la-habana.html","b","T.J. English","",""],
["Maniac","books/maniac.html","b","Benjamín Labatut","",""],
["Me alegro de que mi madre haya muerto","books/me-alegro-de-que-mi-madre-haya-muerto.html","b","Jannette McCurdy","",""],
["Me alegro de que mi madre haya muerto","books/me-alegro-de-que-mi-madre-haya-muerto-2.html","b","Jennette McCurdy","",""]
]);
