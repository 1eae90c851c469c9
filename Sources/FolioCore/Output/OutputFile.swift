import Foundation

/// One file of the built site: its place in the output folder and its bytes.
public struct OutputFile: Sendable, Equatable {
    public var path: PagePath
    public var data: Data

    public init(path: PagePath, data: Data) {
        self.path = path
        self.data = data
    }
}
