import Foundation

/// Follows a keyed archive's references from `$top`, decoding each object once (see
/// `KeyedArchive`). `active` holds the objects being decoded, so a reference back to one of them
/// is a loop; `sizes` remembers what each decoded object amounts to, so the total counts every
/// reference to a shared object, as a reader of the result would meet it.
struct KeyedArchiveDecoder {
    let objects: [PlistValue]
    let limit: Int64
    let depthLimit: Int
    private var decoded: [Int: PlistValue?] = [:]
    private var sizes: [Int: Int64] = [:]
    private var active: Set<Int> = []
    private var depth = 0
    private var total: Int64 = 0

    init(objects: [PlistValue], limit: Int64, depthLimit: Int) {
        self.objects = objects
        self.limit = limit
        self.depthLimit = depthLimit
    }

    /// A value found in the archive: a reference is followed, anything else is itself. Nil for `$null`.
    mutating func value(_ value: PlistValue, at path: String) throws -> PlistValue? {
        guard case .uid(let reference) = value else { return try inline(value, at: path) }
        guard reference < UInt64(objects.count) else {
            throw KeyedArchiveError(path: path, reason: "refers to object \(reference), but the archive has only \(objects.count) objects")
        }
        let index = Int(reference)
        if let done = decoded[index] {
            try count(sizes[index] ?? 0, at: path)
            return done
        }
        guard !active.contains(index) else {
            throw KeyedArchiveError(path: path, reason: "refers back to object \(index), which holds it: the archive loops")
        }
        guard depth < depthLimit else {
            throw KeyedArchiveError(path: path, reason: "objects nest more than \(depthLimit) deep")
        }
        active.insert(index)
        depth += 1
        let before = total
        defer {
            active.remove(index)
            depth -= 1
        }
        let result = try object(index, at: path)
        decoded[index] = .some(result)
        sizes[index] = total - before
        return result
    }

    /// A value that is not a reference: a primitive as it is, an array or dict with its references followed.
    private mutating func inline(_ value: PlistValue, at path: String) throws -> PlistValue? {
        switch value {
        case .string(let text):
            try count(Int64(text.utf8.count), at: path)
            return value
        case .data(let data):
            try count(Int64(data.count), at: path)
            return value
        case .array(let items):
            try nest(at: path)
            defer { depth -= 1 }
            var out: [PlistValue] = []
            for (position, item) in items.enumerated() {
                if let decoded = try self.value(item, at: "\(path)[\(position)]") { out.append(decoded) }
            }
            return .array(out)
        case .dict(let entries):
            try nest(at: path)
            defer { depth -= 1 }
            return .dict(try fields(entries, at: path))
        default:
            try count(8, at: path)
            return value
        }
    }

    /// Object `index` of `$objects`.
    private mutating func object(_ index: Int, at path: String) throws -> PlistValue? {
        let object = objects[index]
        if case .string("$null") = object, index == 0 { return nil }
        guard case .dict(let entries) = object, let classReference = entries["$class"] else {
            return try inline(object, at: path)
        }
        let (name, classes) = try className(classReference, at: path)
        let here = "\(path) (object \(index), \(name))"
        func member(_ key: String) -> PlistValue? { entries[key] }
        if classes.contains("NSDictionary") {
            guard case .array(let keys) = member("NS.keys") ?? .array([]), case .array(let values) = member("NS.objects") ?? .array([]), keys.count == values.count else {
                throw KeyedArchiveError(path: here, reason: "is a dictionary whose NS.keys and NS.objects do not pair up")
            }
            var out: [PlistEntry] = []
            for (position, (key, value)) in zip(keys, values).enumerated() {
                let keyPath = "\(path) → NS.keys[\(position)]"
                let name: String
                switch try self.value(key, at: keyPath) {
                case .string(let text): name = text
                case .integer(let number): name = String(number)
                case .real(let number): name = String(number)
                case nil: continue
                default: throw KeyedArchiveError(path: keyPath, reason: "is a dictionary key that is neither text nor a number")
                }
                if let decoded = try self.value(value, at: "\(path) → \(name)") { out.append(PlistEntry(key: name, value: decoded)) }
            }
            return .dict(out)
        }
        if classes.contains("NSArray") || classes.contains("NSSet") || classes.contains("NSOrderedSet") {
            guard case .array(let items) = member("NS.objects") ?? .array([]) else {
                throw KeyedArchiveError(path: here, reason: "is a collection whose NS.objects is not a list")
            }
            var out: [PlistValue] = []
            for (position, item) in items.enumerated() {
                if let decoded = try value(item, at: "\(path) → NS.objects[\(position)]") { out.append(decoded) }
            }
            return .array(out)
        }
        if classes.contains("NSString") {
            switch try member("NS.string").map({ try value($0, at: "\(path) → NS.string") }) ?? nil {
            case .string(let text)?: return .string(text)
            case nil:
                if case .data(let bytes)? = member("NS.bytes"), let text = String(bytes: bytes, encoding: .utf8) { return .string(text) }
            default: break
            }
            throw KeyedArchiveError(path: here, reason: "is a string without its text (NS.string)")
        }
        if classes.contains("NSDate") {
            switch member("NS.time") {
            case .real(let seconds)? where seconds.isFinite: return .date(Date(timeIntervalSinceReferenceDate: seconds))
            case .integer(let seconds)?: return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
            default: throw KeyedArchiveError(path: here, reason: "is a date without its time (NS.time, seconds since 2001-01-01)")
            }
        }
        if classes.contains("NSData") {
            switch try member("NS.data").map({ try value($0, at: "\(path) → NS.data") }) ?? nil {
            case .data(let bytes)?: return .data(bytes)
            default: throw KeyedArchiveError(path: here, reason: "is data without its bytes (NS.data)")
            }
        }
        if classes.contains("NSUUID"), case .data(let bytes)? = member("NS.uuidbytes"), bytes.count == 16 {
            let uuid = bytes.withUnsafeBytes { raw in UUID(uuid: raw.loadUnaligned(as: uuid_t.self)) }
            return .string(uuid.uuidString)
        }
        if classes.contains("NSURL") {
            let relative = try member("NS.relative").map { try value($0, at: "\(path) → NS.relative") } ?? nil
            let base = try member("NS.base").map { try value($0, at: "\(path) → NS.base") } ?? nil
            switch (base, relative) {
            case (.string(let base)?, .string(let relative)?): return .string(URL(string: relative, relativeTo: URL(string: base))?.absoluteString ?? relative)
            case (nil, .string(let relative)?): return .string(relative)
            default: throw KeyedArchiveError(path: here, reason: "is a URL without its text (NS.relative)")
            }
        }
        if classes.contains("NSNull") { return nil }
        // An app's own class: its keys, as it encoded them.
        return .dict(try fields(entries.filter { $0.key != "$class" }, at: path))
    }

    private mutating func fields(_ entries: [PlistEntry], at path: String) throws -> [PlistEntry] {
        var out: [PlistEntry] = []
        for entry in entries {
            if let decoded = try value(entry.value, at: "\(path) → \(entry.key)") { out.append(PlistEntry(key: entry.key, value: decoded)) }
        }
        return out
    }

    /// The class an object names: its own name and every class it descends from.
    private func className(_ reference: PlistValue, at path: String) throws -> (String, Set<String>) {
        guard case .uid(let index) = reference, index < UInt64(objects.count), case .dict(let entries) = objects[Int(index)],
              case .string(let name) = entries["$classname"] else {
            throw KeyedArchiveError(path: path, reason: "names its class with something that is not a class ($classname)")
        }
        var classes: Set<String> = [name]
        if case .array(let chain) = entries["$classes"] {
            for case .string(let ancestor) in chain { classes.insert(ancestor) }
        }
        return (name, classes)
    }

    /// One level deeper, for lists and dicts written inside an object as for references.
    private mutating func nest(at path: String) throws {
        guard depth < depthLimit else {
            throw KeyedArchiveError(path: path, reason: "objects nest more than \(depthLimit) deep")
        }
        depth += 1
    }

    private mutating func count(_ bytes: Int64, at path: String) throws {
        total = total.addingReportingOverflow(bytes).overflow ? .max : total + bytes
        guard total <= limit else {
            throw KeyedArchiveError(path: path, reason: "the archive refers to its objects so often that reading it would amount to more than \(limit) bytes")
        }
    }
}
