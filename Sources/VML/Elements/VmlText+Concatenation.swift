extension VmlText {
    /// SwiftUI's `Text + Text`: one `Text` whose children are the parts, each keeping its own
    /// modifiers (as LiveView Native writes concatenation).
    ///
    /// ```swift
    /// VmlText("Hello, ") + VmlText("World").bold()
    /// // <Text><Text>Hello, </Text><Text style="bold()">World</Text></Text>
    /// ```
    public static func + (lhs: VmlText, rhs: VmlText) -> VmlText {
        concatenation(lhs.partNodes, lhs.text, rhs.partNodes, rhs.text)
    }

    /// A text, then a modified text: `VmlText("a") + VmlText("b").bold()`.
    public static func + (lhs: VmlText, rhs: VmlContent) -> VmlText {
        concatenation(lhs.partNodes, lhs.text, rhs.nodes, rhs.plainText)
    }

    /// A modified text, then a text: `VmlText("a").bold() + VmlText("b")`.
    public static func + (lhs: VmlContent, rhs: VmlText) -> VmlText {
        concatenation(lhs.nodes, lhs.plainText, rhs.partNodes, rhs.text)
    }

    /// The nodes this text contributes to a concatenation: its parts, or itself.
    private var partNodes: [VMLNode] {
        parts.isEmpty ? body.nodes : parts
    }

    static func concatenation(_ left: [VMLNode], _ leftText: String, _ right: [VMLNode], _ rightText: String) -> VmlText {
        var result = VmlText(leftText + rightText)
        result.parts = left + right
        return result
    }
}

extension VmlContent {
    /// Two modified texts, as SwiftUI's `Text + Text`: `VmlText("a").bold() + VmlText("b").italic()`
    /// → `<Text><Text style="bold()">a</Text><Text style="italic()">b</Text></Text>`.
    public static func + (lhs: VmlContent, rhs: VmlContent) -> VmlText {
        VmlText.concatenation(lhs.nodes, lhs.plainText, rhs.nodes, rhs.plainText)
    }

    /// The text of the content's text nodes, at any depth, joined.
    var plainText: String {
        var text = ""
        func collect(_ nodes: [VMLNode]) {
            for node in nodes {
                switch node {
                case .text(let string): text += string
                case .element(let element): collect(element.children)
                }
            }
        }
        collect(nodes)
        return text
    }
}
