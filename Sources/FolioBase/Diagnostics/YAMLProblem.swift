import Yams

/// A YAML file that libyaml cannot read, said in plain words at the line and column it stopped:
/// libyaml's own terms (`flow sequence`, `block mapping`, `stream`) do not reach the user.
package enum YAMLProblem {
    /// The problem in `text` of file `file`, for a FolioError.
    package static func error(_ error: YamlError, in text: String, file: String) -> FolioError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            return FolioError(at: SourceLocation(file: file, line: mark.line, column: mark.column), "is not valid YAML: \(words(problem, context: context))")
        case .duplicatedKeysInMapping(let duplicates, _):
            let reasons = duplicates.map { key -> String in
                let lines = lines(ofKey: key, in: text)
                let where_ = lines.count > 1 ? "stands on lines \(lines.dropLast().map(String.init).joined(separator: ", ")) and \(lines.last!)" : "stands twice"
                return "key \(key.quotedForMessage) \(where_); give each key once"
            }
            let line = duplicates.first.flatMap { lines(ofKey: $0, in: text).last }
            return FolioError(at: SourceLocation(file: file, line: line), "is not valid YAML: \(reasons.joined(separator: "; "))")
        case .reader(_, let offset, _, _):
            return FolioError(at: SourceLocation(file: file), "is not valid YAML: it holds a character YAML does not allow\(offset.map { " (at byte \($0 + 1))" } ?? "")")
        default:
            return FolioError(at: SourceLocation(file: file), "is not valid YAML")
        }
    }

    /// libyaml's problem, in words a user knows, with where what it was reading began.
    package static func words(_ problem: String, context: YamlError.Context?) -> String {
        let started = context.map { " opened on line \($0.mark.line), column \($0.mark.column)" } ?? ""
        switch problem {
        case "did not find expected ',' or ']'":
            return "a list\(started) with [ is not closed with ] (or a , is missing between its items)"
        case "did not find expected ',' or '}'":
            return "a mapping\(started) with { is not closed with } (or a , is missing between its entries)"
        case "mapping values are not allowed in this context":
            return "a colon here would start a key inside a value; put the value in quotes if it holds \": \""
        case "found character that cannot start any token":
            return "this character cannot start a value (a tab, @ or `, say); indent with spaces and put such a value in quotes"
        case "did not find expected key":
            return "this line is indented unlike the keys\(started.isEmpty ? " before it" : " of the mapping\(started)")"
        case "found unexpected end of stream":
            return "the file ends inside a quoted value\(started); close its quote"
        case "could not find expected ':'":
            return "a key\(started) has no : after it"
        case "did not find expected '-' indicator":
            return "this line is indented unlike the list items\(started.isEmpty ? " before it" : " of the list\(started)")"
        case "found a tab character that violates indentation":
            return "a tab stands where YAML needs spaces to indent"
        default:
            return "\(problem)\(started)"
        }
    }

    /// The lines (from 1) where `key:` starts a line, once indentation is set aside.
    package static func lines(ofKey key: String, in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            for form in [key, "\"\(key)\"", "'\(key)'"] where trimmed.hasPrefix(form + ":") { return index + 1 }
            return nil
        }
    }
}
