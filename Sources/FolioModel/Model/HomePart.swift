/// A part of the home page, in the order `folio.yml`'s `home` gives.
public enum HomePart: String, Codable, Sendable, CaseIterable {
    case notes, books
}
