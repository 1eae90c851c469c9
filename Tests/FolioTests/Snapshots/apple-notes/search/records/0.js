window.FOLIO_SEARCH.records(0, [
["Paragraph styles","notes/notes/4C1D3B2A-0000-4000-8000-000000000010.html","m","Notes","2023/03/08","\nA heading\nA subheading\nBody text, \u0026 some \u003cangle\u003e brackets.\nlet x = 1\nprint(x)\nAfter the code."],
["Font styles","notes/notes/4C1D3B2A-0000-4000-8000-000000000011.html","m","Notes","2023/03/09","\nPlain, bold, italic, both, underlined, struck, E = mc2, H2O.\nLinks: example, mail me, a bold link, a trap, another note."],
["Lists","notes/notes/4C1D3B2A-0000-4000-8000-000000000012.html","m","Notes","2023/03/10","\nFruit\nApples\nCox\nPears\nVegetables\nA dash\nAnother dash\nSteps:\nPreheat\nMix\nBake"],
["Shopping","notes/notes-recipes/4C1D3B2A-0000-4000-8000-000000000013.html","m","Notes / Recipes","2023/03/11","\nFlour\nEggs\nButter\nSalted\nAsk about oat milk."],
["京都旅行 🍵","notes/notes/4C1D3B2A-0000-4000-8000-000000000014.html","m","Notes","2023/03/12","\n第一天：🚅 到达京都，参观清水寺。\n👨‍👩‍👧 一家人吃了抹茶冰淇淋 🍦，很好吃！\n🎋 竹林\n⛩️ 金阁寺（下次）"],
["Trip photos","notes/notes/4C1D3B2A-0000-4000-8000-000000000015.html","m","Notes","2023/03/13","\nThe teapot we bought:\nOur tickets  are here."],
["Travel plans","notes/notes/4C1D3B2A-0000-4000-8000-000000000018.html","m","Notes","2023/03/20","\nOff to Kyoto #travel with @Ana.\n#vacation\nBudget:\nBooked through , not .\nDay Where Cost\nMonday Kyoto \u0026 Nara ¥12,000\nTuesday \u003cOsaka\u003e"]
]);
