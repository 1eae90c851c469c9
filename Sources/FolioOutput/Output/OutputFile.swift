import Foundation
import FolioBase

/// One file of the built site: its place in the output folder and its bytes.
package struct OutputFile: Sendable, Equatable {
    package var path: PagePath
    package var data: Data

    package init(path: PagePath, data: Data) {
        self.path = path
        self.data = data
    }
}
