// swift-tools-version: 6.0
import PackageDescription

// The root package by path. SwiftPM names a path dependency after its folder, which is whatever
// the repository was cloned into, so the identity is computed from where this package sits.
let rootFolder = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "swift-vml"
let root = rootFolder.lowercased()

let package = Package(
    name: "SnapshotTestingAdapter",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VMLSnapshotTesting", targets: ["VMLSnapshotTesting"])
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // `Snapshotting<some VmlView, String>.vml` for swift-snapshot-testing's `assertSnapshot`.
        .target(
            name: "VMLSnapshotTesting",
            dependencies: [
                .product(name: "VML", package: root),
                .product(name: "VMLParser", package: root),
                .product(name: "VMLTesting", package: root),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "VMLSnapshotTestingTests", dependencies: ["VMLSnapshotTesting"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
