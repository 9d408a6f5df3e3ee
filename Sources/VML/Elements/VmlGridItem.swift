/// A column or row of a lazy grid (SwiftUI's `GridItem`), written into the grid's `columns` or
/// `rows` attribute in Swift syntax: `[GridItem(.flexible()), GridItem(.fixed(80))]`.
public struct VmlGridItem: Hashable, Sendable {
    /// How the item is sized (SwiftUI's `GridItem.Size`).
    public enum Size: Hashable, Sendable {
        /// `.fixed(width)`
        case fixed(Double)
        /// `.flexible(minimum:maximum:)`; `nil` bounds are not written.
        case flexible(minimum: Double? = nil, maximum: Double? = nil)
        /// `.adaptive(minimum:maximum:)`
        case adaptive(minimum: Double, maximum: Double? = nil)
    }

    /// The size.
    public var size: Size
    /// The spacing after the item, if not the default.
    public var spacing: Double?

    /// Creates a grid item; SwiftUI's default size is `.flexible()`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }

    /// `GridItem(.flexible(), spacing: 8)` as an expression, written by the core's writer.
    var expression: VMLExpression {
        let size: VMLExpression
        switch self.size {
        case .fixed(let width):
            size = .member("fixed", VMLArgument(.number(width)))
        case .flexible(let minimum, let maximum):
            size = Self.call("flexible", [("minimum", minimum), ("maximum", maximum)])
        case .adaptive(let minimum, let maximum):
            size = Self.call("adaptive", [("minimum", minimum), ("maximum", maximum)])
        }
        var arguments = [VMLArgument(size)]
        if let spacing { arguments.append(VMLArgument("spacing", .number(spacing))) }
        return .call(.identifier("GridItem"), arguments)
    }

    /// `.name(label: value, …)` with the values that are given.
    private static func call(_ name: String, _ pairs: [(String, Double?)]) -> VMLExpression {
        .call(.implicitMember(name), pairs.compactMap { label, value in value.map { VMLArgument(label, .number($0)) } })
    }
}
