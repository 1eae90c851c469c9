window.FOLIO_SEARCH.records(0, [
["Paragraph styles","notes/notes/paragraph-styles.html","m","Notes","2023/03/08","Paragraph styles\nA heading\nA subheading\nBody text, \u0026 some \u003cangle\u003e brackets.\nlet x = 1\nprint(x)\nAfter the code."],
["Font styles","notes/notes/font-styles.html","m","Notes","2023/03/09","Font styles\nPlain, bold, italic, both, underlined, struck, E = mc2, H2O.\nLinks: example, mail me, a bold link, a trap, another note."],
["Lists","notes/notes/lists.html","m","Notes","2023/03/10","Lists\nFruit\nApples\nCox\nPears\nVegetables\nA dash\nAnother dash\nSteps:\nPreheat\nMix\nBake"],
["Shopping","notes/notes-recipes/shopping.html","m","Notes / Recipes","2023/03/11","Shopping\nFlour\nEggs\nButter\nSalted\nAsk about oat milk."],
["京都旅行 🍵","notes/notes/京都旅行.html","m","Notes","2023/03/12","京都旅行 🍵\n第一天：🚅 到达京都，参观清水寺。\n👨‍👩‍👧 一家人吃了抹茶冰淇淋 🍦，很好吃！\n🎋 竹林\n⛩️ 金阁寺（下次）"],
["Trip photos","notes/notes/trip-photos.html","m","Notes","2023/03/13","Trip photos\nThe teapot we bought:\nOur tickets  are here."]
]);
