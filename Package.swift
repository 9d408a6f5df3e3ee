// swift-tools-version: 6.2
import PackageDescription

// Sources/VMLCatalog is not a target: it is the catalog of SwiftUI's API (data and Python scripts)
// that generates the `+Generated.swift` files of VML and the vocabulary of VMLValidation;
// `Sources/VMLCatalog/Scripts/refresh` reruns it (Sources/VMLCatalog/README.md).
//
// Targets are listed by layer, lowest first: the core, the parser, the validator, the DSL, the
// preview's server and renderer, the testing library, then the executables and the tests. Nothing
// depends on a target listed after it.
let package = Package(
    name: "swift-vml",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VML", targets: ["VML"]),
        .library(name: "VMLParser", targets: ["VMLParser"]),
        .library(name: "VMLTesting", targets: ["VMLTesting"]),
        // The preview: the renderer and previews API, and the server they serve with (re-exported by VMLPreview).
        .library(name: "VMLPreview", targets: ["VMLPreview", "VMLPreviewServer"]),
        // `swift run vml check Fixtures/*.vml` from any package that depends on this one.
        .executable(name: "vml", targets: ["vml"]),
    ],
    targets: [
        // The node tree, canonical form and serializer. No DSL, so the parser can depend on it alone.
        .target(name: "VMLCore", swiftSettings: [.strictMemorySafety()]),
        // VML text back to the tree: the XML layer, the style parser and precise errors.
        .target(name: "VMLParser", dependencies: ["VMLCore"], swiftSettings: [.strictMemorySafety()]),
        // The validator: the spec's warnings and errors as diagnostics, over the node tree (values are read
        // with the parser's style grammar).
        .target(name: "VMLValidation", dependencies: ["VMLCore", "VMLParser"], swiftSettings: [.strictMemorySafety()]),
        // What users import: the DSL, re-exporting VMLCore and VMLValidation.
        .target(name: "VML", dependencies: ["VMLCore", "VMLValidation"], swiftSettings: [.strictMemorySafety()]),
        // A small HTTP/1.1 server on the toolchain's sockets, one thread per connection: what
        // `vml preview --serve` and `VMLPreviews.serve` answer with. Knows no VML; re-exported by VMLPreview.
        .target(name: "VMLPreviewServer", swiftSettings: [.strictMemorySafety()]),
        // VML drawn as SwiftUI lays it out, as one self-contained HTML page; galleries of pages; the Swift
        // previews API (`VMLPreviews`, `previewPage()`), which serves a gallery with VMLPreviewServer.
        .target(
            name: "VMLPreview", dependencies: ["VML", "VMLCore", "VMLParser", "VMLValidation", "VMLPreviewServer"],
            // Symbols/: the SF Symbol stand-ins' generator, mapping and Lucide's licence (Symbols/README.md).
            exclude: ["Symbols/Scripts", "Symbols/LICENSE-Lucide.txt", "Symbols/README.md"],
            swiftSettings: [.strictMemorySafety()]
        ),
        // Snapshot and inline assertions for tests (Swift Testing or XCTest) over the DSL and the tree; a
        // failing snapshot also writes a visual diff page (VMLPreview's `VMLPreviewDiffPage`).
        .target(name: "VMLTesting", dependencies: ["VML", "VMLParser", "VMLValidation", "VMLPreview"]),

        // The `vml` command line tool: `vml fmt`, `check`, `json`, `diff`, `swift`, `schema`, `preview`, `lsp`
        // (`swift run vml …`; Docs/Command.md).
        .executableTarget(name: "vml", dependencies: ["VMLCore", "VMLParser", "VMLValidation", "VMLPreviewServer", "VMLPreview"]),
        // Sample screens written with the DSL (`swift run vml-demo`).
        .executableTarget(name: "vml-demo", dependencies: ["VML"], path: "Examples/vml-demo"),
        // Examples/Fixtures: view models, the composite views that render them, and `vml-fixtures`, which
        // writes a fixture folder (`swift run vml-fixtures Examples/Fixtures/Generated`).
        .target(name: "FixtureViewModels", path: "Examples/Fixtures/ViewModels"),
        .target(name: "FixtureViews", dependencies: ["VML", "FixtureViewModels"], path: "Examples/Fixtures/Views"),
        .executableTarget(name: "vml-fixtures", dependencies: ["FixtureViews"], path: "Examples/Fixtures/Writer"),
        // The quick, dependency-free benchmarks (`swift run -c release vml-bench`).
        .executableTarget(
            name: "vml-bench", dependencies: ["VML", "VMLCore", "VMLParser", "VMLValidation"], swiftSettings: [.strictMemorySafety()]
        ),

        // The stress checks too slow for a debug `swift test` (trees a million levels deep, megabyte
        // strings), run in release by CI as their own step: `swift run -c release vml-stress`. Not a product.
        .executableTarget(name: "vml-stress", dependencies: ["VML", "VMLCore", "VMLParser", "VMLValidation"], path: "Tests/VMLStress"),
        // Random trees and other helpers shared by the test targets; not a product.
        .target(name: "VMLTestSupport", dependencies: ["VMLCore"], path: "Tests/VMLTestSupport"),
        .testTarget(name: "VMLCoreTests", dependencies: ["VMLCore", "VMLTestSupport"]),
        // Its Fixtures folder holds the golden fixtures every target reads (VMLTestSupport's SpecFixtures).
        .testTarget(name: "VMLParserTests", dependencies: ["VMLCore", "VMLParser", "VMLTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "VMLValidationTests", dependencies: ["VMLValidation", "VMLParser", "VMLTestSupport"]),
        .testTarget(name: "VMLTests", dependencies: ["VML", "VMLParser", "VMLTestSupport", "vml-demo"]),
        // SwiftUI's main-actor views ported as written: this target compiles as Swift 7 mode and Xcode 26's
        // Approachable Concurrency do, with isolated conformances inferred (Docs/Porting.md, "Isolation").
        .testTarget(
            name: "VMLIsolationTests",
            dependencies: ["VML"],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        // The guides' Swift examples, compiled from the pages (Tests/VMLDocTests/Generated) and run;
        // with isolated conformances inferred, so Docs/Porting.md's main-actor view compiles as written.
        .testTarget(
            name: "VMLDocTests",
            dependencies: ["VML", "VMLParser", "VMLValidation", "VMLTesting", "VMLPreview"],
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        // The preview's pages, through the public API.
        .testTarget(name: "VMLPreviewTests", dependencies: ["VMLPreview", "VML", "VMLParser", "VMLTestSupport"]),
        // The preview server, started in process and asked over loopback.
        .testTarget(name: "VMLPreviewServerTests", dependencies: ["VMLPreviewServer", "VMLTestSupport"]),
        // VMLTesting from Swift Testing and from XCTest.
        .testTarget(name: "VMLTestingTests", dependencies: ["VMLTesting", "VML"], exclude: ["__Snapshots__"]),
        // The fixture views' snapshots and the committed fixture folder.
        .testTarget(
            name: "FixtureViewsTests",
            dependencies: ["FixtureViews", "FixtureViewModels", "VMLTesting"],
            path: "Examples/Fixtures/Tests",
            exclude: ["__Snapshots__"]
        ),
        // The `vml` command, run in process.
        // Golden/: `vml check --format sarif`'s whole output for a small input.
        .testTarget(name: "VMLCommandTests", dependencies: ["vml", "VMLTestSupport"], exclude: ["Golden"]),
        // `vml swift` over every golden fixture: Generated/ holds its output, compiled and rendered back.
        .testTarget(name: "VMLSwiftExportTests", dependencies: ["vml", "VML", "VMLParser"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
