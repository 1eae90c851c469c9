/// Text made safe to stand in HTML, as text or as a double-quoted attribute value: `&`, `<`, `>`
/// and `"` written as entities, scalar by scalar (a combining mark after `<` cannot hide it
/// inside one Character). Every part of Folio that writes HTML of its own escapes through here.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
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
