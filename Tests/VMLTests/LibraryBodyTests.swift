import Foundation
import Testing

/// `VmlView.body` carries `@VmlBuilder`, and Swift infers it for every conformance's `body`: a
/// library view written `var body: VmlContent { element.content }` is one builder statement, so
/// each element built went through the variadic `buildBlock` (a list of one `any VmlView`, a copy
/// of the content, the list destroyed: 10.6 M instructions of the DSL benchmark's 615.9 M). An
/// explicit `return` turns the transform off. This reads every `body` in `Sources/VML` and fails
/// on one written without it.
@Test func everyLibraryBodyReturnsWithoutTheBuilder() throws {
    let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/VML")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var bodies = 0
    var missing: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // Every `var body:` that has a getter (not the requirement's `{ get }`, not a static such as
        // `VmlFont.body`), whatever its type.
        for (number, line) in lines.enumerated() where isViewBody(line) {
            bodies += 1
            let getter: [Substring]
            if line.hasSuffix("{") {
                // A getter of several lines: up to the brace that closes it, at the line's indent.
                let indent = line.prefix { $0 == " " }
                getter = Array(lines[(number + 1)...].prefix { $0 != indent + "}" })
            } else {
                getter = [line[try #require(line.range(of: "{")).upperBound...]]
            }
            if !getter.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("return ") }) {
                missing.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
    }
    #expect(bodies > 50, "found only \(bodies) bodies under \(sources.path)")
    #expect(missing == [], "a body the builder would wrap")
}

/// Whether `line` declares a view's `body` with a getter.
private func isViewBody(_ line: Substring) -> Bool {
    let code = line.trimmingCharacters(in: .whitespaces)
    guard !code.hasPrefix("//"), !code.contains("static "), let declaration = code.range(of: "var body:") else { return false }
    return code[declaration.upperBound...].contains("{") && !code.hasSuffix("{ get }")
}
