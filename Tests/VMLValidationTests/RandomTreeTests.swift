import Testing
import VMLCore
import VMLValidation

/// A small seeded generator (SplitMix64), so failures reproduce.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random trees drawn from names, templates, symbols and bindings that make every rule fire.
private struct TreeMaker {
    var random: SeededGenerator
    let names = ["VStack", "Text", "Button", "Label", "Section", "List", "Card", "Sta r", "NavigationLink", "VStak", "Toggle"]
    let templates = ["bg", "ov", "toolbar", "label", "title", "header", ":bg", ""]
    let values = ["", "12", "45deg", ".blue", "attr(x)", ":detail", "true", "https://a.b", "x y"]

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    mutating func node(depth: Int) -> VMLNode {
        if depth > 5 || Int.random(in: 0..<6, using: &random) == 0 { return .text(pick(["Hi", " ", ""])) }
        var element = VMLNode.Element(pick(names))
        if Bool.random(using: &random) { element[attribute: "template"] = pick(templates) }
        for name in ["x", "w", "a\"b", "isOnn", "spacing"] where Int.random(in: 0..<3, using: &random) == 0 {
            element[attribute: name] = pick(values)
        }
        for _ in 0..<Int.random(in: 0..<3, using: &random) {
            let modifier = pick(["background", "overlay", "toolbar", "frame", "padding", "paddding", "font"])
            let label: String? = pick(["content", nil, "nil"])
            let value: VMLExpression = pick([
                .symbol(pick(templates.filter { VMLName.isIdentifier($0) })),
                .attr(
                    VMLAttrBinding(
                        pick(["x", "w"]), type: pick(VMLAttrType.allCases + [nil]), fallback: pick([nil, 1, "s", .member("blue")]))),
                .number(8),
                .member("titel"),
            ])
            element.style.modifiers.append(VMLModifier(modifier, VMLArgument(label, value)))
        }
        for _ in 0..<Int.random(in: 0..<4, using: &random) {
            element.children.append(node(depth: depth + 1))
        }
        return .element(element)
    }
}

/// The node a path names, or `nil` when the path does not resolve in the tree.
private func node(at path: VMLNodePath, in document: VMLDocument) -> VMLNode? {
    var nodes = document.nodes
    var found: VMLNode?
    for step in path.steps {
        guard step.index < nodes.count else { return nil }
        let node = nodes[step.index]
        switch node {
        case .element(let element) where element.name == step.name: nodes = element.children
        case .text where step.name == "#text": nodes = []
        default: return nil
        }
        found = node
    }
    return found
}

@Test(arguments: 0..<40)
func everyDiagnosticPathNamesANodeOfTheInput(seed: Int) {
    var maker = TreeMaker(random: SeededGenerator(state: UInt64(seed)))
    let document = VMLDocument((0..<3).map { _ in maker.node(depth: 0) })
    let diagnostics = VMLValidator().validate(document)
    for diagnostic in diagnostics {
        #expect(node(at: diagnostic.path, in: document) != nil, "\(diagnostic)")
        #expect(!diagnostic.message.isEmpty)
    }
    // Same input, same output: the validator is deterministic.
    #expect(VMLValidator().validate(document) == diagnostics)
}

@Test func theRandomTreesReachEveryCode() {
    var seen: Set<VMLDiagnostic.Code> = []
    for seed in 0..<40 {
        var maker = TreeMaker(random: SeededGenerator(state: UInt64(seed)))
        let document = VMLDocument((0..<3).map { _ in maker.node(depth: 0) })
        seen.formUnion(VMLValidator().validate(document).map(\.code))
        // Checked for SwiftUI's first iOS, what any later one added is newer than the target.
        seen.formUnion(VMLValidator(target: .iOS(13)).validate(document).map(\.code))
    }
    #expect(seen == Set(VMLDiagnostic.Code.validatorCodes))
}
