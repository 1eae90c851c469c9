import Foundation

/// One file of the built site: its place in the output folder and its bytes.
struct OutputFile: Sendable, Equatable {
    var path: PagePath
    var data: Data

    init(path: PagePath, data: Data) {
        self.path = path
        self.data = data
    }
}
