window.FOLIO_SEARCH.records(3, [
["Know My Name","books/know-my-name.html","b","Chanel Miller","",""],
["Above the Noise","books/above-the-noise.html","b","DeMar DeRozan, Dave Zarum, Gregg Popovich","",""],
["De La Pampa a los Estados Unidos","books/de-la-pampa-a-los-estados-unidos.html","b","René G. Favaloro","",""],
["How to Win a Grand Prix","books/how-to-win-a-grand-prix.html","b","Collins, Bernie","",""],
["La conquista de la felicidad","books/la-conquista-de-la-felicidad.html","b","Bertrand Russell","",""],
["1, 2, 3, 4: LOS BEATLES MARCANDO EL TIEMPO","books/1-2-3-4-los-beatles-marcando-el-tiempo.html","b","Craig Brown","",""],
["El hombre mediocre","books/el-hombre-mediocre.html","b","José Ingenieros","",""],
["Traccion","books/traccion.html","b","Gino Wickman","",""]
]);
