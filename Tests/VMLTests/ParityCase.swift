import Testing
import VML

/// One parity case: a DSL view and the compact canonical VML it must render.
struct ParityCase: Sendable, CustomTestStringConvertible {
    let view: VmlContent
    let vml: String

    init(_ view: some VmlView, _ vml: String) {
        self.view = view.vmlContent
        self.vml = vml
    }

    var testDescription: String { vml }
}
