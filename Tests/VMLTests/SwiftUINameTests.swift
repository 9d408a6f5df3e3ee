import Foundation
import Testing

/// Every public SwiftUI type a file can name (`Sources/VMLCatalog/swiftui-types.tsv`: types,
/// protocols, result builders, property wrappers, nested types) has a `Vml`-prefixed counterpart
/// in the library: the real type, a typealias, or an unavailable declaration whose message says
/// what to write. Each name is type-checked with the prefix against the built `VML` module.
@Suite struct SwiftUINameTests {
    /// A SwiftUI name the library cannot give its prefixed spelling, and why.
    struct Exception: Sendable, CustomTestStringConvertible {
        let name: String
        let why: String
        let sourceLocation: SourceLocation

        init(_ name: String, _ why: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.why = why
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { name }
    }

    static let exceptions: [Exception] = [
        Exception(
            "PageTabViewStyle.IndexDisplayMode",
            "VmlPageTabViewStyle is a function (VmlPageTabViewStyle(indexDisplayMode:)), which holds no type; write .always")
    ]

    static let catalog = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/VMLCatalog/swiftui-types.tsv")

    /// The `name` column of swiftui-types.tsv: `Text`, `Text.LineStyle`, `ViewBuilder`.
    static let names: [String] = {
        guard let text = try? String(contentsOf: catalog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
    }()

    /// The errors that say a name is not declared, by the index of the name: each name is written
    /// as an expression (`_ = VmlText.LineStyle`) in an unavailable function of its own, so a
    /// refused counterpart type-checks and a function named like a type (`VmlPlainButtonStyle()`)
    /// counts.
    static let missing: Result<[Int: [String]], ProbeError> = {
        guard let modules = RefusalMessageTests.modules else { return .failure(ProbeError("no built VML module beside the test bundle")) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vml-names-\(UUID().uuidString)")
        let file = directory.appendingPathComponent("names.swift")
        let lines = names.enumerated().map { index, name in "@available(*, unavailable) func name\(index)() { _ = Vml\(name) }" }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try (["import VML"] + lines).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let undeclared = [
                "cannot find", "has no member", "is not a member type", "cannot be used on instance", "was used as a property",
            ]
            var byName: [Int: [String]] = [:]
            for line in output.split(separator: "\n") where line.hasPrefix(file.path + ":") {
                let parts = line.dropFirst(file.path.count + 1).split(separator: ":", maxSplits: 3)
                guard parts.count == 4, let number = Int(parts[0]), undeclared.contains(where: parts[3].contains) else { continue }
                byName[number - 2, default: []].append(String(parts[3]))
            }
            return .success(byName)
        } catch {
            return .failure(ProbeError("cannot type-check the names: \(error)"))
        }
    }()

    struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func everySwiftUITypeNameHasAPrefixedCounterpart() throws {
        #expect(Self.names.count > 900, "only \(Self.names.count) names read from \(Self.catalog.path())")
        let missing = try Self.missing.get()
        let excepted = Set(Self.exceptions.map(\.name))
        for (index, name) in Self.names.enumerated() where !excepted.contains(name) {
            guard let errors = missing[index] else { continue }
            Issue.record(
                """
                SwiftUI's `\(name)` has no `Vml\(name)` (\(errors.joined(separator: "; "))): run \
                Sources/VMLCatalog/Scripts/refresh (names.py declares a typealias or a refusal), or add a rule \
                to Sources/VMLCatalog/names.tsv
                """
            )
        }
    }

    @Test(arguments: exceptions) func anExceptionIsStillMissing(_ exception: Exception) throws {
        let missing = try Self.missing.get()
        let index = try #require(
            Self.names.firstIndex(of: exception.name), "not in swiftui-types.tsv", sourceLocation: exception.sourceLocation)
        #expect(
            missing[index] != nil, "Vml\(exception.name) is declared now: remove the exception", sourceLocation: exception.sourceLocation)
    }
}
