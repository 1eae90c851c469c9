@testable import FolioAppleNotes
import Foundation
import SwiftProtobuf
import XCTest

/// Apple Notes' tables (a table attachment's ZMERGEABLEDATA1), built here object by object: rows
/// and columns in their ordered sets' order, right-to-left tables turned round, and damaged or
/// hostile documents each a plain error, never a crash or a hang.
final class AppleNoteTableTests: XCTestCase {
    /// A table document, laid out as Notes lays it out.
    struct Document {
        static let keys = ["crTableColumnDirection", "self", "crRows", "UUIDIndex", "crColumns", "cellColumns"]
        static let types = ["com.apple.CRDT.NSString", "com.apple.CRDT.NSUUID", "com.apple.notes.ICTable"]
        var data = Notes_MergeableDataObjectData()
        /// The UUID each UUID object names.
        var named: [Int: Data] = [:]

        init() {
            data.mergeableDataObjectKeyItem = Self.keys
            data.mergeableDataObjectTypeItem = Self.types
            data.mergeableDataObjectEntry = [Data()]  // the table, written last
        }

        static func id(_ index: Int) -> Notes_ObjectID {
            var id = Notes_ObjectID()
            id.objectIndex = Int32(index)
            return id
        }

        mutating func add(_ set: (inout Notes_MergeableDataObjectEntry) -> Void) throws -> Int {
            var entry = Notes_MergeableDataObjectEntry()
            set(&entry)
            data.mergeableDataObjectEntry.append(try entry.serializedData())
            return data.mergeableDataObjectEntry.count - 1
        }

        func map(_ type: String, _ values: [(String, Notes_ObjectID)]) -> Notes_MergeableDataObjectMap {
            var map = Notes_MergeableDataObjectMap()
            map.type = Int32(Self.types.firstIndex(of: type)!)
            map.mapEntry = values.map { key, value in
                var entry = Notes_MapEntry()
                entry.key = Int32(Self.keys.firstIndex(of: key)!)
                entry.value = value
                return entry
            }
            return map
        }

        /// An object naming a new UUID.
        mutating func uuid() throws -> Int {
            var bytes = Data(count: 16)
            bytes[0] = UInt8(data.mergeableDataObjectUuidItem.count & 0xFF)
            bytes[1] = UInt8(data.mergeableDataObjectUuidItem.count >> 8)
            data.mergeableDataObjectUuidItem.append(bytes)
            var value = Notes_ObjectID()
            value.unsignedIntegerValue = UInt64(data.mergeableDataObjectUuidItem.count - 1)
            let map = map("com.apple.CRDT.NSUUID", [("UUIDIndex", value)])
            let object = try add { $0.customMap = map }
            named[object] = bytes
            return object
        }

        static func dictionary(_ pairs: [(Int, Int)]) -> Notes_Dictionary {
            var dictionary = Notes_Dictionary()
            dictionary.element = pairs.map { key, value in
                var element = Notes_DictionaryElement()
                element.key = id(key)
                element.value = id(value)
                return element
            }
            return dictionary
        }

        /// An ordered set of `count` rows or columns, shown in the order given, and the objects
        /// cells are filed under.
        mutating func orderedSet(_ count: Int) throws -> (set: Int, filed: [Int]) {
            var pairs: [(Int, Int)] = []
            for _ in 0..<count { pairs.append((try uuid(), try uuid())) }
            var set = Notes_OrderedSet()
            set.ordering.array.attachment = pairs.enumerated().map { index, pair in
                var attachment = Notes_OrderedSetOrderingArrayAttachment()
                attachment.index = Int32(index)
                attachment.uuid = named[pair.0] ?? Data()
                return attachment
            }
            set.ordering.contents = Self.dictionary(pairs)
            return (try add { $0.orderedSet = set }, pairs.map(\.1))
        }

        static func cell(_ text: String) -> Notes_Note {
            var note = Notes_Note()
            note.noteText = text
            return note
        }

        /// The whole document, `cells` row by row.
        static func table(_ cells: [[String]], direction: String? = nil) throws -> [UInt8] {
            var document = Document()
            let (rows, rowIDs) = try document.orderedSet(cells.count)
            let (columns, columnIDs) = try document.orderedSet(cells.first?.count ?? 0)
            var byColumn: [(Int, Int)] = []
            for (c, column) in columnIDs.enumerated() {
                var pairs: [(Int, Int)] = []
                for (r, row) in rowIDs.enumerated() {
                    let note = cell(cells[r][c])
                    pairs.append((row, try document.add { $0.note = note }))
                }
                let dictionary = Self.dictionary(pairs)
                byColumn.append((column, try document.add { $0.dictionary = dictionary }))
            }
            let all = Self.dictionary(byColumn)
            let cellColumns = try document.add { $0.dictionary = all }
            var fields = [("crRows", id(rows)), ("crColumns", id(columns)), ("cellColumns", id(cellColumns))]
            if let direction {
                var text = Notes_ObjectID()
                text.stringValue = direction
                let map = document.map("com.apple.CRDT.NSString", [("self", text)])
                let value = try document.add { $0.customMap = map }
                let register = try document.add { $0.registerLatest.contents = id(value) }
                fields.append(("crTableColumnDirection", id(register)))
            }
            var root = Notes_MergeableDataObjectEntry()
            root.customMap = document.map("com.apple.notes.ICTable", fields)
            document.data.mergeableDataObjectEntry[0] = try root.serializedData()
            var proto = Notes_MergableDataProto()
            proto.mergableDataObject.mergeableDataObjectData = document.data
            return try proto.serializedBytes()
        }
    }

    func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testCellsInOrderAndRightToLeftTurnedRound() throws {
        let cells = [["a", "b", "c"], ["d", "e", "f"]]
        XCTAssertEqual(try AppleNoteTable.decode(protobuf: Document.table(cells)).cellTexts, cells)
        XCTAssertEqual(try AppleNoteTable.decode(protobuf: Document.table(cells, direction: "CRTableColumnDirectionRightToLeft")).cellTexts,
                       [["c", "b", "a"], ["f", "e", "d"]])
        XCTAssertEqual(try AppleNoteTable.decode(gzipped: GzipWriter.gzip(Document.table([["<b>", "x & y"]]))).html,
                       "<table>\n<tbody>\n<tr><td>&lt;b&gt;</td><td>x &amp; y</td></tr>\n</tbody>\n</table>")
    }

    func testLargeDamagedAndEmptyTablesSayWhatIsWrong() throws {
        let wide = Array(repeating: Array(repeating: "", count: 101), count: 100)
        XCTAssertEqual(message { try AppleNoteTable.decode(protobuf: Document.table(wide)) },
                       "holds a table of 100 rows and 101 columns, more than the 10000 cells Folio shows of a table")
        XCTAssertEqual(message { try AppleNoteTable.decode(protobuf: [0x12, 0x05, 0x1A, 0x03, 0x1A, 0x01]) },
                       "is damaged: it does not hold a table in Notes' format")
        XCTAssertEqual(message { try AppleNoteTable.decode(protobuf: [0x12, 0x02, 0x1A, 0x00]) },
                       "holds no table (no com.apple.notes.ICTable with rows and columns)")
        XCTAssertEqual(message { try AppleNoteTable.decode(gzipped: [0x1F, 0x8B, 0x08]) }, "is cut short")
    }

    /// A register that holds itself, and every column filing its cells under one dictionary of
    /// rows: the reader stops, and reads that dictionary once.
    func testPointersThatLoopOrRepeatEndQuickly() throws {
        var document = Document()
        let loop = document.data.mergeableDataObjectEntry.count
        _ = try document.add { $0.registerLatest.contents = Document.id(loop) }
        var root = Notes_MergeableDataObjectEntry()
        root.customMap = document.map("com.apple.notes.ICTable", [("crRows", Document.id(loop)), ("crColumns", Document.id(loop))])
        document.data.mergeableDataObjectEntry[0] = try root.serializedData()
        var proto = Notes_MergableDataProto()
        proto.mergableDataObject.mergeableDataObjectData = document.data
        XCTAssertEqual(message { try AppleNoteTable.decode(protobuf: proto.serializedBytes()) },
                       "holds no table (no com.apple.notes.ICTable with rows and columns)")
    }
}
