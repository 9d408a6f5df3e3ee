import Testing
import VML
import VMLTestSupport

/// SwiftUI code passes variables, not only literals: plain Swift values are modifier arguments.
@Suite struct SwiftValueArgumentTests {
    @Test func variablesPortUnchanged() throws {
        let alpha = 0.25
        let width: Double = 120
        let count = 3
        let isLocked = true
        let title = "Inbox \"new\""
        let view = VmlText("a")
            .opacity(alpha)
            .frame(width: width, height: .attr("h", .number, fallback: 40))
            .padding(count)
            .disabled(isLocked)
            .navigationTitle(title)
            .font(.system(size: width / 10))
        #expect(
            try view.renderVML(.compact)
                == #"<Text style="opacity(0.25), frame(width: 120, height: attr(h type(&lt;number&gt;), 40)), padding(3), disabled(true), navigationTitle(&quot;Inbox \&quot;new\&quot;&quot;), font(.system(size: 12))">a</Text>"#
        )
    }

    static let numbers: [ValueCase<Double>] = [ValueCase(0.5), ValueCase(1), ValueCase(1e-7), ValueCase(-0.0)]

    @Test(arguments: numbers)
    func numbersUseTheCanonicalForm(_ row: ValueCase<Double>) throws {
        let value = row.value
        let expected = "<Text style=\"opacity(\(CanonicalNumber.text(value) ?? ""))\">a</Text>"
        #expect(try VmlText("a").opacity(value).renderVML(.compact) == expected, sourceLocation: row.sourceLocation)
    }
}
