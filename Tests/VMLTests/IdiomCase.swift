import Testing
import VML

/// A DSL view and the compact canonical VML it must render: a SwiftUI idiom written with the prefix
/// alone (the porting tests), or a view or modifier of the parity tables. The case keeps where it
/// was written, so a failure points at its line in the table.
struct IdiomCase: Sendable, CustomTestStringConvertible {
    let view: VmlContent
    let vml: String
    let sourceLocation: SourceLocation

    init(_ view: some VmlView, _ vml: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.view = view.vmlContent
        self.vml = vml
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { vml }

    /// Checks the rendering, reporting a difference at the case's own line.
    func check() {
        do {
            let rendered = try view.renderVML(.compact)
            #expect(rendered == vml, sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }
}
