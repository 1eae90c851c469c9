/// A page's print: everything its bytes are made from. That is the build's options, the page's
/// template with the partials it reaches (`TemplatePrints`), its path, the record it names in
/// messages, and every value its view and the layout can give a template (`ViewPrint`). Two
/// builds that give a page the same print render it to the same bytes, so the second need not.
struct PagePrints: Sendable {
    let templates: TemplatePrints
    /// The options that change the output (`BuildOptions.outputFingerprint`).
    let options: String

    func print(of page: Page, envelope: PageEnvelope) -> Fingerprint {
        var print = ViewPrint()
        print.add(options)
        print.add(page.template)
        print.add(templates.print(of: page.template))
        print.add(page.path.description)
        print.add(page.source?.description)
        envelope.addPrint(to: &print)
        return print.fingerprint
    }

    /// A memo page's print, from what its view is made of (`MemoPageInputs`) and the print of
    /// the layout's values but the page's own path (`layout`, the same for every page of a build).
    func print(of memo: MemoPageInputs, layout: Fingerprint) -> Fingerprint {
        var print = ViewPrint()
        print.add(options)
        print.add("memo")
        print.add(templates.print(of: "memo"))
        print.addCount(layout.size)
        print.addCount(Int(truncatingIfNeeded: layout.value))
        memo.addPrint(to: &print)
        return print.fingerprint
    }
}
