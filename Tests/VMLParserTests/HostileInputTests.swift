import Testing
import VMLCore
import VMLParser

/// Hostile shapes that used to cost quadratic time: each must now parse well within a bound
/// that the quadratic reading exceeded many times over (even in a release build), while the
/// linear reading stays far below it in a debug build.
@Suite struct HostileInputTests {
    /// The wall-clock seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let elapsed = try ContinuousClock().measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The bound, in seconds, for inputs below a megabyte.
    static let bound = 5.0

    @Test func manyStylesInTheSpecsUnescapedFormParseInLinearTime() throws {
        // Each style first fails the plain XML reading; that failure used to compute its line
        // and column from the start of the input: 39 s for 1 MB in a release build.
        let text = String(repeating: #"<T style="navigationTitle("Hi")"/>"#, count: 20_000)
        var count = 0
        let parseTime = try Self.seconds { count = try VMLParser().parse(text).nodes.count }
        #expect(count == 20_000)
        #expect(parseTime < Self.bound)
        let mapTime = try Self.seconds { count = try VMLParser().parseWithSourceMap(text).sourceMap.elements.count }
        #expect(count == 20_000)
        #expect(mapTime < Self.bound)
    }
}
