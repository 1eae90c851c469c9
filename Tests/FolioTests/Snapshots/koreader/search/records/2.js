window.FOLIO_SEARCH.records(2, [
["La inmensidad del mundo","books/b420cfc3952fc910ed2c7f582b9f8359.html","b","","",""],
["Frida: una biografía de Frida Kahlo","books/7ba3f799df6160ea9ba28890807eb8fc.html","b","Hayden Herrera","",""],
["Frida","books/1687fe9540df57dcd8badaa1b2332104.html","b","Hayden Herrera","",""],
["Revolución (Spanish Edition)","books/29e621196d9c9fa0db98ef958171e1a0.html","b","Van Reybrouck, David","",""],
["Nocturno de La Habana","books/06fad385088d236cf10849faa9b95789.html","b","T.J. English","",""],
["Maniac","books/6141b27db145ecc164aaf88050ada7b3.html","b","Benjamín Labatut","",""],
["Me alegro de que mi madre haya muerto","books/05befe31a01406dd2b1935a6a76c976d.html","b","Jannette McCurdy","",""],
["Me alegro de que mi madre haya muerto","books/c3de9785395f333346a682144e2969ee.html","b","Jennette McCurdy","",""]
]);
