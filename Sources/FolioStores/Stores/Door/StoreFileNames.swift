import FolioBase
import FolioModel

/// The names a store's files go by where Folio looks for them: in `Content/` at any depth, and
/// in the folder `folio init --from` is given (up to three folders down, or at any depth for a
/// name of its own). What a file is, is still told by its content.
package struct StoreFileNames: Sendable {
    /// File name extensions, without the dot, lower case.
    package var extensions: [String] = []
    /// A name of the store's own (KOReader's `metadata.<ext>.lua`), as messages show it, and the
    /// test for it. Such files are found at any depth, and a folder `folio.yml` names stands for
    /// every one of them inside it.
    package var ownName: (shown: String, matches: @Sendable (String) -> Bool)?
    /// Where the program keeps its file inside a device's folder (a Kobo's
    /// `.kobo/KoboReader.sqlite`): looked for in every folder `init --from` walks, hidden or not.
    package var onDevice: [String] = []

    package init(extensions: [String] = [], ownName: (shown: String, matches: @Sendable (String) -> Bool)? = nil, onDevice: [String] = []) {
        self.extensions = extensions
        self.ownName = ownName
        self.onDevice = onDevice
    }
}
