// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A Hummingbird 2 app that serves VML screens rendered from view models. It depends on the
// root package by path. SwiftPM names a path dependency after its folder (lowercased), and CI may
// clone the repository into a folder with any name, so the identity is computed from where this
// file lives: Examples/HummingbirdServer → the root folder's last path component.
let rootPackageIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent
    .lowercased()

let package = Package(
    name: "HummingbirdServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // The app: models, view models, screens, routes and the VML response. A library so the
        // tests can build the same app in process.
        .target(
            name: "TaskApp",
            dependencies: [
                .product(name: "VML", package: rootPackageIdentity),
                .product(name: "VMLPreview", package: rootPackageIdentity),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command: reads the port and seed options and runs the app.
        .executableTarget(
            name: "TaskServer",
            dependencies: [
                "TaskApp",
                .product(name: "VML", package: rootPackageIdentity),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "TaskAppTests",
            dependencies: [
                "TaskApp",
                .product(name: "VML", package: rootPackageIdentity),
                .product(name: "VMLParser", package: rootPackageIdentity),
                .product(name: "VMLPreview", package: rootPackageIdentity),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
