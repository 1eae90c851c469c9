window.FOLIO_SEARCH.records(0, [
["Introduction au Ruby | Codecademy","read-later/index.html","m","Read later","2016/09/18","https://www.codecademy.com/fr/courses/ruby-beginner-fr-FR/0/1?curriculum_id=535e93005d81962043000001\nCodecademy est la meilleure façon d'apprendre à coder. C'est interactif, amusant et vous pouvez le faire avec vos amis."],
["歌曲","notes/icloud/3.html","m","icloud","2016/02/16","白桦林－朴树 风往北吹－孙楠 以父之名－周杰伦"],
["招行","notes/163/1.html","m","163","2016/03/26","18号账单 6号还款"],
["String类的实现","notes/icloud/2.html","m","icloud","2016/04/22","String类的几个常用的方法，如构造函数、复制构造函数、赋值函数等。"],
["收衣服","notes/qq/2.html","m","qq","2016/04/22","晚上回去收衣服"],
["清理相册","notes/icloud/1.html","m","icloud","2016/04/26","把不需要的相片删除，腾出手机内存空间。"],
["书籍","notes/qq/1.html","m","qq","2016/04/26","老人与海 荒野猎人\n希腊故事 呐喊"]
]);
