import FolioPlist
import Foundation
import FolioBase
import FolioModel
import FolioStores

extension PlistLoader {
    /// What a plist holds once keyed archives are opened: the archive's objects when the file is
    /// one (`NSKeyedArchiver`), or, for a defaults plist (`NSUserDefaults`), the first value that
    /// is an archived blob of memos or books (errors name its key); nil when the file is neither,
    /// so it is read as it is. The keys of any later blobs of memos or books, which are not read,
    /// are a warning.
    package func unarchived(_ root: PlistValue, fileSize: Int, diagnostics: inout Diagnostics) throws -> PlistValue? {
        let limit = ReadLimits.plistDecoded(forFileOf: fileSize)
        if KeyedArchive.isArchive(root) {
            return try decoded(root, limit: limit, at: file.location)
        }
        guard case .dict(let entries) = root, !holdsRecords(root) else { return nil }
        var found: (value: PlistValue, key: String)?
        for entry in entries {
            guard case .data(let blob) = entry.value, blob.starts(with: "bplist".utf8) else { continue }
            let location = file.location.appending("key \(entry.key.quotedForMessage)")
            let value: PlistValue
            do {
                let inner: PlistValue
                do {
                    inner = try BinaryPlistParser.parse(bytes: [UInt8](blob), decodedLimit: limit)
                } catch {
                    throw FolioError(at: location, "holds an archived value that is not a readable property list", cause: error)
                }
                guard KeyedArchive.isArchive(inner) else { continue }
                value = try decoded(inner, limit: limit, at: location)
            } catch let problem as FolioError where found != nil {
                // What was found is read; a later blob that cannot be is said, not fatal.
                var warning = problem
                warning.severity = .warning
                warning.reason += "; it is not read"
                diagnostics.report(warning)
                continue
            }
            guard holdsRecords(value) else { continue }
            if let found {
                diagnostics.warn(at: location, "holds archived \(recordsName(value)) too; only key \(found.key.quotedForMessage) is read, so these are not published")
            } else {
                found = (value, entry.key)
            }
        }
        return found?.value
    }

    private func decoded(_ archive: PlistValue, limit: Int64, at location: SourceLocation) throws -> PlistValue {
        do {
            return try KeyedArchive.decode(archive, limit: limit)
        } catch let problem as KeyedArchiveError {
            throw FolioError(at: problem.path.isEmpty ? location : location.appending("keyed archive \(Self.shortened(problem.path))"), problem.reason)
        }
    }

    /// A path of many references keeps its first and last steps: enough to find the object.
    package static func shortened(_ path: String) -> String {
        let steps = path.components(separatedBy: " → ")
        guard steps.count > 8 else { return path }
        return (steps.prefix(3) + ["… \(steps.count - 6) more …"] + steps.suffix(3)).joined(separator: " → ")
    }
}

extension PlistLoader {
    /// Whether a store reads records from a property list with this root (an empty one is
    /// nobody's records).
    package func holdsRecords(_ root: PlistValue) -> Bool {
        !PlistShape.isEmpty(root) && !stores.readers(of: .propertyList(root), format: .propertyList).isEmpty
    }

    /// What the records of such a root are called: "memos", "books".
    package func recordsName(_ root: PlistValue) -> String {
        switch stores.readers(of: .propertyList(root), format: .propertyList).first?.kind.records {
        case .books: "books"
        case .highlights: "highlights"
        case .readingList: "reading list items"
        default: "memos"
        }
    }
}
