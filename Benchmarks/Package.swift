// swift-tools-version: 6.1
import PackageDescription

// The package-benchmark suite for swift-vml (`swift package benchmark`, run from this folder).
// It depends on the root package by path; SwiftPM names a path dependency after its folder, so the
// identity is the root folder's name, lowercased, whatever the clone is called.
let rootIdentity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "swift-vml").lowercased()

let package = Package(
    name: "VMLBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "VMLBenchmarks",
            dependencies: [
                .product(name: "VML", package: rootIdentity),
                .product(name: "VMLParser", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Plot", package: "Plot"),
            ],
            path: "Benchmarks/VMLBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
