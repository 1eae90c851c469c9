import Foundation
import SwiftProtobuf

/// Turns a decoded note, its text and the attribute runs that style it, into paragraphs: the
/// one place that reads the protobuf's fields.
///
/// Runs follow one another from the text's start, each `length` UTF-16 code units long (as
/// Notes counts, on Apple's NSString). Where they do not add up to the text, nothing is lost
/// and nothing is made up: text after the last run is plain body text; a run that passes the
/// text's end is cut there and any after it are left out (not even decoded); a run of zero or
/// negative length covers nothing; a run that ends between the two halves of a surrogate pair
/// (an emoji, say) takes the whole character.
enum NoteReader {
    static func paragraphs(of note: Notes_Note) throws(AppleNoteError) -> [NoteParagraph] {
        let text = note.noteText
        var collector = ParagraphCollector()
        var start = text.startIndex
        for bytes in note.attributeRun where start < text.endIndex {
            // An empty run has no length: it covers nothing.
            if bytes.isEmpty { continue }
            let run = try decode(bytes)
            guard run.length > 0 else { continue }
            var end = text.utf16.index(start, offsetBy: Int(run.length), limitedBy: text.endIndex) ?? text.endIndex
            if end.samePosition(in: text.unicodeScalars) == nil { end = text.utf16.index(after: end) }
            collector.add(text[start..<end], run: run)
            start = end
        }
        if start < text.endIndex { collector.add(text[start...], run: nil) }
        return collector.finish()
    }

    private static func decode(_ bytes: Data) throws(AppleNoteError) -> Notes_AttributeRun {
        do {
            return try Notes_AttributeRun(serializedBytes: bytes, partial: true, options: AppleNoteBody.decodingOptions)
        } catch BinaryDecodingError.invalidUTF8 {
            throw .notUTF8
        } catch {
            // A run's bytes came whole, so a run that reads as cut short is damaged too.
            throw .damaged
        }
    }
}
