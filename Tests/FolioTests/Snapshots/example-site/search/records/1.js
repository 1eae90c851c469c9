window.FOLIO_SEARCH.records(1, [
["Margins and memory","notes/reading-notes/2.html","m","Reading notes","2026/11/02","Notes written in the margin are found again; notes in a separate book are not. Try both for a month – compare."],
["周末计划","notes/生活/2.html","m","生活","2026/11/14","去图书馆还书\n买菜\n给家里打电话\n#生活 #读书"],
["String class","notes/work/1.html","m","work","2026/11/19","The usual members: constructor, copy constructor, assignment.\nString(const String\u0026 other);\nString\u0026 operator=(const String\u0026 other);"],
["On slow reading","notes/reading-notes/1.html","m","Reading notes","2026/11/20","Read one chapter a night, and write a line about it before sleeping.\n“The art of reading is in great part that of acquiring a better understanding of life.”\nkeep a pencil\nmark what surprised you\ncome back after a week\nA page with pencil marks in its margin\n#reading #habits"],
["收衣服","notes/生活/1.html","m","生活","2026/11/21","晚上回去收衣服，顺便把阳台的花浇一下。"]
]);
