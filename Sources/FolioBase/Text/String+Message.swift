
extension String {
    /// The string in double quotes with quotes, backslashes and control characters escaped and
    /// long text shortened, so a message about a value is one readable line.
    package var quotedForMessage: String {
        var out = "\""
        for (index, scalar) in unicodeScalars.enumerated() {
            if index == 80 {
                out += "…"
                break
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
