/// Everything a memo's page shows, gathered from the model (`SitePages.memoPageInputs`). The
/// page's view is made from these alone (`page(_:time:)`), so their print stands for the view's
/// (`PagePrints.print(of:layout:)`): a memo page whose inputs did not change is carried without
/// its view being made, which on a site of memos is most of the pages of a rebuild.
struct MemoPageInputs: Sendable {
    /// A link's title and the page it leads to.
    struct Target: Sendable {
        let title: String
        let path: PagePath
    }

    let path: PagePath
    let title: String
    let createTime: LocalDateTime
    let modified: LocalDateTime?
    let source: SourceLocation
    let body: StoredText
    let account: Target
    /// The memo written before this one, and the one after, in the same account.
    let previous: Target?
    let next: Target?
    let tags: [Target]
    let backlinks: [Target]

    /// The page, its links written from `page` (the view's times in `time`'s zone, which the
    /// build's options name).
    func page(_ page: PageContext, time: TimeDisplay) -> Page {
        func link(_ target: Target) -> LinkView { LinkView(title: target.title, href: page.link(target.path)) }
        let updated = modified.flatMap { $0.memoText == createTime.memoText ? nil : $0 }
        let view = MemoView(
            title: title, fullTime: createTime.memoText, datetime: time.machineText(for: createTime),
            updatedTime: updated?.memoText, updatedDatetime: updated.map(time.machineText(for:)),
            bodyHTML: StoredHTML(body), account: link(account), previous: previous.map(link), next: next.map(link),
            tags: tags.map(link), backlinks: backlinks.map(link))
        return Page(path: path, template: "memo", view: view, markdown: [body], source: source)
    }
}

extension MemoPageInputs: ViewPrintable {
    func addPrint(to print: inout ViewPrint) {
        print.add(path.description)
        print.add(title)
        createTime.addPrint(to: &print)
        print.add(modified != nil)
        modified?.addPrint(to: &print)
        print.add(source.description)
        StoredHTML(body).addPrint(to: &print)
        for target in [account] + [previous, next].map({ $0 ?? Target(title: "", path: PagePath([])) }) { target.addPrint(to: &print) }
        print.add(previous != nil)
        print.add(next != nil)
        print.addCount(tags.count)
        for target in tags { target.addPrint(to: &print) }
        print.addCount(backlinks.count)
        for target in backlinks { target.addPrint(to: &print) }
    }
}

extension MemoPageInputs.Target: ViewPrintable {
    func addPrint(to print: inout ViewPrint) {
        print.add(title)
        print.add(path.description)
    }
}

extension LocalDateTime: ViewPrintable {
    func addPrint(to print: inout ViewPrint) {
        for part in [year, month, day, hour, minute] { print.addCount(part) }
    }
}
