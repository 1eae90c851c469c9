window.FOLIO_SEARCH.records(5, [
["Guía de inicio rápido de KOReader","books/1feb289b5fc85a9696b28e880ce85d7a.html","b","","",""],
["The making of the atomic bomb (Richard Rhodes) (Z-Library)","books/9499082d6f308e53906c558f094aa421.html","b","","",""],
["Crimen y castigo","books/8f5ec49ca0f02d7017e7f0d6a3eeb198.html","b","Fiódor Dostoyevski","",""],
["Esperanza. La autobiografía","books/6e74dd87891a2307bcfed23057e86095.html","b","Papa Francisco","",""],
["La conciencia de Zeno","books/9fb50b7b56662969acf01aadf3f3f252.html","b","Italo Svevo","",""],
["Hábitos atómicos","books/3372bff696a193ef6864b944f54e05a7.html","b","James Clear","",""],
["Crime and Punishment","books/koreader-1.html","b","Fyodor Dostoevsky","",""],
["Crime and Punishment","books/5ee88058c4346a122c4ccf80e36b1dc8.html","b","Fyodor Dostoevsky","",""]
]);
