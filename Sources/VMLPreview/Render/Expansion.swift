import VMLCore

/// The directions a view grows into when its parent offers more room, as SwiftUI sizes it: a
/// shape, a color, a `List` or a `frame(maxWidth: .infinity)` takes all it is offered, a `Text`
/// only what it needs, and a stack grows where one of its children does. The page's stylesheet
/// turns the flags (classes `grow-x` and `grow-y`) into flex growth.
///
/// ```swift
/// Expansion.growing(element: "Rectangle", parent: "VStack")   // [.horizontal, .vertical]
/// Expansion.growing(element: "Spacer", parent: "HStack")      // [.horizontal]
/// ```
struct Expansion: OptionSet, Hashable {
    let rawValue: UInt8

    /// Takes the width it is offered.
    static let horizontal = Expansion(rawValue: 1)
    /// Takes the height it is offered.
    static let vertical = Expansion(rawValue: 2)

    /// The classes the page's stylesheet reads: ` grow-x`, ` grow-y`, both or none.
    var classes: String {
        (contains(.horizontal) ? " grow-x" : "") + (contains(.vertical) ? " grow-y" : "")
    }

    /// How an element of this name grows by itself (not counting its children), in `parent`.
    static func growing(element name: String, parent: String) -> Expansion {
        switch name {
        case "Spacer":
            switch parent {
            case "HStack", "LazyHStack", "GridRow": return .horizontal
            case "VStack", "LazyVStack": return .vertical
            default: return [.horizontal, .vertical]
            }
        case "Divider":
            return parent == "HStack" || parent == "LazyHStack" ? .vertical : .horizontal
        case "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape",
            "UnevenRoundedRectangle", "List", "Form", "ScrollView", "NavigationStack", "NavigationView",
            "NavigationSplitView", "TabView", "Table", "TextEditor", "ContentUnavailableView":
            return [.horizontal, .vertical]
        case "TextField", "SecureField", "Slider", "LabeledContent", "DatePicker", "Stepper", "Gauge",
            "LazyVGrid", "Grid", "GroupBox", "DisclosureGroup", "ColorPicker", "MultiDatePicker":
            return .horizontal
        case "LazyHGrid":
            return .vertical
        default:
            return []
        }
    }

    /// Whether an element of this name grows where its children grow.
    static func followsChildren(_ name: String) -> Bool {
        switch name {
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "GroupBox", "Section", "ViewThatFits",
            "Button", "NavigationLink", "Link", "GridRow", "DisclosureGroup", "ControlGroup", "Label":
            return true
        default:
            return false
        }
    }

    /// The entry's expansion before and after its modifiers (its children's are known).
    static func of(_ entry: PreviewTree.Entry, in tree: PreviewTree) -> (content: Expansion, outer: Expansion) {
        guard let element = entry.element else { return ([], []) }
        let parent = entry.parent < 0 ? "" : tree[entry.parent].name
        var content = growing(element: element.name, parent: parent).union(ControlDrawing.growth(of: entry, in: tree))
        if followsChildren(element.name) {
            for child in entry.children where tree[child].template == nil {
                content.formUnion(tree[child].expansion)
            }
        }
        var outer = content
        for modifier in entry.modifiers {
            outer = applying(modifier, to: outer)
        }
        return (content, outer)
    }

    /// How one modifier changes a view's growth.
    static func applying(_ modifier: VMLModifier, to expansion: Expansion) -> Expansion {
        var result = expansion
        switch modifier.name {
        case "frame":
            for argument in modifier.arguments {
                switch (argument.label, argument.value) {
                case ("width", let value) where value != .null: result.remove(.horizontal)
                case ("height", let value) where value != .null: result.remove(.vertical)
                case ("maxWidth", let value) where ExpressionValues.isInfinity(value):
                    result.insert(.horizontal)
                case ("maxHeight", let value) where ExpressionValues.isInfinity(value):
                    result.insert(.vertical)
                default: break
                }
            }
        case "fixedSize":
            if modifier.arguments.isEmpty { return [] }
            for argument in modifier.arguments where argument.value == .boolean(true) {
                if argument.label == "horizontal" { result.remove(.horizontal) }
                if argument.label == "vertical" { result.remove(.vertical) }
            }
        case "resizable", "position":
            result = [.horizontal, .vertical]
        case "aspectRatio", "scaledToFit", "scaledToFill":
            break
        default:
            break
        }
        return result
    }
}
