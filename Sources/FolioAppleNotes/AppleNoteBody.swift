import SwiftProtobuf

/// Reads a note body as Apple Notes stores it (ZICNOTEDATA.ZDATA): gzip around a protobuf
/// (`Protos/notestore.proto`) holding the note's text and the runs that style it.
public enum AppleNoteBody {
    /// A body as stored, gzipped. A password-protected note's ZDATA is encrypted, so it reads as
    /// "is not gzip data": look at ZISPASSWORDPROTECTED first.
    public static func decode(gzipped bytes: [UInt8]) throws(AppleNoteError) -> AppleNote {
        let protobuf: [UInt8]
        do {
            protobuf = try Gunzip.inflate(bytes, limit: AppleNoteLimits.unpackedBytes)
        } catch {
            throw .unpacking(error)
        }
        return try decode(protobuf: protobuf)
    }

    /// A body already unpacked: the protobuf itself.
    public static func decode(protobuf bytes: [UInt8]) throws(AppleNoteError) -> AppleNote {
        guard bytes.count <= AppleNoteLimits.unpackedBytes else { throw .unpacking(.tooLarge(limit: AppleNoteLimits.unpackedBytes)) }
        let store: Notes_NoteStoreProto
        do {
            store = try Notes_NoteStoreProto(serializedBytes: bytes, partial: true, options: decodingOptions)
        } catch BinaryDecodingError.truncated {
            throw .cutShort
        } catch BinaryDecodingError.invalidUTF8 {
            throw .notUTF8
        } catch {
            throw .damaged
        }
        guard store.hasDocument, store.document.hasNote else { throw .noNote }
        return AppleNote(paragraphs: try NoteReader.paragraphs(of: store.document.note))
    }

    /// Notes writes many fields Folio does not read (versions, replicas): they are not kept.
    static var decodingOptions: BinaryDecodingOptions {
        var options = BinaryDecodingOptions()
        options.discardUnknownFields = true
        return options
    }
}
