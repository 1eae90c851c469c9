/// Numbers and strings as bytes, for the files Folio keeps for itself (`ByteReader` reads them).
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func number(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ text: String) {
        var text = text
        number(UInt64(text.utf8.count))
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func texts(_ texts: [String]) {
        number(UInt64(texts.count))
        for text in texts { self.text(text) }
    }

    mutating func optionalText(_ text: String?) {
        bytes.append(text == nil ? 0 : 1)
        if let text { self.text(text) }
    }
}
