import Foundation
import Yams
import FolioBase
import FolioModel
import FolioStores

/// Reads `<site>/folio.yml`: unknown keys and bad values are errors naming the key, its line and
/// what is allowed.
public enum ConfigLoader {
    public static let fileName = "folio.yml"

    /// The site's configuration; an empty one when there is no `folio.yml`.
    public static func load(siteFolder: URL) throws -> SiteConfig {
        let url = siteFolder.appendingPathComponent(fileName)
        if case .missing = FileKind(path: url.path) { return SiteConfig() }
        let data = try RegularFile(url: url, location: SourceLocation(file: fileName)).read(limit: ReadLimits.configFile)
        guard let text = String(data: data, encoding: .utf8) else {
            throw FolioError(at: SourceLocation(file: fileName), "is not valid UTF-8 text")
        }
        return try parse(text)
    }

    public static func parse(_ text: String) throws -> SiteConfig {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw YAMLProblem.error(error, in: text, file: fileName)
        }
        guard let node else { return SiteConfig() }
        try checkKeys(node)
        let config: SiteConfig
        do {
            config = try YAMLDecoder().decode(SiteConfig.self, from: node)
        } catch let error as DecodingError {
            throw decodingProblem(error, in: node)
        }
        try checkValues(config, node: node)
        return config
    }

    package static func location(of node: Node?) -> SourceLocation {
        SourceLocation(file: fileName, line: node?.mark?.line, column: node?.mark?.column)
    }

    package static func allowed<Key: CodingKey & CaseIterable>(_: Key.Type) -> String {
        Key.allCases.map(\.stringValue).joined(separator: ", ")
    }
}
