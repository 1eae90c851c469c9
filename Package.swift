// swift-tools-version:6.2
import PackageDescription

// The pipeline, one target per layer:
//   CCmark (libcmark, C) -> FolioMarkdown (the one file that calls it)
//   SourceHighlightShim (GNU source-highlight, C++) -> FolioMarkdown's CodeHighlighter
//   CLibXML2 (libxml2, C) -> FolioHTML (HTML from the data, parsed and made safe)
//   CVips (libvips, C) -> CoverShim (its variadic calls, in plain C) -> FolioCovers
//   CZlib (zlib, C) + swift-protobuf -> FolioAppleNotes (Apple Notes' note bodies as safe HTML)
//   FolioBase -> FolioModel -> FolioStores -> FolioLoading; FolioOutput; FolioSite -> FolioCore (below)
//   FolioServe: `folio serve` (FlyingFox): files, live reload, watching
//   FolioCLI: the commands (swift-argument-parser), a library the tests import
//   FolioMalloc (mimalloc, C) -> folio: the thin executable; mimalloc takes over malloc for the process
// Benchmarks and probes are a package of their own, in bench/.
let package = Package(
    name: "Folio",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "folio", targets: ["folio"]),
        .library(name: "FolioCore", targets: ["FolioCore"]),
        // For bench/'s TemplateBench, which times it against swift-mustache as released.
        .library(name: "FolioMustache", targets: ["FolioMustache"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // GNU source-highlight (C++, Debian's libsource-highlight-dev) behind a C face, for code blocks.
        .target(
            name: "SourceHighlightShim",
            linkerSettings: [.linkedLibrary("source-highlight"), .linkedLibrary("boost_regex"), .linkedLibrary("stdc++")]
        ),
        .target(name: "FolioMarkdown", dependencies: ["CCmark", "SourceHighlightShim", "FolioHTML"]),
        // libxml2's HTML parser (Debian libxml2-dev) under FolioHTML: HTML from the data made safe.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "FolioHTML", dependencies: ["CLibXML2"]),
        // libvips (Debian libvips-dev) behind a plain C face: book covers made into thumbnails.
        // Only its headers are used at build time (they need GLib's include paths, which
        // pkg-config's gobject-2.0 gives; `make deps` checks for vips itself): folio_cover.c
        // opens the library when the first cover is made. Linked, libvips and the hundred
        // libraries it needs cost every folio process 25 ms before main.
        .systemLibrary(name: "CVips", pkgConfig: "gobject-2.0", providers: [.apt(["libvips-dev"])]),
        .target(name: "CoverShim", dependencies: ["CVips"]),
        .target(name: "FolioCovers", dependencies: ["CoverShim"]),
        // zlib (Debian zlib1g-dev) and swift-protobuf: Apple Notes' gzipped protobuf note bodies
        // made into safe HTML. The generated NoteStore.pb.swift is committed (`make protos`
        // regenerates it), so no build plugin runs; the .proto itself is not compiled.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "FolioAppleNotes",
            dependencies: ["CZlib", "FolioHTML", .product(name: "SwiftProtobuf", package: "swift-protobuf")],
            exclude: ["Protos"]
        ),
        // Work spread over threads, Folio's one way of doing it (Dispatch's concurrentPerform).
        .target(name: "FolioParallel"),
        // Folio's own strict plist parsers (docs/sources.md says why not Foundation's), with one error type.
        .target(name: "FolioPlist", dependencies: ["FolioParallel"]),
        // A patched copy of swift-mustache 2.1.1 (Apache-2.0): the same Mustache, rendered faster.
        // Its patches are listed in Sources/FolioMustache/PATCHES.md; its tests and the Mustache
        // spec files are in Tests/FolioMustacheTests.
        .target(name: "FolioMustache", dependencies: ["FolioHTML"], exclude: ["LICENSE.txt", "PATCHES.md"]),
        // The default theme (Templates/) is embedded into FolioCore by this plugin as it builds.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"], path: "Sources/EmbedTheme"),
        // Each view's template names come from its properties, declared once (ViewFieldsGenerator).
        .executableTarget(name: "ViewFieldsGenerator"),
        .plugin(name: "DeclareViewFields", capability: .buildTool(), dependencies: ["ViewFieldsGenerator"], path: "Sources/DeclareViewFields"),
        // The build, a target per stage; each imports only the stages below it:
        //   FolioBase      files, paths, messages (FolioError), text helpers
        //   FolioModel     notes, notebooks, books, readings, highlights: values only
        //   FolioStores    every store behind one protocol and registry, and the formats they read
        //   FolioLoading   folio.yml, finding data files, opening them for the stores, one book per title
        //   FolioOutput    the output folder: its lock, staging and update
        //   FolioSite      texts rendered, pages, views, templates, covers, search
        //   FolioCore      the build's steps (SiteBuild) and `folio init`, over all of them
        .target(name: "FolioBase", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(name: "FolioModel", dependencies: ["FolioBase"]),
        .target(
            name: "FolioStores",
            dependencies: [
                "FolioBase", "FolioModel", "FolioPlist", "FolioParallel", "FolioHTML", "FolioMarkdown", "FolioAppleNotes",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .target(
            name: "FolioLoading",
            dependencies: [
                "FolioBase", "FolioModel", "FolioStores", "FolioPlist", "FolioParallel", "FolioMarkdown",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "FolioOutput", dependencies: ["FolioBase"]),
        .target(
            name: "FolioSite",
            dependencies: [
                "FolioBase", "FolioModel", "FolioOutput", "FolioMarkdown", "FolioHTML", "FolioMustache", "FolioCovers", "FolioParallel",
                .product(name: "Yams", package: "Yams"),
            ],
            plugins: ["EmbedTheme", "DeclareViewFields"]
        ),
        .target(
            name: "FolioCore",
            dependencies: [
                "FolioBase", "FolioModel", "FolioStores", "FolioLoading", "FolioOutput", "FolioSite", "FolioMarkdown",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "FolioServe",
            dependencies: [
                "FolioCore",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        .target(
            name: "FolioCLI",
            dependencies: [
                "FolioCore", "FolioServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // mimalloc (Debian libmimalloc-dev, which ships no pkg-config file) in place of glibc's
        // malloc, for the executable only: see the README's Dependencies. A C file links it, and
        // no Swift file imports it (FolioMalloc/folio_malloc.c says why).
        .target(name: "FolioMalloc", linkerSettings: [.linkedLibrary("mimalloc")]),
        .executableTarget(name: "folio", dependencies: ["FolioCLI", "FolioMalloc"]),
        .testTarget(name: "FolioMustacheTests", dependencies: ["FolioMustache"], exclude: ["Spec"]),
        .testTarget(
            name: "FolioTests",
            dependencies: [
                "FolioCore", "FolioCLI", "FolioMarkdown", "FolioPlist", "FolioServe", "FolioHTML", "FolioAppleNotes", "FolioMustache", "FolioParallel",
                "FolioBase", "FolioModel", "FolioStores", "FolioLoading", "FolioOutput", "FolioSite",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            exclude: ["Fixtures", "Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Folio's own Swift targets build with no warnings: any is an error.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
