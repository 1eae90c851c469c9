window.FOLIO_SEARCH.records(3, [
["Know My Name","books/a95e431ab32e8d86cf00d67b52127ab3.html","b","Chanel Miller","",""],
["Above the Noise","books/958d692db9747874664ce81ac7511bf3.html","b","DeMar DeRozan, Dave Zarum \u0026 Gregg Popovich","",""],
["De La Pampa a los Estados Unidos","books/2ea97be22c08f9094e6a98a81755270e.html","b","René G. Favaloro","",""],
["How to Win a Grand Prix","books/83c2f0cb4b7e0093bf29432e23718156.html","b","Collins, Bernie","",""],
["La conquista de la felicidad","books/9c9f1e6f7d1ae73deb3713400a5b0eb8.html","b","Bertrand Russell","",""],
["1, 2, 3, 4: LOS BEATLES MARCANDO EL TIEMPO","books/e8d38175c6b1b683218a67ea55462048.html","b","Craig Brown","",""],
["El hombre mediocre","books/f114b2f901d136513e16c53f55b72aa0.html","b","José Ingenieros","",""],
["Traccion","books/104a06af1082ca3b58b62b62e67dd7ed.html","b","Gino Wickman","",""]
]);
