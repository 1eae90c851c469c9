/// Text made safe to stand in HTML, as text or as a double-quoted attribute value. The same rule
/// as FolioHTML's `HTMLEscaping`, kept apart on purpose: depending on FolioHTML would bring
/// libxml2's ICU headers into this module beside Foundation's own ICU, and the two clash.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        // Scalar by scalar: a combining mark after "<" cannot hide it inside one Character.
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
