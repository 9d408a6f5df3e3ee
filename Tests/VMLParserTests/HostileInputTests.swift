import Testing
import VMLCore
import VMLParser

/// Hostile shapes that used to cost quadratic time read correctly at sizes where the quadratic
/// reading took tens of seconds (`vml-bench hostile` measures the scaling; tests never time).
@Suite struct HostileInputTests {
    @Test func manyStylesInTheSpecsUnescapedFormParse() throws {
        // Each style first fails the plain XML reading; that failure used to compute its line
        // and column from the start of the input: 39 s for 1 MB in a release build.
        let text = String(repeating: #"<T style="navigationTitle("Hi")"/>"#, count: 20_000)
        let document = try VMLParser().parse(text)
        #expect(document.nodes.count == 20_000)
        #expect(document.nodes.last == .element("T", style: [VMLModifier("navigationTitle", "Hi")]))
        let (mapped, map) = try VMLParser().parseWithSourceMap(text)
        #expect(mapped == document)
        #expect(map.location(of: VMLNodePath([.init("T", 19_999)])) == VMLSourceLocation(line: 1, column: 19_999 * 34 + 1))
    }
}
