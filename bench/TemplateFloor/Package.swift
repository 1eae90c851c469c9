// swift-tools-version:5.9
// What swift-mustache costs by itself, outside Folio: `make bench-templates` (see README, Speed).
import PackageDescription

let package = Package(
    name: "TemplateFloor",
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .executableTarget(name: "TemplateFloor", dependencies: [.product(name: "Mustache", package: "swift-mustache")]),
    ]
)
