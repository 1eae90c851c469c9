@testable import FolioBase
@testable import FolioCore
@testable import FolioModel
@testable import FolioStores
import Foundation
import GRDB

/// One store's files, for the contract every store is held to (`StoreConformanceTests`): which
/// store they are for, how they are laid into a site's `Content/` folder, and how one record's
/// title is edited in place.
struct StoreFixture: Sendable {
    /// Where its files come from: committed beside the tests (always checked), or written by the
    /// store's own program, in `../shared/fixtures/real` (skipped, saying why, when it is absent).
    enum Origin: Sendable {
        case committed, real
    }

    let kind: StoreKind
    /// How failure messages name it: the store and its files.
    let name: String
    let origin: Origin
    /// Other stores whose files it lays beside its own (Apple Books' highlights are published
    /// only on a book of its library): their kinds are among the sources too.
    var alongside: [StoreKind] = []
    /// Lays its files into `content`, a site's `Content/` folder.
    let layOut: @Sendable (_ content: URL) throws -> Void
    /// Edits one record's title in place; nil for a store whose records have no pages of their
    /// own (Safari's Reading List, Apple Books' highlights).
    let titleEdit: TitleEdit?
    /// Problems the store may report naming no record and no line, each as its whole message
    /// (the site folder written `<site>`), with why in a comment where the fixture is made.
    var unplacedProblems: [String] = []

    /// The kinds its build is to find, and no others.
    var kinds: Set<StoreKind> { Set([kind] + alongside) }

    init(_ kind: StoreKind, _ name: String, _ origin: Origin, alongside: [StoreKind] = [],
         layOut: @escaping @Sendable (_ content: URL) throws -> Void, titleEdit: TitleEdit?, unplacedProblems: [String] = []) {
        self.kind = kind
        self.name = "\(kind.name), \(origin == .real ? "real" : "committed") \(name)"
        self.origin = origin
        self.alongside = alongside
        self.layOut = layOut
        self.titleEdit = titleEdit
        self.unplacedProblems = unplacedProblems
    }
}

/// Ways to lay files into `Content/`, for the table of fixtures.
extension StoreFixture {
    typealias LayOut = @Sendable (_ content: URL) throws -> Void

    /// A file or a whole folder of `../shared/fixtures/real`, copied to `target`.
    static func real(_ path: String, to target: String) -> LayOut {
        { content in try copy(try TestPaths.real(path), to: content.appendingPathComponent(target)) }
    }

    /// A file or folder of the committed fixtures (Tests/FolioTests/Fixtures), copied to `target`.
    static func committed(_ path: String, to target: String) -> LayOut {
        { content in try copy(TestPaths.fixtures.appendingPathComponent(path), to: content.appendingPathComponent(target)) }
    }

    /// A database made by running a committed `.sql` fixture.
    static func sql(_ path: String, to target: String) -> LayOut {
        { content in
            let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent(path), encoding: .utf8)
            try database([text], at: content.appendingPathComponent(target))
        }
    }

    /// A database made by running `statements`.
    static func database(_ target: String, _ statements: [String]) -> LayOut {
        { content in try database(statements, at: content.appendingPathComponent(target)) }
    }

    /// A file of `text`.
    static func text(_ text: String, to target: String) -> LayOut {
        { content in
            let url = content.appendingPathComponent(target)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Every one of `steps`, in order.
    static func all(_ steps: LayOut...) -> LayOut {
        { content in for step in steps { try step(content) } }
    }

    private static func copy(_ source: URL, to target: URL) throws {
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
    }

    private static func database(_ statements: [String], at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            for statement in statements { try db.execute(sql: statement) }
        }
        try queue.close()
    }
}
