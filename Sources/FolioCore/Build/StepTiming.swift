import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// How long one build step took.
public struct StepTiming: Sendable, Codable, Equatable {
    public let name: String
    public let seconds: Double
}
