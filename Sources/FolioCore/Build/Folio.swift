import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// Facts about this build of Folio.
public enum Folio {
    public static let version = "0.1.0"
}
