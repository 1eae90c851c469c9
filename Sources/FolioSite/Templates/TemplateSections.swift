import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Finds the section a template leaves open, to name the line it opens on (swift-mustache says
/// only that the file ended). Reads `{{#name}}`, `{{^name}}`, `{{$name}}`, `{{<name}}` and
/// `{{/name}}` with the standard delimiters; a template that changes them is not read.
package enum TemplateSections {
    package static func unclosed(in text: String) -> (tag: Character, name: String, line: Int, column: Int)? {
        var open: [(tag: Character, name: String, line: Int, column: Int)] = []
        var line = 1, column = 1
        var rest = Substring(text)
        while let start = rest.range(of: "{{") {
            for character in rest[..<start.lowerBound] {
                if character == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            guard let end = rest[start.upperBound...].range(of: "}}") else { break }
            let inside = rest[start.upperBound..<end.lowerBound]
            if inside.hasPrefix("=") { return nil }
            if let tag = inside.first, "#^$</".contains(tag) {
                let name = inside.dropFirst().trimmingCharacters(in: .whitespaces)
                if tag == "/" {
                    if let last = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(last...) }
                } else {
                    open.append((tag, name, line, column))
                }
            }
            for character in rest[start.lowerBound..<end.upperBound] {
                if character == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            rest = rest[end.upperBound...]
        }
        return open.last
    }
}
