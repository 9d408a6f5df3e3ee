// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-vml",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VML", targets: ["VML"]),
        .executable(name: "vml-demo", targets: ["vml-demo"]),
        .executable(name: "vml-bench", targets: ["vml-bench"]),
        .library(name: "VMLParser", targets: ["VMLParser"]),
        .executable(name: "vml", targets: ["vml"]),
    ],
    targets: [
        // The node tree, canonical form and serializer. No DSL, so the parser can depend on it alone.
        .target(name: "VMLCore"),
        // What users import: the DSL, re-exporting VMLCore and VMLValidation.
        .target(name: "VML", dependencies: ["VMLCore", "VMLValidation"]),
        // The validator: the spec's warnings and errors as diagnostics, over the node tree (values are read
        // with the parser's style grammar).
        .target(name: "VMLValidation", dependencies: ["VMLCore", "VMLParser"]),
        .executableTarget(name: "vml-demo", dependencies: ["VML"], path: "Examples/vml-demo"),
        .executableTarget(name: "vml-bench", dependencies: ["VMLCore", "VMLParser"]),
        // VML text back to the tree: the XML layer, the style parser and precise errors.
        .target(name: "VMLParser", dependencies: ["VMLCore"]),
        // The `vml` command line tool: `vml fmt`, `vml check`.
        .executableTarget(name: "vml", dependencies: ["VMLCore", "VMLParser", "VMLValidation"]),
        // Random trees and other helpers shared by the test targets; not a product.
        .target(name: "VMLTestSupport", dependencies: ["VMLCore"], path: "Tests/VMLTestSupport"),
        .testTarget(name: "VMLCoreTests", dependencies: ["VMLCore", "VMLTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "VMLParserTests",
            dependencies: ["VMLCore", "VMLParser", "VMLTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "VMLValidationTests", dependencies: ["VMLValidation", "VMLParser", "VMLTestSupport"]),
        // `vml fmt` and `vml check`, run in process.
        .testTarget(name: "VMLCommandTests", dependencies: ["vml"]),
        .testTarget(name: "VMLTests", dependencies: ["VML", "VMLParser", "VMLTestSupport", "vml-demo"]),
    ],
    swiftLanguageModes: [.v6]
)
