import Foundation
import Testing

/// A SwiftUI file whose view models are `@MainActor` ports with the prefix alone when its target
/// sets `.defaultIsolation(MainActor.self)` (Xcode 26's default for app targets), or, for views
/// written `@MainActor struct`, `InferIsolatedConformances`; without them the compiler stops with
/// the messages Docs/Porting.md ("Isolation") quotes. Each case type-checks one file against the
/// built `VML` module with the target's settings as compiler flags.
@Suite struct PortingDefaultIsolationTests {
    /// A view model as SwiftUI apps write them, and a view that reads it: the view says nothing of
    /// isolation, as in a target whose default isolation is the main actor.
    static let unannotated = """
        import VML

        @MainActor final class InboxModel {
            var title = "Inbox"
            func refresh() {}
        }

        struct InboxScreen: VmlView {
            let model: InboxModel
            var body: some VmlView {
                VmlVStack {
                    VmlText(model.title)
                    VmlButton("Refresh", action: model.refresh)
                }
            }
        }
        """

    /// The same view written `@MainActor struct`, as SwiftUI files before Xcode 26 often say.
    static let annotated = unannotated.replacingOccurrences(of: "struct InboxScreen", with: "@MainActor struct InboxScreen")

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        let flags: [String]
        /// The error the compiler stops with, or nil when the file compiles.
        let error: String?
        let sourceLocation: SourceLocation

        init(_ name: String, _ source: String, _ flags: [String], error: String?, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.source = source
            self.flags = flags
            self.error = error
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { name }
    }

    static let defaultIsolation = ["-default-isolation", "MainActor"]
    static let inferIsolatedConformances = ["-enable-upcoming-feature", "InferIsolatedConformances"]

    static let cases: [Case] = [
        Case(
            "view without @MainActor, no setting", unannotated, [],
            error: "main actor-isolated property 'title' can not be referenced from a nonisolated context"),
        Case(
            "view without @MainActor, InferIsolatedConformances only", unannotated, inferIsolatedConformances,
            error: "main actor-isolated property 'title' can not be referenced from a nonisolated context"),
        Case("view without @MainActor, .defaultIsolation(MainActor.self)", unannotated, defaultIsolation, error: nil),
        Case(
            "@MainActor view, no setting", annotated, [],
            error: "conformance of 'InboxScreen' to protocol 'VmlView' crosses into main actor-isolated code and can cause data races"),
        Case("@MainActor view, InferIsolatedConformances", annotated, inferIsolatedConformances, error: nil),
        Case("@MainActor view, .defaultIsolation(MainActor.self)", annotated, defaultIsolation, error: nil),
    ]

    /// The compiler's error lines for a file compiled with flags.
    static func errors(compiling source: String, flags: [String]) throws -> [String] {
        let modules = try #require(RefusalMessageTests.modules, "no built VML module beside the test bundle")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vml-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("InboxScreen.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path] + flags + [file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: "\n").filter { $0.hasPrefix(file.path + ":") && $0.contains(": error: ") }.map(String.init)
    }

    @Test(arguments: cases) func compilesAsThePageSays(_ testCase: Case) throws {
        let errors = try Self.errors(compiling: testCase.source, flags: testCase.flags)
        if let expected = testCase.error {
            #expect(errors.contains { $0.contains(expected) }, "errors: \(errors)", sourceLocation: testCase.sourceLocation)
        } else {
            #expect(errors.isEmpty, "errors: \(errors)", sourceLocation: testCase.sourceLocation)
        }
    }
}
