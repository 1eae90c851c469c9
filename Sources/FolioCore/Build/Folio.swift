/// Facts about this build of Folio.
public enum Folio {
    public static let version = "0.1.0"
}
