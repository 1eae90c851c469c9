/// The bytes of every value a page's template can read, gathered to be fingerprinted: a page
/// whose print is the same as last build's renders to the same bytes (see `PagePrints`). Each
/// value is written with its length or a marker, so two different views never run together
/// into the same bytes (`["ab", "c"]` and `["a", "bc"]`; `nil` and `""`).
struct ViewPrint {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1024)
    }

    mutating func add<Value: ViewPrintable>(_ value: Value) {
        value.addPrint(to: &self)
    }

    mutating func addText(_ text: String) {
        addCount(text.utf8.count)
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func addCount(_ count: Int) {
        withUnsafeBytes(of: UInt64(truncatingIfNeeded: count).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func addMarker(_ marker: UInt8) {
        bytes.append(marker)
    }

    var fingerprint: Fingerprint { Fingerprint(bytes) }
}

/// A value a view may hold, as `ViewPrint` writes it. `@TemplateValues` writes a view's own
/// `addPrint(to:)`: every name its templates can read, in declaration order.
protocol ViewPrintable {
    func addPrint(to print: inout ViewPrint)
}

extension String: ViewPrintable {
    func addPrint(to print: inout ViewPrint) { print.addText(self) }
}

extension Int: ViewPrintable {
    func addPrint(to print: inout ViewPrint) { print.addCount(self) }
}

extension Bool: ViewPrintable {
    func addPrint(to print: inout ViewPrint) { print.addMarker(self ? 1 : 0) }
}

extension Optional: ViewPrintable where Wrapped: ViewPrintable {
    func addPrint(to print: inout ViewPrint) {
        switch self {
        case .none: print.addMarker(0)
        case .some(let value):
            print.addMarker(1)
            value.addPrint(to: &print)
        }
    }
}

extension Array: ViewPrintable where Element: ViewPrintable {
    func addPrint(to print: inout ViewPrint) {
        print.addCount(count)
        for element in self { element.addPrint(to: &print) }
    }
}
