import Plot
import VML

/// The DSL screen in Plot, with the same element names, attributes, styles and text, so both
/// libraries write the same bytes (Plot's XML layout, not VML's canonical one).
enum PlotScreen {
    typealias PlotNode = Plot.Node<XML.DocumentContext>

    static func element(_ name: String, _ attributes: [(String, String)], _ children: [PlotNode]) -> PlotNode {
        .element(named: name, nodes: attributes.map { .attribute(named: $0.0, value: $0.1) } + children)
    }

    static func row(_ index: Int) -> PlotNode {
        element(
            "HStack", [("spacing", "4"), ("style", "padding(8)")],
            [
                .selfClosedElement(
                    named: "Image",
                    attributes: [
                        .attribute(named: "systemName", value: "star.fill"),
                        .attribute(named: "style", value: "foregroundColor(.red), frame(width: 24, height: 24)"),
                    ]),
                element(
                    "Text",
                    [
                        (
                            "style",
                            "font(.system(size: 17, weight: .semibold)), padding(.horizontal, 12), background(.blue.opacity(0.5)), cornerRadius(8)"
                        )
                    ], [.text("Row \(index)")]),
                element("Text", [], [.text(index % 2 == 0 ? "On" : "Off")]),
                .selfClosedElement(named: "Spacer"),
            ])
    }

    static func make(rows: Int) -> PlotNode {
        let sections = stride(from: 0, to: rows, by: 10).map { start in
            element("VStack", [], (start..<min(start + 10, rows)).map(row))
        }
        return element("ScrollView", [], [element("LazyVStack", [("spacing", "0")], sections)])
    }
}
