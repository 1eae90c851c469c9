import SwiftProtobuf

extension AppleNoteTable {
    /// A table's data as stored (its row's ZMERGEABLEDATA1): gzip around a protobuf
    /// (`Protos/notestore.proto`, MergableDataProto).
    public static func decode(gzipped bytes: [UInt8]) throws(AppleNoteError) -> AppleNoteTable {
        let protobuf: [UInt8]
        do {
            protobuf = try Gunzip.inflate(bytes, limit: AppleNoteLimits.tableBytes)
        } catch {
            throw .unpacking(error)
        }
        return try decode(protobuf: protobuf)
    }

    /// Data already unpacked: the protobuf itself.
    public static func decode(protobuf bytes: [UInt8]) throws(AppleNoteError) -> AppleNoteTable {
        guard bytes.count <= AppleNoteLimits.tableBytes else { throw .unpacking(.tooLarge(limit: AppleNoteLimits.tableBytes)) }
        let proto: Notes_MergableDataProto
        do {
            proto = try Notes_MergableDataProto(serializedBytes: bytes, partial: true, options: AppleNoteBody.decodingOptions)
        } catch {
            throw .tableDamaged
        }
        guard proto.hasMergableDataObject, proto.mergableDataObject.hasMergeableDataObjectData else { throw .noTable }
        var reader = TableReader(proto.mergableDataObject.mergeableDataObjectData)
        return AppleNoteTable(rows: try reader.rows())
    }
}
