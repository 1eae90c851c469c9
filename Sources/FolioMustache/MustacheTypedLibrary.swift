//
// FOLIO PATCH 6 (see PATCHES.md): a library's templates compiled for the typed render.
//

/// A `MustacheLibrary`'s templates, each compiled once (`MustacheTypedPlan`), to render typed
/// objects (`MustacheTypedParent`) with no cast or reflection.
public struct MustacheTypedLibrary: Sendable {
    let plans: [String: MustacheTypedPlan]

    public init(_ library: MustacheLibrary) {
        self.plans = library.templates.mapValues(MustacheTypedPlan.init)
    }

    /// `object` rendered with the template called `name`, as `MustacheLibrary.render` renders it.
    /// Nil when there is no such template, or when it needs what only that untyped render does
    /// (lambdas, content types, `.other` values): that then gives the text this would have.
    public func render(_ object: any MustacheTypedParent, withTemplate name: String) -> String? {
        renderUTF8(object, withTemplate: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The same text as UTF-8 bytes.
    public func renderUTF8(_ object: any MustacheTypedParent, withTemplate name: String) -> [UInt8]? {
        guard let plan = plans[name] else { return nil }
        var render = MustacheTypedRender(object, plans: plans)
        do throws(MustacheNeedsUntypedRender) {
            try render.run(plan, plan.stepTable.indices, scope: MustacheTypedScope())
        } catch {
            return nil  // the untyped renderer's turn
        }
        return render.output
    }
}
