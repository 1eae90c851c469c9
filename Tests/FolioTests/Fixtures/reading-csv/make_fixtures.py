# Writes the damaged reading exports the tests read (python3 make_fixtures.py, in this folder):
# the same bytes on every run, so change this script, not the files.
G="Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"
S="Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"
def w(name, text, enc='utf-8', bom=False, crlf=False):
    if crlf: text=text.replace('\n','\r\n')
    data=text.encode(enc)
    if bom: data=b'\xef\xbb\xbf'+data
    open(name,'wb').write(data)
w('isbn-numbers.csv', G+'''
1,Dune,Frank Herbert,"Herbert, Frank",,,9.78044E+12,5,4.25,Ace,Paperback,612,1990,1965,2021/03/04,2021/01/02,,,read,,,,1,0
2,Neuromancer,William Gibson,"Gibson, William",,441569595,,4,3.9,Ace,Paperback,271,1984,1984,2020/05/06,2020/01/02,,,read,,,,1,0
3,Hyperion,Dan Simmons,"Simmons, Dan",,"=""0553283685""","=""9780553283686""",4,4.2,Bantam,Paperback,482,1990,1989,2019/07/08,2019/01/02,,,read,,,,1,0
4,Solaris,Stanisław Lem,"Lem, Stanisław",,,9780156027601,3,4.0,Harvest,Paperback,204,2002,1961,,2018/01/02,,,to-read,,,,0,0
5,Ubik,Philip K. Dick,"Dick, Philip K.",,,12345,3,4.0,Vintage,Paperback,202,1991,1969,,2018/01/02,,,to-read,,,,0,0
''')
w('dates-month-first.csv', G+'''
1,Dune,Frank Herbert,"Herbert, Frank",,,"=""9780441172719""",5,4.25,Ace,Paperback,612,1990,1965,2/24/2026,1/2/2026,,,read,,,,1,0
2,Emma,Jane Austen,"Austen, Jane",,,,4,4.0,Penguin,Paperback,474,2003,1815,03/04/26,yesterday,,,read,,,,1,0
''')
w('dates-day-first.csv', S+'''
Dune,Frank Herbert,,9780441172719,paperback,read,2/1/2026,24/2/2026,1/2/2026-24/2/2026,1,,,,,,,,4.0,,,,,No
''')
w('missing-columns.csv', '''Book Id,Title,Author,Additional Authors,ISBN,My Rating,Publisher,Number of Pages,Year Published,Date Added,Bookshelves,My Review,Read Count
1,Dune,Frank Herbert,,"=""0441172717""",5,Ace,612,1990,2021/01/02,"sci-fi, favourites",,1
''')
w('row-widths.csv', G+''',My Notes
1,Dune,Frank Herbert,"Herbert, Frank",,,"=""9780441172719""",5,4.25,Ace,Paperback,612,1990,1965,2021/03/04,2021/01/02,,,read,,,,1,0,kept?
2,Emma,Jane Austen
3,Ubik,Philip K. Dick,"Dick, Philip K.",,,,3,4.0,Vintage,Paperback,202,1991,1969,,2018/01/02,,,to-read,,,,0,0,,surplus,more
''')
w('bom-crlf-quotes.csv', G+'''
1,"The ""Quoted"" Book, Part 1",Ann Author,"Author, Ann","Ben Other, Martin Luther King, Jr.",,"=""9780441172719""",4,4.0,"Pub, Inc.",Paperback,100,2001,2001,2021/03/04,2021/01/02,"favourites, to-read",,read,"First line
still the first paragraph<br/><br/>Second <b>bold</b><script>alert(1)</script>",,"secret notes",2,0

2,Plain,Cid Writer,"Writer, Cid",,,,0,3.0,,,,,,,2021/01/02,,,currently-reading,,,,1,0
''', bom=True, crlf=True)
w('windows-1252.csv', S+'''
Cien años de soledad,Gabriel García Márquez,,9780307474728,paperback,read,2021/05/03,2021/07/13,2021/07/13,1,,,,,,,,4.25,Qué libro,,,,No
''', enc='cp1252')
w('bad-values.csv', S+'''
Dune,Frank Herbert,,9780441172719,paperback,finished-it,2021/05/03,,,many,,,,,,,,4.1,,,,,No
Emma,Jane Austen,,B00K1D0000,paperback,did-not-finish,2021/05/03,,2021/05/03-,1,"dark, tense",,,,,,,9,,,,"classics, re-read",No
''')
w('open-quote.csv', G+'''
1,"Dune,Frank Herbert,"Herbert, Frank",,,"=""9780441172719""",5,4.25,Ace,Paperback,612,1990,1965,2021/03/04,2021/01/02,,,read,,,,1,0
2,Emma,Jane Austen,"Austen, Jane",,,,4,4.0,Penguin,Paperback,474,2003,1815,2020/03/04,2020/01/02,,,read,,,,1,0
''')
w('not-an-export.csv', "Date,Amount,Payee\n2024/01/02,12.50,Bakery\n")
