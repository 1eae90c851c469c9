//
// FOLIO PATCH 4 (see PATCHES.md): the context stack as a linked list of entries, each looked at
// once, when it is pushed (its custom representation and whether it is a MustacheParent),
// instead of casting every object on the stack for every name looked up, and copying the
// whole stack for every section item.
//

/// One object on the context stack, and the entries below it.
final class MustacheStackEntry {
    let object: Any
    let below: MustacheStackEntry?
    /// The object, or its custom representation (nil when that is nil).
    private let representation: Any?
    private let parent: MustacheParent?

    init(_ object: Any, below: MustacheStackEntry?) {
        self.object = object
        self.below = below
        (self.representation, self.parent) = Self.examine(object)
    }

    /// The child called `name`, as swift-mustache finds it: through `MustacheParent` when the
    /// object (or its custom representation) is one, else by reflection.
    func child(named name: String) -> Any? {
        Self.child(named: name, representation: representation, parent: parent)
    }

    /// The same lookup for an object not on the stack (the later parts of `a.b.c`).
    static func child(named name: String, of object: Any) -> Any? {
        let (representation, parent) = examine(object)
        return child(named: name, representation: representation, parent: parent)
    }

    private static func examine(_ object: Any) -> (Any?, MustacheParent?) {
        // FOLIO PATCH 5: text is neither a custom representation nor a parent
        if object is MustacheText { return (object, nil) }
        let representation: Any? =
            if let custom = object as? MustacheCustomRepresentation {
                custom.representation
            } else {
                object
            }
        return (representation, representation as? MustacheParent)
    }

    private static func child(named name: String, representation: Any?, parent: MustacheParent?) -> Any? {
        if let parent {
            return parent.child(named: name)
        } else if let text = representation as? MustacheText {
            // FOLIO PATCH 5: what reflection finds in a text (its one property), without a Mirror
            return name == "text" ? text.text : nil
        } else if representation is String {
            // FOLIO PATCH 5: reflection finds nothing in a String
            return nil
        } else if let representation {
            return Mirror(reflecting: representation).getValue(forKey: name)
        }
        return nil
    }
}
