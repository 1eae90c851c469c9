import FolioBase
import FolioModel
import FolioOutput

/// The default theme, compiled into the binary so a site without `Templates/` still builds.
/// Its files are the package's top-level `Templates/`, embedded as FolioCore is built by the
/// EmbedTheme plugin (`DefaultTheme.files`, relative path → text); there is no other copy.
package enum DefaultTheme {}
