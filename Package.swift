// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-vml",
    platforms: [.macOS(.v13)],
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
        // What users import: re-exports VMLCore (and, later, the DSL).
        .target(name: "VML", dependencies: ["VMLCore", "VMLValidation"]),
        // The validator: the spec's warnings and errors as diagnostics, over the node tree.
        .target(name: "VMLValidation", dependencies: ["VMLCore"]),
        .executableTarget(name: "vml-demo", dependencies: ["VML"], path: "Examples/vml-demo"),
        .executableTarget(name: "vml-bench", dependencies: ["VMLCore"]),
        .testTarget(name: "VMLCoreTests", dependencies: ["VMLCore"]),
        .testTarget(name: "VMLValidationTests", dependencies: ["VMLValidation", "VMLParser", "vml"]),
        // VML text back to the tree: the XML layer, the style parser and precise errors.
        .target(name: "VMLParser", dependencies: ["VMLCore"]),
        // The `vml` command line tool: `vml fmt`, `vml check`.
        .executableTarget(name: "vml", dependencies: ["VMLCore", "VMLParser", "VMLValidation"]),
        .testTarget(name: "VMLParserTests", dependencies: ["VMLCore", "VMLParser", "vml"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
