#!/usr/bin/env python3
"""Writes NoteStore.sql and the media files beside it: an Apple Notes database for Folio's tests.

Built from the documented schema, not written by Apple Notes (Apple publishes no sample):
the layout of iOS 13 and macOS 10.15 (Core Data), with the columns that people who read Notes
databases have documented. Every object of the account (account, folders, notes, attachments,
media) is a row of ZICCLOUDSYNCINGOBJECT, told apart by Z_ENT (named in Z_PRIMARYKEY); a note's
body is a row of ZICNOTEDATA whose ZDATA is gzip around a protobuf (its layout is in
Sources/FolioAppleNotes/Protos/notestore.proto). Dates are seconds since 2001-01-01.

    Z_PK, Z_ENT, Z_OPT        Core Data's key, entity and version of every row
    ZIDENTIFIER               every object's UUID
    ZNAME                     an account's name
    ZTITLE2, ZPARENT          a folder's name, and the folder it is nested in
    ZOWNER                    a folder's account
    ZFOLDERTYPE               0 a folder, 1 Recently Deleted
    ZTITLE1, ZSNIPPET         a note's first line and the line after
    ZFOLDER, ZACCOUNT3        a note's folder and account (ZACCOUNT3 on iOS 13 and 14)
    ZNOTEDATA                 a note's body, ZICNOTEDATA.Z_PK
    ZCREATIONDATE1, ZMODIFICATIONDATE1
    ZISPASSWORDPROTECTED      1: ZDATA is encrypted (AES-GCM under the ZCRYPTO* columns)
    ZMARKEDFORDELETION        1: deleted, waiting to be purged (notes in Recently Deleted keep 0)
    ZNOTE, ZTYPEUTI, ZMEDIA   an attachment's note, type and media row
    ZFILENAME                 a media file's name, at Accounts/<account>/Media/<media>/<name>
    ZGENERATION1              a media file's version folder (macOS 13 on): .../Media/<media>/<generation>/<name>
    ZALTTEXT, ZTYPEUTI1       an inline attachment's words (#travel) and type (ICInlineAttachment)
    ZURLSTRING, ZTITLE        a URL card's address and title
    ZMERGEABLEDATA1           a table's cells: gzip around a protobuf (MergableDataProto)

The protobuf is encoded here by hand (varints and length-delimited fields) and gzipped with a
fixed time, so the output is the same on every run. Run it from anywhere:
    python3 Tests/FolioTests/Fixtures/apple-notes/make_notestore.py
"""

import gzip
import hashlib
import os
import struct
from dataclasses import dataclass, replace

HERE = os.path.dirname(os.path.abspath(__file__))

# Entities, as Z_PRIMARYKEY names them. Their numbers differ between versions of Notes, so a
# reader looks them up by name.
ENTITIES = [
    (1, "ICCloudSyncingObject", 0),
    (2, "ICAccount", 1),
    (3, "ICAttachment", 1),
    (4, "ICFolder", 1),
    (5, "ICMedia", 1),
    (6, "ICNote", 1),
    (7, "ICNoteData", 0),
    (8, "ICInlineAttachment", 1),
]
ENT = {name: number for number, name, _ in ENTITIES}

ACCOUNT_ID = "5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B"

# Paragraph styles and font weights, as Notes numbers them.
TITLE, HEADING, SUBHEADING, MONOSPACED = 0, 1, 2, 4
DOTTED, DASHED, NUMBERED, CHECKLIST = 100, 101, 102, 103
BOLD, ITALIC, BOLD_ITALIC = 1, 2, 3


# --- protobuf, by hand ---------------------------------------------------------------------

def varint(value):
    if value < 0:
        value += 1 << 64  # a negative int32 is ten bytes, as two's complement in 64 bits
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def number(field, value):
    return varint(field << 3) + varint(value)


def nested(field, payload):
    if isinstance(payload, str):
        payload = payload.encode("utf-8")
    return varint(field << 3 | 2) + varint(len(payload)) + payload


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


@dataclass
class Run:
    """A stretch of text and how it is set: one AttributeRun."""
    text: str
    weight: int = 0
    underline: bool = False
    strike: bool = False
    script: int = 0
    link: str = None
    attachment: tuple = None

    def encode(self, paragraph):
        out = number(1, utf16_length(self.text))  # lengths count UTF-16 code units
        if paragraph is not None:
            out += nested(2, paragraph)
        if self.weight:
            out += number(5, self.weight)
        if self.underline:
            out += number(6, 1)
        if self.strike:
            out += number(7, 1)
        if self.script:
            out += number(8, self.script)
        if self.link:
            out += nested(9, self.link)
        if self.attachment:
            identifier, uti = self.attachment
            out += nested(12, nested(1, identifier) + nested(2, uti))
        return out


def paragraph_style(style, indent=0, done=None, uuid=b""):
    out = number(1, style)
    if indent:
        out += number(4, indent)
    if done is not None:
        out += nested(5, nested(1, uuid) + number(2, 1 if done else 0))
    return out


def para(style, *runs, indent=0, done=None):
    """One paragraph: its runs, the last one holding the "\\n" that ends it (as Notes writes)."""
    runs = [Run(r) if isinstance(r, str) else r for r in runs] or [Run("")]
    runs[-1] = replace(runs[-1], text=runs[-1].text + "\n")
    uuid = hashlib.sha256("".join(r.text for r in runs).encode()).digest()[:16]
    style_bytes = None if style is None else paragraph_style(style, indent, done, uuid)
    return [(run, style_bytes) for run in runs]


def body(*paragraphs):
    """The note's text, and its gzipped ZDATA, made of these paragraphs (the last one's "\\n"
    left off)."""
    pairs = [pair for paragraph in paragraphs for pair in paragraph]
    last, style = pairs[-1]
    pairs[-1] = (replace(last, text=last.text[:-1]), style)
    pairs = [(run, style) for run, style in pairs if run.text]
    text = "".join(run.text for run, _ in pairs)
    note = nested(2, text) + b"".join(nested(5, run.encode(style)) for run, style in pairs)
    document = number(2, 0) + nested(3, note)
    return text, gzip.compress(nested(2, document), mtime=0)


def object_id(index=None, uint=None, string=None):
    out = b""
    if uint is not None:
        out += number(2, uint)
    if string is not None:
        out += nested(4, string)
    if index is not None:
        out += number(6, index)
    return out


def dictionary(pairs):
    return b"".join(nested(1, nested(1, object_id(key)) + nested(2, object_id(value))) for key, value in pairs)


def cell_note(*runs):
    runs = [Run(r) if isinstance(r, str) else r for r in runs]
    return nested(2, "".join(r.text for r in runs)) + b"".join(nested(5, r.encode(None)) for r in runs)


def table_data(rows, direction="CRTableColumnDirectionLeftToRight"):
    """A table's ZMERGEABLEDATA1, laid out as Notes lays it out: the ICTable first, pointing at
    its rows and columns (ordered sets whose UUIDs are paired with the UUIDs cells are filed
    under), the direction through a register, and cellColumns: column -> row -> cell (a note).
    The objects are written in an order unlike the table's, so a reader must follow the ordering."""
    keys = ["identity", "crTableColumnDirection", "self", "crRows", "UUIDIndex", "crColumns", "cellColumns"]
    types = ["com.apple.CRDT.NSNumber", "com.apple.CRDT.NSString", "com.apple.CRDT.NSUUID", "com.apple.notes.ICTable"]
    key, kind = {k: i for i, k in enumerate(keys)}, {t: i for i, t in enumerate(types)}
    objects, uuids = [b""], []
    uuid_of = {}  # object -> the UUID it names

    def add(entry):
        objects.append(entry)
        return len(objects) - 1

    def uuid_object(seed):
        uuids.append(hashlib.sha256(seed.encode()).digest()[:16])
        index = add(nested(13, number(1, kind["com.apple.CRDT.NSUUID"])
                           + nested(3, number(1, key["UUIDIndex"]) + nested(2, object_id(uint=len(uuids) - 1)))))
        uuid_of[index] = uuids[-1]
        return index

    def ordered_set(name, count):
        # Made last to first: the ordering array, not the objects' order, says which is first.
        pairs = [(uuid_object("%s %d shown" % (name, i)), uuid_object("%s %d filed" % (name, i))) for i in reversed(range(count))]
        pairs.reverse()
        array = nested(1, cell_note("\ufffc" * count)) + b"".join(
            nested(2, number(1, i) + nested(2, uuid_of[shown])) for i, (shown, _) in enumerate(pairs))
        entry = nested(16, nested(1, nested(1, array) + nested(2, dictionary(pairs))) + nested(2, dictionary([(f, f) for _, f in pairs])))
        return add(entry), [filed for _, filed in pairs]

    row_set, row_ids = ordered_set("row", len(rows))
    column_set, column_ids = ordered_set("column", len(rows[0]))
    columns = []
    for c, column in enumerate(column_ids):
        cells = [(row_ids[r], add(nested(10, cell_note(*(row[c] if isinstance(row[c], tuple) else (row[c],))))))
                 for r, row in enumerate(rows)]
        columns.append((column, add(nested(6, dictionary(cells)))))
    cell_columns = add(nested(6, dictionary(columns)))
    text = add(nested(13, number(1, kind["com.apple.CRDT.NSString"])
                      + nested(3, number(1, key["self"]) + nested(2, object_id(string=direction)))))
    register = add(nested(1, nested(2, object_id(text))))
    objects[0] = nested(13, number(1, kind["com.apple.notes.ICTable"]) + b"".join(
        nested(3, number(1, key[name]) + nested(2, object_id(index)))
        for name, index in [("crTableColumnDirection", register), ("crRows", row_set), ("crColumns", column_set),
                            ("cellColumns", cell_columns)]))
    data = (b"".join(nested(3, o) for o in objects) + b"".join(nested(4, k) for k in keys)
            + b"".join(nested(5, t) for t in types) + b"".join(nested(6, u) for u in uuids))
    return gzip.compress(nested(2, number(2, 0) + nested(3, data)), mtime=0)


# --- the notes -----------------------------------------------------------------------------

JPEG = ("C1A5E0F2-3B4C-4D5E-8F60-718293A4B5C6", "public.jpeg")
PDF = ("E3C7A1B9-5D6E-4F70-8192-A3B4C5D6E7F8", "com.adobe.pdf")
PDF_GENERATION = "1_9C0B8A7D-6E5F-4A3B-8C2D-1E0F9A8B7C6D"
# The smallest PDF a reader opens: one empty page.
TINY_PDF = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
            b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
TABLE = ("A1B2C3D4-0000-4000-8000-00000000007A", "com.apple.notes.table")
CARD = ("A1B2C3D4-0000-4000-8000-00000000007B", "public.url")
TRAP_CARD = ("A1B2C3D4-0000-4000-8000-00000000007C", "public.url")
TRAVEL = ("A1B2C3D4-0000-4000-8000-00000000007D", "com.apple.notes.inlinetextattachment.hashtag")
VACATION = ("A1B2C3D4-0000-4000-8000-00000000007E", "com.apple.notes.inlinetextattachment.hashtag")
MENTION = ("A1B2C3D4-0000-4000-8000-00000000007F", "com.apple.notes.inlinetextattachment.mention")

NOTES = {
    "Paragraph styles": body(
        para(TITLE, "Paragraph styles"),
        para(HEADING, "A heading"),
        para(SUBHEADING, "A subheading"),
        para(None, "Body text, & some <angle> brackets."),
        para(MONOSPACED, "let x = 1"),
        para(MONOSPACED, ""),
        para(MONOSPACED, "print(x)"),
        para(None, ""),
        para(None, "After the code."),
    ),
    "Font styles": body(
        para(TITLE, "Font styles"),
        para(None, "Plain, ", Run("bold", BOLD), ", ", Run("italic", ITALIC), ", ", Run("both", BOLD_ITALIC), ", ",
             Run("underlined", underline=True), ", ", Run("struck", strike=True), ", E = mc", Run("2", script=1),
             ", H", Run("2", script=-1), "O."),
        para(None, "Links: ", Run("example", link="https://example.org/?a=1&b=2"), ", ",
             Run("mail me", link="mailto:me@example.org"), ", ", Run("a bold link", BOLD, link="http://example.com/"),
             ", ", Run("a trap", link="javascript:alert(1)"), ", ",
             Run("another note", link="applenotes:note/4C1D3B2A-0000-4000-8000-000000000001"), "."),
    ),
    "Lists": body(
        para(TITLE, "Lists"),
        para(DOTTED, "Fruit"),
        para(DOTTED, "Apples", indent=1),
        para(DOTTED, "Cox", indent=2),
        para(DOTTED, "Pears", indent=1),
        para(DOTTED, "Vegetables"),
        para(DASHED, "A dash"),
        para(DASHED, "Another dash"),
        para(None, "Steps:"),
        para(NUMBERED, "Preheat"),
        para(NUMBERED, "Mix"),
        para(NUMBERED, "Bake"),
    ),
    "Shopping": body(
        para(TITLE, "Shopping"),
        para(CHECKLIST, "Flour", done=True),
        para(CHECKLIST, "Eggs", done=False),
        para(CHECKLIST, "Butter", done=True),
        para(CHECKLIST, "Salted", indent=1, done=False),
        para(None, "Ask about oat milk."),
    ),
    "京都旅行 🍵": body(
        para(TITLE, "京都旅行 🍵"),
        para(None, "第一天：🚅 到达京都，参观", Run("清水寺", BOLD), "。"),
        para(None, "👨‍👩‍👧 一家人吃了", Run("抹茶冰淇淋 🍦", ITALIC), "，很好吃！"),
        para(DOTTED, "🎋 竹林"),
        para(DOTTED, "⛩️ ", Run("金阁寺（下次）", strike=True)),
    ),
    "Trip photos": body(
        para(TITLE, "Trip photos"),
        para(None, "The teapot we bought:"),
        para(None, Run("\ufffc", attachment=JPEG)),
        para(None, "Our tickets ", Run("\ufffc", attachment=PDF), " are here."),
    ),
    "Old draft": body(
        para(TITLE, "Old draft"),
        para(None, "Nothing to keep."),
    ),
}


# Written after the locked note (so the older notes keep their keys): tags, a mention, a table,
# URL cards.
TRAVEL_PLANS = body(
    para(TITLE, "Travel plans"),
    para(None, "Off to Kyoto ", Run("\ufffc", attachment=TRAVEL), " with ", Run("\ufffc", attachment=MENTION), "."),
    para(None, Run("\ufffc", attachment=VACATION)),
    para(None, "Budget:"),
    para(None, Run("\ufffc", attachment=TABLE)),
    para(None, "Booked through ", Run("\ufffc", attachment=CARD), ", not ", Run("\ufffc", attachment=TRAP_CARD), "."),
)


def encrypted(seed, count):
    """Bytes that stand for AES-GCM output: they look random and are not gzip."""
    out = b""
    while len(out) < count:
        seed = hashlib.sha256(seed).digest()
        out += seed
    return out[:count]


# --- the tables ----------------------------------------------------------------------------

SCHEMA = """\
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
CREATE TABLE ZICCLOUDSYNCINGOBJECT ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER,
  ZCRYPTOITERATIONCOUNT INTEGER, ZFOLDERTYPE INTEGER, ZISPASSWORDPROTECTED INTEGER, ZISPINNED INTEGER,
  ZMARKEDFORDELETION INTEGER, ZACCOUNT2 INTEGER, ZACCOUNT3 INTEGER, ZACCOUNT4 INTEGER, ZFOLDER INTEGER,
  ZMEDIA INTEGER, ZNOTE INTEGER, ZNOTEDATA INTEGER, ZOWNER INTEGER, ZPARENT INTEGER,
  ZCREATIONDATE1 TIMESTAMP, ZMODIFICATIONDATE1 TIMESTAMP,
  ZFILENAME VARCHAR, ZIDENTIFIER VARCHAR, ZNAME VARCHAR, ZSNIPPET VARCHAR, ZTITLE1 VARCHAR, ZTITLE2 VARCHAR,
  ZTYPEUTI VARCHAR, ZTYPEUTI1 VARCHAR, ZALTTEXT VARCHAR, ZURLSTRING VARCHAR, ZTITLE VARCHAR, ZGENERATION1 VARCHAR,
  ZMERGEABLEDATA1 BLOB, ZCRYPTOINITIALIZATIONVECTOR BLOB, ZCRYPTOSALT BLOB, ZCRYPTOTAG BLOB, ZCRYPTOWRAPPEDKEY BLOB );
CREATE TABLE ZICNOTEDATA ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNOTE INTEGER,
  ZCRYPTOINITIALIZATIONVECTOR BLOB, ZCRYPTOTAG BLOB, ZDATA BLOB );
CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZFOLDER_INDEX ON ZICCLOUDSYNCINGOBJECT (ZFOLDER);
CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZNOTE_INDEX ON ZICCLOUDSYNCINGOBJECT (ZNOTE);
CREATE INDEX ZICNOTEDATA_ZNOTE_INDEX ON ZICNOTEDATA (ZNOTE);
"""

COLUMNS = ["Z_PK", "Z_ENT", "Z_OPT", "ZCRYPTOITERATIONCOUNT", "ZFOLDERTYPE", "ZISPASSWORDPROTECTED", "ZISPINNED",
           "ZMARKEDFORDELETION", "ZACCOUNT2", "ZACCOUNT3", "ZACCOUNT4", "ZFOLDER", "ZMEDIA", "ZNOTE", "ZNOTEDATA",
           "ZOWNER", "ZPARENT", "ZCREATIONDATE1", "ZMODIFICATIONDATE1", "ZFILENAME", "ZIDENTIFIER", "ZNAME",
           "ZSNIPPET", "ZTITLE1", "ZTITLE2", "ZTYPEUTI", "ZTYPEUTI1", "ZALTTEXT", "ZURLSTRING", "ZTITLE", "ZGENERATION1",
           "ZMERGEABLEDATA1", "ZCRYPTOINITIALIZATIONVECTOR", "ZCRYPTOSALT", "ZCRYPTOTAG",
           "ZCRYPTOWRAPPEDKEY"]


def sql_value(value):
    if value is None:
        return "NULL"
    if isinstance(value, bytes):
        return "X'" + value.hex().upper() + "'"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    return repr(value)


def insert(table, values):
    return "INSERT INTO %s VALUES (%s);" % (table, ", ".join(sql_value(v) for v in values))


def row(pk, entity, **columns):
    values = dict.fromkeys(COLUMNS)
    values.update(Z_PK=pk, Z_ENT=ENT[entity], Z_OPT=1, **columns)
    return insert("ZICCLOUDSYNCINGOBJECT", [values[c] for c in COLUMNS])


def main():
    lines = ["-- Built by make_notestore.py from Apple Notes' documented schema (iOS 13 / macOS 10.15), not",
             "-- written by Apple Notes. Do not edit: change the script and run it again.", SCHEMA.rstrip()]
    rows = [row(1, "ICAccount", ZNAME="iCloud", ZIDENTIFIER=ACCOUNT_ID)]
    folders = [(2, "Notes", None, 0, "0C7A3E51-1D2B-4C3D-9E4F-50617283A4B5"),
               (3, "Recipes", 2, 0, "1D8B4F62-2E3C-4D4E-8F50-61728394B5C6"),
               (4, "Recently Deleted", None, 1, "2E9C5073-3F4D-4E5F-9061-728394A5C6D7")]
    for pk, title, parent, kind, identifier in folders:
        rows.append(row(pk, "ICFolder", ZFOLDERTYPE=kind, ZMARKEDFORDELETION=0, ZOWNER=1, ZPARENT=parent,
                        ZIDENTIFIER=identifier, ZTITLE2=title))
    folder_of = {"Shopping": 3, "Old draft": 4}
    note_data = []
    for index, (title, (text, data)) in enumerate(NOTES.items()):
        pk, data_pk = 10 + index, 1 + index
        rows.append(row(pk, "ICNote", ZISPASSWORDPROTECTED=0, ZISPINNED=1 if index == 0 else 0,
                        ZMARKEDFORDELETION=0, ZACCOUNT3=1, ZFOLDER=folder_of.get(title, 2), ZNOTEDATA=data_pk,
                        ZCREATIONDATE1=700000000.0 + index * 86400, ZMODIFICATIONDATE1=700000000.0 + index * 86400 + 3600.5,
                        ZIDENTIFIER="4C1D3B2A-0000-4000-8000-%012d" % pk, ZSNIPPET=snippet(text), ZTITLE1=title))
        note_data.append(insert("ZICNOTEDATA", [data_pk, ENT["ICNoteData"], 1, pk, None, None, data]))
    # A locked note: its title stays readable; its body is encrypted, so ZDATA is not gzip.
    locked_pk, locked_data_pk = 10 + len(NOTES), 1 + len(NOTES)
    rows.append(row(locked_pk, "ICNote", ZCRYPTOITERATIONCOUNT=20000, ZISPASSWORDPROTECTED=1, ZISPINNED=0,
                    ZMARKEDFORDELETION=0, ZACCOUNT3=1, ZFOLDER=2, ZNOTEDATA=locked_data_pk,
                    ZCREATIONDATE1=700900000.0, ZMODIFICATIONDATE1=700900000.0,
                    ZIDENTIFIER="4C1D3B2A-0000-4000-8000-%012d" % locked_pk, ZTITLE1="Bank codes",
                    ZCRYPTOSALT=encrypted(b"salt", 16), ZCRYPTOWRAPPEDKEY=encrypted(b"key", 24)))
    note_data.append(insert("ZICNOTEDATA", [locked_data_pk, ENT["ICNoteData"], 1, locked_pk,
                                            encrypted(b"iv", 16), encrypted(b"tag", 16), encrypted(b"body", 96)]))
    photos = 10 + list(NOTES).index("Trip photos")
    media = [(20, 21, JPEG, "D2B6F1A3-4C5D-4E6F-9071-8293A4B5C6D7", "teapot.jpg"),
             (22, 23, PDF, "F4D8B2CA-6E7F-4081-92A3-B4C5D6E7F809", "tickets.pdf")]
    for attachment_pk, media_pk, (identifier, uti), media_id, filename in media:
        rows.append(row(attachment_pk, "ICAttachment", ZMARKEDFORDELETION=0, ZMEDIA=media_pk, ZNOTE=photos,
                        ZIDENTIFIER=identifier, ZTYPEUTI=uti))
        rows.append(row(media_pk, "ICMedia", ZMARKEDFORDELETION=0, ZIDENTIFIER=media_id, ZFILENAME=filename,
                        ZGENERATION1=PDF_GENERATION if uti == PDF[1] else None))
    travel_pk, travel_data_pk = locked_pk + 1, locked_data_pk + 1
    text, data = TRAVEL_PLANS
    rows.append(row(travel_pk, "ICNote", ZISPASSWORDPROTECTED=0, ZISPINNED=0, ZMARKEDFORDELETION=0, ZACCOUNT3=1,
                    ZFOLDER=2, ZNOTEDATA=travel_data_pk, ZCREATIONDATE1=701000000.0, ZMODIFICATIONDATE1=701000000.0,
                    ZIDENTIFIER="4C1D3B2A-0000-4000-8000-%012d" % travel_pk, ZSNIPPET=snippet(text), ZTITLE1="Travel plans"))
    note_data.append(insert("ZICNOTEDATA", [travel_data_pk, ENT["ICNoteData"], 1, travel_pk, None, None, data]))
    table = table_data([["Day", "Where", "Cost"],
                        ["Monday", (Run("Kyoto", BOLD), Run(" & Nara")), "¥12,000"],
                        ["Tuesday", "<Osaka>", ""]])
    rows.append(row(24, "ICAttachment", ZMARKEDFORDELETION=0, ZNOTE=travel_pk, ZIDENTIFIER=TABLE[0], ZTYPEUTI=TABLE[1],
                    ZMERGEABLEDATA1=table))
    rows.append(row(25, "ICAttachment", ZMARKEDFORDELETION=0, ZNOTE=travel_pk, ZIDENTIFIER=CARD[0], ZTYPEUTI=CARD[1],
                    ZURLSTRING="https://example.org/ryokan?a=1&b=2", ZTITLE="Ryokan <Kyoto>"))
    rows.append(row(26, "ICAttachment", ZMARKEDFORDELETION=0, ZNOTE=travel_pk, ZIDENTIFIER=TRAP_CARD[0], ZTYPEUTI=TRAP_CARD[1],
                    ZURLSTRING="javascript:alert(1)", ZTITLE="a trap"))
    for pk, (identifier, uti), words in [(27, TRAVEL, "#travel"), (28, VACATION, "#vacation"), (29, MENTION, "@Ana")]:
        rows.append(row(pk, "ICInlineAttachment", ZMARKEDFORDELETION=0, ZNOTE=travel_pk, ZIDENTIFIER=identifier,
                        ZTYPEUTI1=uti, ZALTTEXT=words))
    maxima = {ENT["ICAccount"]: 1, ENT["ICFolder"]: 4, ENT["ICNote"]: travel_pk, ENT["ICAttachment"]: 26,
              ENT["ICMedia"]: 23, ENT["ICNoteData"]: travel_data_pk, ENT["ICCloudSyncingObject"]: 29,
              ENT["ICInlineAttachment"]: 29}
    lines += [insert("Z_PRIMARYKEY", [number_, name, parent, maxima[number_]]) for number_, name, parent in ENTITIES]
    lines += rows + note_data
    with open(os.path.join(HERE, "NoteStore.sql"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    # The image, and the PDF in a folder for its version (ZGENERATION1), as macOS 13 on keeps files.
    folder = os.path.join(HERE, "Accounts", ACCOUNT_ID, "Media", media[0][3])
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, media[0][4]), "wb") as out:
        out.write(grey_jpeg(200))
    folder = os.path.join(HERE, "Accounts", ACCOUNT_ID, "Media", media[1][3], PDF_GENERATION)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, media[1][4]), "wb") as out:
        out.write(TINY_PDF)


def snippet(text):
    """The first line after the title with words in it, as Notes keeps it for the list of notes."""
    lines = [line.replace("\ufffc", "").strip() for line in text.split("\n")[1:]]
    return next((line for line in lines if line), None)


def grey_jpeg(level):
    """An 8×8 baseline JPEG of one grey: one block whose only coefficient is DC, so the Huffman
    tables need one code each (the DC difference's size, and end-of-block)."""
    dc = (level - 128) * 8  # the DC coefficient of a flat block, with every quantiser 1
    size = dc.bit_length()
    bits = "0" + format(dc, "0%db" % size) + "0"  # DC code, its bits, end-of-block code
    bits += "1" * (-len(bits) % 8)
    scan = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    assert b"\xff" not in scan

    def segment(marker, payload):
        return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload

    def huffman(table_class, symbol):
        return bytes([table_class << 4]) + bytes([1] + [0] * 15) + bytes([symbol])

    return (b"\xff\xd8"
            + segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
            + segment(0xDB, b"\x00" + b"\x01" * 64)
            + segment(0xC0, b"\x08" + struct.pack(">HH", 8, 8) + b"\x01" + b"\x01\x11\x00")
            + segment(0xC4, huffman(0, size) + huffman(1, 0))
            + segment(0xDA, b"\x01\x01\x00\x00\x3f\x00")
            + scan + b"\xff\xd9")


if __name__ == "__main__":
    main()
