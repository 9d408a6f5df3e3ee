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

    /// The first of the item's numbers that is NaN or infinite, if any (it has no VML form).
    var nonFiniteNumber: Double? {
        let numbers: [Double?]
        switch size {
        case .fixed(let width): numbers = [width, spacing]
        case .flexible(let minimum, let maximum): numbers = [minimum, maximum, spacing]
        case .adaptive(let minimum, let maximum): numbers = [minimum, maximum, spacing]
        }
        return numbers.lazy.compactMap { $0 }.first { !$0.isFinite }
    }

    /// `GridItem(.flexible(), spacing: 8)`
    var text: String {
        var sizeText: String
        switch size {
        case .fixed(let width):
            sizeText = ".fixed(\(Self.number(width)))"
        case .flexible(let minimum, let maximum):
            sizeText = ".flexible(" + Self.labeled([("minimum", minimum), ("maximum", maximum)]) + ")"
        case .adaptive(let minimum, let maximum):
            sizeText = ".adaptive(" + Self.labeled([("minimum", minimum), ("maximum", maximum)]) + ")"
        }
        if let spacing { sizeText += ", spacing: \(Self.number(spacing))" }
        return "GridItem(\(sizeText))"
    }

    /// `[GridItem(…), GridItem(…)]`
    static func text(of items: [VmlGridItem]) -> String {
        "[" + items.map(\.text).joined(separator: ", ") + "]"
    }

    private static func number(_ value: Double) -> String {
        CanonicalNumber.text(value) ?? value.description
    }

    private static func labeled(_ pairs: [(String, Double?)]) -> String {
        pairs.compactMap { label, value in value.map { "\(label): \(number($0))" } }.joined(separator: ", ")
    }
}
