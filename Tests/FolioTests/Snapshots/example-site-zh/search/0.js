window.FOLIO_SEARCH.add(0, [
["收衣服","notes/生活/1.html","m","生活","","2026/11/21","晚上回去收衣服，顺便把阳台的花浇一下。"],
["On slow reading","notes/reading-notes/1.html","m","Reading notes","reading habits","2026/11/20","Read one chapter a night, and write a line about it before sleeping.\n“The art of reading is in great part that of acquiring a better understanding of life.”\nkeep a pencil\nmark what surprised you\ncome back after a week\nA page with pencil marks in its margin\n#reading #habits"],
["String class","notes/work/1.html","m","work","","2026/11/19","The usual members: constructor, copy constructor, assignment.\nString(const String\u0026 other);\nString\u0026 operator=(const String\u0026 other);"],
["周末计划","notes/生活/2.html","m","生活","生活 读书","2026/11/14","去图书馆还书\n买菜\n给家里打电话\n#生活 #读书"],
["Margins and memory","notes/reading-notes/2.html","m","Reading notes","","2026/11/02","Notes written in the margin are found again; notes in a separate book are not. Try both for a month – compare."],
["Books to look for","notes/reading-notes/3.html","m","Reading notes","reading books","2026/10/18","The Old Man and the Sea\nCall to Arms (呐喊)\nAnything by Calvino\n#reading #books"],
["歌曲","notes/生活/3.html","m","生活","","2026/09/30","白桦林－朴树 风往北吹－孙楠 以父之名－周杰伦"],
["A very long title that goes on and on to show how a list cuts it with an ellipsis before the time","notes/work/2.html","m","work","","2026/08/03","The time on the right must always stay visible."],
["希腊故事","books/5.html","b","","","","希腊神话与英雄传说的故事集。"],
["The Left Hand of Darkness","books/4.html","b","Ursula K. Le Guin","","","American author of science fiction and fantasy.\nAn envoy visits Gethen, a world whose people have no fixed sex."],
["Invisible Cities","books/3.html","b","Italo Calvino","","","Italian writer (1923–1985), known for playful, structured fiction.\nMarco Polo describes 55 imagined cities to Kublai Khan.\nevery city is Venice\nread one city a day"],
["呐喊","books/2.html","b","鲁迅","","","鲁迅，中国现代文学的奠基人之一。\n短篇小说集，收录《狂人日记》《孔乙己》《阿Q正传》等。\n读《孔乙己》时想到：“多乎哉？不多也。”"],
["老人与海","books/1.html","b","海明威","","","欧内斯特·海明威，美国作家，1954 年获诺贝尔文学奖。\n古巴老渔夫圣地亚哥在海上与一条大马林鱼搏斗了三天。\n人不是为失败而生的。一个人可以被毁灭，但不能被打败。"]
], false);
