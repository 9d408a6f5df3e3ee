import Foundation
import Testing

/// Client-only SwiftUI spellings refuse at compile time with a message saying what to write
/// instead, in every spelling users write, implicit members included: each probe is type-checked
/// against the built `VML` module and must fail on its own line with its message.
@Suite struct RefusalMessageTests {
    struct Probe: Sendable, CustomTestStringConvertible {
        let code: String
        let message: String
        let sourceLocation: SourceLocation

        init(_ code: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.code = code
            self.message = message
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { code }
    }

    static let probes: [Probe] = [
        Probe("_ = VmlColor(uiColor: .systemBackground)", "UIKit colors live on the client"),
        Probe("_ = VmlColor(.systemGray)", "UIKit and AppKit colors live on the client"),
        Probe("_ = VmlColor(.label)", "UIKit and AppKit colors live on the client"),
        Probe("_ = VmlColor(.secondarySystemGroupedBackground)", "UIKit and AppKit colors live on the client"),
        Probe("_ = VmlColor(nsColor: .textColor)", "AppKit colors live on the client"),
        Probe("_ = VmlText(\"a\").foregroundStyle(VmlColor(uiColor: .label))", "UIKit colors live on the client"),
        Probe("let c: UIColor? = nil", "UIKit colors live on the client"),
        Probe("let i: UIImage? = nil", "UIImage pixels live on the client"),
        Probe("let c: NSColor? = nil", "AppKit colors live on the client"),
        Probe("_ = UIColor.systemRed", "UIKit colors live on the client"),
        Probe("_ = VmlColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1))", "UIKit colors live on the client"),
        Probe("_ = UIImage(named: \"logo\")", "UIImage pixels live on the client"),
        Probe("_ = VmlImage(uiImage: .init(named: \"logo\") ?? .init())", "UIImage pixels live on the client"),
        Probe("UIApplication.shared.open(URL(fileURLWithPath: \"/\"))", "the application is the client's"),
        Probe("_ = UIDevice.current.userInterfaceIdiom == .pad", "the device is the client's"),
        Probe("_ = UIScreen.main.bounds.width", "the screen is the client's"),
        Probe("struct Map: VmlUIViewRepresentable {}", "UIKit views exist only in the client app"),
        Probe("struct Camera: VmlUIViewControllerRepresentable {}", "UIKit view controllers exist only in the client app"),
        Probe("_ = VmlColor(cgColor: 1)", "Core Graphics colors do not exist on the server"),
        Probe("_ = VmlTableRow(1)", "a table's rows are built from its data on the server"),
        Probe("func header(_ proxy: VmlGeometryProxy) {}", "sizes are known only on the client after layout"),
        Probe("struct Preview { @VmlPreviewable var isOn = false }", "#Preview and @Previewable are Xcode's"),
        Probe(
            "func makeBody(configuration: VmlToggleStyleConfiguration) {}", "a custom style's makeBody(configuration:) runs on the client"),
        Probe(
            "func makeBody(configuration: VmlButtonStyle.Configuration) {}", "a custom style's makeBody(configuration:) runs on the client"),
        Probe("struct Key: VmlEnvironmentKey {}", "custom environment and preference keys and dynamic properties are the client's"),
        Probe("struct Scaled { @VmlScaledMetric var size = 17.0 }", "@ScaledMetric scales with the client's Dynamic Type"),
        Probe("struct Main: VmlApp {}", "apps, scenes, windows, commands, widgets and documents are the client app's"),
        Probe("func style(_ style: VmlGlassProminentButtonStyle) {}", "write the style by name: .buttonStyle(.glassProminent)"),
        Probe("func move(_ transition: VmlMoveTransition) {}", "write the transition by name: .transition(.move)"),
        Probe("_ = VmlDefaultGaugeStyle()", "write the style by name: .gaugeStyle(.automatic)"),
        Probe("struct Scenes { @VmlSceneBuilder var body: VmlContent { VmlText(\"a\") } }", "scenes and windows are the client app's"),
        Probe("struct Menus { @VmlCommandsBuilder var body: VmlContent { VmlText(\"a\") } }", "menu-bar commands are the client app's"),
        Probe(
            "struct Rows { @VmlTableRowBuilder<Int> var body: VmlContent { VmlText(\"a\") } }",
            "a table's rows are built from its data on the server"),
    ]

    /// The folder of the built modules, beside the test bundle (`.build/debug/Modules`, or the
    /// sanitizer runs' own scratch paths).
    static var modules: URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: modules.appendingPathComponent("VML.swiftmodule").path) ? modules : nil
    }

    /// Every probe type-checked in one file, one line each after the two imports: the error
    /// messages by probe index. A declaration is written as it is; an expression inside a function.
    static let diagnostics: Result<[Int: [String]], ProbeError> = typeCheckErrors(
        of: zip(probes.indices, probes).map { index, probe in
            probe.code.hasPrefix("struct ") || probe.code.hasPrefix("let ") || probe.code.hasPrefix("func ")
                ? probe.code : "func probe\(index)() { \(probe.code) }"
        },
        imports: ["Foundation", "VML"], named: "probes")

    /// Type-checks `lines` in one file after `imports`, against the built `VML` module, and returns
    /// the error messages by the index of the line they are on.
    static func typeCheckErrors(of lines: [String], imports: [String], named name: String) -> Result<[Int: [String]], ProbeError> {
        guard let modules else { return .failure(ProbeError("no built VML module beside the test bundle")) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vml-\(name)-\(UUID().uuidString)")
        let file = directory.appendingPathComponent("\(name).swift")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try (imports.map { "import \($0)" } + lines).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            var byLine: [Int: [String]] = [:]
            for line in output.split(separator: "\n") where line.hasPrefix(file.path + ":") {
                let parts = line.dropFirst(file.path.count + 1).split(separator: ":", maxSplits: 3)
                guard parts.count == 4, let number = Int(parts[0]), parts[2].trimmingCharacters(in: .whitespaces) == "error" else {
                    continue
                }
                byLine[number - 1 - imports.count, default: []].append(String(parts[3]))
            }
            return .success(byLine)
        } catch {
            return .failure(ProbeError("cannot type-check the \(name): \(error)"))
        }
    }

    struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test(arguments: probes) func refusesWithItsMessage(_ probe: Probe) throws {
        let diagnostics = try Self.diagnostics.get()
        let index = try #require(Self.probes.firstIndex { $0.code == probe.code })
        let errors = diagnostics[index] ?? []
        #expect(
            errors.contains { $0.contains("is unavailable") && $0.contains(probe.message) },
            "errors on the probe's line: \(errors)", sourceLocation: probe.sourceLocation)
    }
}
