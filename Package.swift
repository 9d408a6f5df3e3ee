// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-vml",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "VML", targets: ["VML"]),
        .executable(name: "vml-demo", targets: ["vml-demo"]),
        .executable(name: "vml-bench", targets: ["vml-bench"]),
    ],
    targets: [
        // The node tree, canonical form and serializer. No DSL, so the parser can depend on it alone.
        .target(name: "VMLCore"),
        // What users import: re-exports VMLCore (and, later, the DSL).
        .target(name: "VML", dependencies: ["VMLCore"]),
        .executableTarget(name: "vml-demo", dependencies: ["VML"], path: "Examples/vml-demo"),
        .executableTarget(name: "vml-bench", dependencies: ["VMLCore"]),
        .testTarget(name: "VMLCoreTests", dependencies: ["VMLCore"]),
        .testTarget(name: "VMLTests", dependencies: ["VML"]),
    ],
    swiftLanguageModes: [.v6]
)
