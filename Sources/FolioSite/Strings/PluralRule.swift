import FolioBase
import FolioModel
import FolioOutput

/// Which of a count's two texts a number takes, `count_<noun>_one` or `count_<noun>_other`, by
/// its language's CLDR cardinal rule for whole numbers, chosen by the primary tag (`fr-CA` is
/// `fr`). Folio knows the rules of the languages it ships; any other language counts as English.
package enum PluralRule: Sendable, Equatable {
    /// `one` for 1 only: English, German, Spanish.
    case oneIsOne
    /// `one` for 0 and 1: French (`0 note`, `1 note`, `2 notes`).
    case oneIsZeroOrOne
    /// No `one`: every number takes `other`. Chinese, Japanese.
    case otherOnly

    package init(language: String) {
        switch language.lowercased().prefix(while: { $0 != "-" && $0 != "_" }) {
        case "fr": self = .oneIsZeroOrOne
        case "zh", "ja": self = .otherOnly
        default: self = .oneIsOne
        }
    }

    /// The whole numbers that take `one`: few enough to list, for the search page's script.
    package var one: [Int] {
        switch self {
        case .oneIsOne: [1]
        case .oneIsZeroOrOne: [0, 1]
        case .otherOnly: []
        }
    }

    /// Whether `number` takes the `_one` text.
    package func isOne(_ number: Int) -> Bool {
        switch self {
        case .oneIsOne: number == 1
        case .oneIsZeroOrOne: number == 0 || number == 1
        case .otherOnly: false
        }
    }
}
