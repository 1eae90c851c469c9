window.FOLIO_SEARCH.records(0, [
["老人与海","books/1.html","b","海明威","","欧内斯特·海明威，美国作家，1954 年获诺贝尔文学奖。\n古巴老渔夫圣地亚哥在海上与一条大马林鱼搏斗了三天。\n人不是为失败而生的。一个人可以被毁灭，但不能被打败。"],
["呐喊","books/2.html","b","鲁迅","","鲁迅，中国现代文学的奠基人之一。\n短篇小说集，收录《狂人日记》《孔乙己》《阿Q正传》等。\n读《孔乙己》时想到：“多乎哉？不多也。”"],
["Invisible Cities","books/3.html","b","Italo Calvino","","Italian writer (1923–1985), known for playful, structured fiction.\nMarco Polo describes 55 imagined cities to Kublai Khan.\nevery city is Venice\nread one city a day"],
["The Left Hand of Darkness","books/4.html","b","Ursula K. Le Guin","","American author of science fiction and fantasy.\nAn envoy visits Gethen, a world whose people have no fixed sex."],
["希腊故事","books/5.html","b","","","希腊神话与英雄传说的故事集。"],
["A very long title that goes on and on to show how a list cuts it with an ellipsis before the time","notes/work/2.html","m","work","2026/08/03","The time on the right must always stay visible."],
["歌曲","notes/生活/3.html","m","生活","2026/09/30","白桦林－朴树 风往北吹－孙楠 以父之名－周杰伦"],
["Books to look for","notes/reading-notes/3.html","m","Reading notes","2026/10/18","The Old Man and the Sea\nCall to Arms (呐喊)\nAnything by Calvino\n#reading #books"]
]);
