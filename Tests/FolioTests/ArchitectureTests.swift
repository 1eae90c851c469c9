import Foundation
import XCTest

/// The target graph `docs/architecture.md` draws is the one `Package.swift` builds: each of the
/// build's targets with the targets of the package it depends on.
final class ArchitectureTests: XCTestCase {
    func testTheDocumentedTargetGraphIsPackageSwifts() throws {
        let doc = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var documented: [String: [String]] = [:]
        for line in doc.split(separator: "\n") where line.hasPrefix("- `Folio") && line.contains("`: ") {
            let name = String(line.dropFirst(3).prefix { $0 != "`" })
            let after = line[line.range(of: "`: ")!.upperBound...]
            documented[name] = after == "none" ? [] : after.components(separatedBy: ", ")
        }
        let manifest = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var built: [String: [String]] = [:]
        for name in documented.keys {
            // `.target(name: "X", dependencies: [ … ]` up to the closing bracket, in-package names only.
            guard let start = manifest.range(of: #"\.target\(\s*name: ""# + name + "\"", options: .regularExpression) else { continue }
            let rest = manifest[start.upperBound...]
            guard let open = rest.range(of: "dependencies: ["), let close = rest[open.upperBound...].range(of: "]") else {
                built[name] = []
                continue
            }
            let nextTarget = rest.range(of: ".target(")?.lowerBound ?? rest.endIndex
            guard open.lowerBound < nextTarget else {
                built[name] = []
                continue
            }
            let list = rest[open.upperBound..<close.lowerBound]
            built[name] = list.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { $0.hasPrefix("\"") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        XCTAssertEqual(documented.keys.sorted(), ["FolioBase", "FolioCore", "FolioLoading", "FolioModel", "FolioOutput", "FolioSite", "FolioStores"])
        XCTAssertEqual(built, documented)
    }
}
