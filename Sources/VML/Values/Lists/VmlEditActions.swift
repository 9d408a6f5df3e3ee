/// SwiftUI's `EditActions`: the edits (delete, move) a `List` or `ForEach` over a binding lets the
/// user make on the client; accepted and not written.
///
/// ```swift
/// VmlList($items, editActions: [.delete, .move]) { $item in VmlText(item.title) }
/// ```
public struct VmlEditActions<Data>: Hashable, Sendable, ExpressibleByArrayLiteral {
    let rawValue: Int

    /// The edits whose raw value is `rawValue` (1 delete, 2 move).
    ///
    /// ```swift
    /// VmlEditActions<[String]>(rawValue: 3)   // .all
    /// ```
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The union of `elements`: `[.delete, .move]`.
    ///
    /// ```swift
    /// let actions: VmlEditActions<[String]> = [.delete, .move]   // .all
    /// ```
    public init(arrayLiteral elements: VmlEditActions...) {
        self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
    }

    /// Every edit: delete and move.
    ///
    /// ```swift
    /// VmlForEach($items, editActions: .all) { $item in VmlText(item.title) }
    /// ```
    public static var all: VmlEditActions { VmlEditActions(rawValue: 3) }

    /// Deleting rows.
    ///
    /// ```swift
    /// VmlForEach($items, editActions: .delete) { $item in VmlText(item.title) }
    /// ```
    public static var delete: VmlEditActions { VmlEditActions(rawValue: 1) }

    /// Moving rows.
    ///
    /// ```swift
    /// VmlForEach($items, editActions: .move) { $item in VmlText(item.title) }
    /// ```
    public static var move: VmlEditActions { VmlEditActions(rawValue: 2) }
}
