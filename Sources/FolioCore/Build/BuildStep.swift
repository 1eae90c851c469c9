import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// One named step of a build: the runner reports it as `[i/n] name`, times it and attaches its
/// name to every problem found while it ran. What a step does is the code `SiteBuild` runs under it.
public struct BuildStep: Sendable, Equatable {
    public let name: String
    /// A checking step runs even after an earlier step found errors, so that one build reports
    /// the problems of every source, the templates and the output folder together.
    package let checksOnly: Bool

    package init(_ name: String, checksOnly: Bool = false) {
        self.name = name
        self.checksOnly = checksOnly
    }

    package static let checkOutputFolder = BuildStep("check output folder", checksOnly: true)
    package static let findContent = BuildStep("find content", checksOnly: true)
    package static let loadContent = BuildStep("load content", checksOnly: true)
    package static let loadTemplates = BuildStep("load templates", checksOnly: true)
    package static let buildModel = BuildStep("build model")
    package static let makeCovers = BuildStep("make covers")
    package static let renderPages = BuildStep("render pages")
    package static let checkLinks = BuildStep("check links")
    package static let writeOutput = BuildStep("write output")
}
