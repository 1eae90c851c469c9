import Foundation
import SwiftProtobuf

/// Finds a table's rows, columns and cells in its CRDT document (`Protos/notestore.proto`,
/// MergeableDataObjectData): the one place that reads those fields.
///
/// The table is the first object whose map is of type `com.apple.notes.ICTable`. Its `crRows`
/// and `crColumns` are ordered sets: the UUIDs of their `ordering.array` are the rows (or
/// columns) in the order shown, and `ordering.contents` pairs the object naming each of those
/// UUIDs with the object naming the same row (or column) where cells are filed. Objects name a
/// UUID by a map whose `UUIDIndex` is its place in the document's UUID list. `cellColumns` is
/// a dictionary from a column to a dictionary from a row to the cell, a note. A table whose
/// `crTableColumnDirection` is right to left is shown with its columns the other way round.
///
/// Every object is decoded when it is looked at, and the objects that many may point to once
/// (a cell, the UUID an object names, a column's dictionary of rows); a chain of registers is
/// followed a few steps at most; so no document, however it points, costs much more than its size.
struct TableReader {
    private let entries: [Data]
    private let keys: [String]
    private let types: [String]
    /// Each UUID's first place in the document's list.
    private var uuids: [Data: Int] = [:]
    /// Dictionaries already decoded (a register may point to one many times).
    private var dictionaries: [Int: Notes_MergeableDataObjectEntry] = [:]
    private var uuidIndexes: [Int: Int?] = [:]
    private var cells: [Int: [NoteParagraph]] = [:]

    private static let rightToLeft = "CRTableColumnDirectionRightToLeft"
    /// Registers followed from one object to the next, at most.
    private static let hops = 8

    init(_ data: Notes_MergeableDataObjectData) {
        entries = data.mergeableDataObjectEntry
        keys = data.mergeableDataObjectKeyItem
        types = data.mergeableDataObjectTypeItem
        for (index, uuid) in data.mergeableDataObjectUuidItem.enumerated() where uuids[uuid] == nil { uuids[uuid] = index }
    }

    /// The cells, row by row: a cell the document does not fill is empty.
    mutating func rows() throws(AppleNoteError) -> [[[NoteParagraph]]] {
        guard let root = try root() else { throw .noTable }
        var fields: [String: Notes_ObjectID] = [:]
        for entry in root.mapEntry where entry.hasValue {
            if let name = name(entry.key, in: keys), fields[name] == nil { fields[name] = entry.value }
        }
        guard let rowSet = try object(fields["crRows"]), rowSet.hasOrderedSet,
              let columnSet = try object(fields["crColumns"]), columnSet.hasOrderedSet else { throw .noTable }
        let rows = try order(rowSet.orderedSet)
        let columns = try order(columnSet.orderedSet)
        guard rows.count > 0, columns.count > 0 else { throw .noTable }
        guard rows.count <= AppleNoteLimits.tableCells, columns.count <= AppleNoteLimits.tableCells,
              rows.count * columns.count <= AppleNoteLimits.tableCells else { throw .tableTooLarge(rows: rows.count, columns: columns.count) }
        var table = Array(repeating: Array(repeating: [NoteParagraph](), count: columns.count), count: rows.count)
        var filled = Set<Int>()
        // Each column's dictionary of rows is read once: one that many columns point to would
        // otherwise be read for each.
        var read = Set<Int>()
        if let cellColumns = try object(fields["cellColumns"]), cellColumns.hasDictionary {
            for column in cellColumns.dictionary.element {
                guard let index = try uuidIndex(column.key), let place = columns.places[index],
                      let rowsAt = try resolve(column.value), read.insert(rowsAt).inserted else { continue }
                let byRow = try entry(rowsAt)
                guard byRow.hasDictionary else { continue }
                for row in byRow.dictionary.element {
                    guard let index = try uuidIndex(row.key), let line = rows.places[index],
                          filled.insert(line * columns.count + place).inserted, let cell = try cell(row.value) else { continue }
                    table[line][place] = cell
                }
            }
        }
        if try direction(fields["crTableColumnDirection"]) == Self.rightToLeft {
            table = table.map { $0.reversed() }
        }
        return table
    }

    private mutating func object(_ id: Notes_ObjectID?) throws(AppleNoteError) -> Notes_MergeableDataObjectEntry? {
        guard let id else { return nil }
        return try follow(id)
    }

    /// The first object of type `com.apple.notes.ICTable`.
    private mutating func root() throws(AppleNoteError) -> Notes_MergeableDataObjectMap? {
        for index in entries.indices {
            let entry = try decode(index)
            if entry.hasCustomMap, name(entry.customMap.type, in: types) == "com.apple.notes.ICTable" { return entry.customMap }
        }
        return nil
    }

    /// The places of an ordered set's rows (or columns), by UUID index, and how many there are.
    private mutating func order(_ set: Notes_OrderedSet) throws(AppleNoteError) -> (places: [Int: Int], count: Int) {
        var places: [Int: Int] = [:]
        var count = 0
        for attachment in set.ordering.array.attachment {
            guard let index = uuids[attachment.uuid], places[index] == nil else { continue }
            places[index] = count
            count += 1
        }
        for element in set.ordering.contents.element {
            guard let key = try uuidIndex(element.key), let place = places[key], let value = try uuidIndex(element.value) else { continue }
            if places[value] == nil { places[value] = place }
        }
        return (places, count)
    }

    /// The UUID an object names: the `UUIDIndex` of its map (or its first value).
    private mutating func uuidIndex(_ id: Notes_ObjectID) throws(AppleNoteError) -> Int? {
        guard id.hasObjectIndex, id.objectIndex >= 0 else { return nil }
        let object = Int(id.objectIndex)
        if let known = uuidIndexes[object] { return known }
        var found: Int?
        if let entry = try follow(id), entry.hasCustomMap {
            let values = entry.customMap.mapEntry
            let value = values.first { name($0.key, in: keys) == "UUIDIndex" } ?? values.first
            if let value, value.value.hasUnsignedIntegerValue, value.value.unsignedIntegerValue < UInt64(entries.count + uuids.count + 1) {
                found = Int(value.value.unsignedIntegerValue)
            }
        }
        uuidIndexes[object] = found
        return found
    }

    /// A cell's paragraphs, read once for every place that names its note.
    private mutating func cell(_ id: Notes_ObjectID) throws(AppleNoteError) -> [NoteParagraph]? {
        guard id.hasObjectIndex, id.objectIndex >= 0 else { return nil }
        if let known = cells[Int(id.objectIndex)] { return known }
        guard let entry = try follow(id), entry.hasNote else { return nil }
        let paragraphs: [NoteParagraph]
        do {
            paragraphs = try NoteReader.paragraphs(of: entry.note)
        } catch {
            throw .tableDamaged
        }
        cells[Int(id.objectIndex)] = paragraphs
        return paragraphs
    }

    /// The direction's name, from the register it is kept in.
    private mutating func direction(_ id: Notes_ObjectID?) throws(AppleNoteError) -> String? {
        guard let id, let entry = try follow(id), entry.hasCustomMap else { return nil }
        return entry.customMap.mapEntry.first { $0.value.hasStringValue }?.value.stringValue
    }

    /// The object `id` points to, through any registers that hold it.
    private mutating func follow(_ id: Notes_ObjectID) throws(AppleNoteError) -> Notes_MergeableDataObjectEntry? {
        guard let index = try resolve(id) else { return nil }
        return try entry(index)
    }

    /// Where the object `id` points to is, through any registers that hold it.
    private mutating func resolve(_ id: Notes_ObjectID) throws(AppleNoteError) -> Int? {
        var current = id
        for _ in 0..<Self.hops {
            guard current.hasObjectIndex, current.objectIndex >= 0, Int(current.objectIndex) < entries.count else { return nil }
            let index = Int(current.objectIndex)
            let entry = try entry(index)
            guard entry.hasRegisterLatest, !entry.hasCustomMap, !entry.hasDictionary, !entry.hasNote, !entry.hasOrderedSet else { return index }
            current = entry.registerLatest.contents
        }
        return nil
    }

    private mutating func entry(_ index: Int) throws(AppleNoteError) -> Notes_MergeableDataObjectEntry {
        if let known = dictionaries[index] { return known }
        let entry = try decode(index)
        if entry.hasDictionary { dictionaries[index] = entry }
        return entry
    }

    private func decode(_ index: Int) throws(AppleNoteError) -> Notes_MergeableDataObjectEntry {
        do {
            return try Notes_MergeableDataObjectEntry(serializedBytes: entries[index], partial: true, options: AppleNoteBody.decodingOptions)
        } catch {
            throw .tableDamaged
        }
    }

    private func name(_ index: Int32, in list: [String]) -> String? {
        index >= 0 && Int(index) < list.count ? list[Int(index)] : nil
    }
}
