import VMLCore

/// How a symbol is drawn where it stands: its name with the variants `symbolVariant` adds (or
/// removes), and `symbolRenderingMode`, both read from the element and then its ancestors, as
/// SwiftUI's environment carries them down.
///
/// ```swift
/// // Image(systemName: "heart").symbolVariant(.circle.fill).symbolRenderingMode(.hierarchical)
/// SymbolStyle(name: "heart", variant: ["circle", "fill"], mode: .hierarchical).name   // "heart.circle.fill"
/// ```
struct SymbolStyle: Hashable, Sendable {
    /// SwiftUI's `SymbolRenderingMode`s, as the preview draws them.
    enum Mode: String, Hashable, Sendable {
        /// One color (the default).
        case monochrome
        /// The holding shape (a circle's disc) as a secondary layer, lighter.
        case hierarchical
        /// Each layer its own style: drawn as `hierarchical` (approximated).
        case palette
        /// The symbol's own colors: drawn as `monochrome` (approximated).
        case multicolor
    }

    /// The name drawn: as written, with `symbolVariant`'s shape and fill parts.
    var name: String
    /// The rendering mode.
    var mode: Mode

    /// `name` with `variant`'s members applied in SwiftUI's order (shape, then `slash`, then
    /// `fill`); `none` removes a `.fill` the name has.
    init(name: String, variant: [String] = [], mode: Mode = .monochrome) {
        var parts = name.split(separator: ".").map(String.init)
        if variant.contains("none") {
            parts.removeAll { $0 == "fill" }
        } else {
            let hasFill = parts.last == "fill"
            if hasFill { parts.removeLast() }
            for shape in ["circle", "square", "rectangle"] where variant.contains(shape) && !parts.contains(shape) {
                parts.append(shape)
            }
            if variant.contains("slash"), !parts.contains("slash") { parts.append("slash") }
            if hasFill || variant.contains("fill") { parts.append("fill") }
        }
        self.name = parts.joined(separator: ".")
        self.mode = mode
    }

    /// The symbol `name` as drawn at node `index`: the nearest `symbolVariant` and
    /// `symbolRenderingMode` on it or its ancestors; `filled` adds `.fill` (a tab bar's items).
    static func at(_ index: Int, in tree: PreviewTree, name: String, filled: Bool = false) -> SymbolStyle {
        var variant: [String]?
        var mode: Mode?
        var current = index
        while current >= 0, variant == nil || mode == nil {
            for modifier in tree[current].modifiers {
                guard let first = modifier.arguments.first?.value else { continue }
                if modifier.name == "symbolVariant", variant == nil { variant = memberChain(first) }
                if modifier.name == "symbolRenderingMode", mode == nil {
                    mode = ExpressionValues.memberName(first).flatMap(Mode.init(rawValue:))
                }
            }
            current = tree[current].parent
        }
        var chosen = variant ?? []
        if filled, !chosen.contains("none") { chosen.append("fill") }
        return SymbolStyle(name: name, variant: chosen, mode: mode ?? .monochrome)
    }

    /// The member names of `.circle.fill` (`["circle", "fill"]`), at most eight deep.
    static func memberChain(_ expression: VMLExpression) -> [String] {
        var names: [String] = []
        var current = expression
        for _ in 0..<8 {
            switch current {
            case .implicitMember(let name):
                return [name] + names.reversed()
            case .member(let member):
                names.append(member.name)
                current = member.base
            default:
                return names.reversed()
            }
        }
        return names.reversed()
    }
}
