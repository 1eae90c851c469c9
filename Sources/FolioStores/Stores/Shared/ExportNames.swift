import FolioBase
import FolioModel

/// People named in a comma-separated list, as exports write authors (`Ursula K. Le Guin, Ted
/// Chiang`). A comma also comes before a suffix, so `Jr.`, `Sr.`, `II`, `III`, `IV`, `PhD` and
/// `MD` join the name before them (`Martin Luther King, Jr.` stays one name).
package enum ExportNames {
    package static let suffixes: Set<String> = ["jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "phd", "ph.d.", "md", "m.d."]

    package static func split(_ text: String) -> [String] {
        var names: [String] = []
        for part in text.split(separator: ",").map({ String($0).trimmingWhitespace }) where !part.isEmpty {
            if let last = names.last, suffixes.contains(part.lowercased()) {
                names[names.count - 1] = last + ", " + part
            } else {
                names.append(part)
            }
        }
        return names
    }

    /// `Ignacio Gómez Calvo (Translator)` without its role: `Ignacio Gómez Calvo`.
    package static func withoutRole(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        return String(name[..<open]).trimmingWhitespace
    }
}
