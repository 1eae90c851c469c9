/// An attachment a note's text holds: a U+FFFC character whose run names it. `identifier` is
/// the ZIDENTIFIER of its row in ZICCLOUDSYNCINGOBJECT (an ICAttachment), `typeUTI` its type
/// as the run gives it (`public.jpeg`; the row's ZTYPEUTI says the same).
public struct AttachmentRef: Hashable, Sendable {
    public let identifier: String
    public let typeUTI: String

    public init(identifier: String, typeUTI: String) {
        self.identifier = identifier
        self.typeUTI = typeUTI
    }
}
