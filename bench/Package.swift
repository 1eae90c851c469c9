// swift-tools-version:6.2
import PackageDescription

// Folio's benchmarks and probes, a package of their own so that the product's Package.swift
// builds only `folio`, its libraries and its tests:
//   TemplateBench    `make bench-templates`: swift-mustache as released against FolioMustache
//   FoundationProbe  Foundation's own plist reading, run apart by FoundationPlistTests (it hangs
//                    on some files); `make test` builds it
let package = Package(
    name: "FolioBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Folio", path: ".."),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "TemplateBench",
            dependencies: [.product(name: "FolioMustache", package: "Folio"), .product(name: "Mustache", package: "swift-mustache")],
            path: "TemplateBench"
        ),
        .executableTarget(name: "FoundationProbe", path: "FoundationProbe"),
    ],
    swiftLanguageModes: [.v6]
)
