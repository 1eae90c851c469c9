-- The example reading list. Regenerate with: rm Content/books.sqlite && sqlite3 Content/books.sqlite < Content/books.sql
-- The table is exactly as the book app creates it; its inserts quote every value.
CREATE TABLE bookInfo(bookInfoID integer primary key,bookName text,authorName text,score integer,introOfAuthor text,contentOfBook text,summary text);
INSERT INTO bookInfo VALUES(null,'老人与海','海明威','5','欧内斯特·海明威，美国作家，1954 年获诺贝尔文学奖。','古巴老渔夫圣地亚哥在海上与一条大马林鱼搏斗了三天。','> 人不是为失败而生的。一个人可以被毁灭，但不能被打败。');
INSERT INTO bookInfo VALUES(null,'呐喊','鲁迅','4','鲁迅，中国现代文学的奠基人之一。','短篇小说集，收录《狂人日记》《孔乙己》《阿Q正传》等。','读《孔乙己》时想到：*“多乎哉？不多也。”*');
INSERT INTO bookInfo VALUES(null,'Invisible Cities','Italo Calvino','4','Italian writer (1923–1985), known for playful, structured fiction.','Marco Polo describes 55 imagined cities to Kublai Khan.','- every city is *Venice*
- read one city a day');
INSERT INTO bookInfo VALUES(null,'The Left Hand of Darkness','Ursula K. Le Guin',null,'American author of science fiction and fantasy.','An envoy visits Gethen, a world whose people have no fixed sex.',null);
INSERT INTO bookInfo VALUES(null,'希腊故事','',3,null,'希腊神话与英雄传说的故事集。','');
