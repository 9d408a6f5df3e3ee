/// What a content shape is for (SwiftUI's `ContentShapeKinds`), for `contentShape(_:_:eoFill:)`.
///
/// ```swift
/// try VmlContentShapeKinds.interaction.expression.canonicalText()   // .interaction
/// ```
public struct VmlContentShapeKinds: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.interaction, .dragPreview] as VmlContentShapeKinds).expression.canonicalText()   // [.interaction, .dragPreview]
    /// ```
    public init(arrayLiteral elements: VmlContentShapeKinds...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlContentShapeKinds {
    /// SwiftUI's `ContentShapeKinds.interaction`: `.interaction`.
    ///
    /// ```swift
    /// try VmlContentShapeKinds.interaction.expression.canonicalText()   // .interaction
    /// ```
    public static var interaction: VmlContentShapeKinds { VmlContentShapeKinds(expression: .implicitMember("interaction")) }

    /// SwiftUI's `ContentShapeKinds.dragPreview`: `.dragPreview`.
    ///
    /// ```swift
    /// try VmlContentShapeKinds.dragPreview.expression.canonicalText()   // .dragPreview
    /// ```
    public static var dragPreview: VmlContentShapeKinds { VmlContentShapeKinds(expression: .implicitMember("dragPreview")) }

    /// SwiftUI's `ContentShapeKinds.contextMenuPreview`: `.contextMenuPreview`.
    ///
    /// ```swift
    /// try VmlContentShapeKinds.contextMenuPreview.expression.canonicalText()   // .contextMenuPreview
    /// ```
    public static var contextMenuPreview: VmlContentShapeKinds { VmlContentShapeKinds(expression: .implicitMember("contextMenuPreview")) }

    /// SwiftUI's `ContentShapeKinds.hoverEffect`: `.hoverEffect`.
    ///
    /// ```swift
    /// try VmlContentShapeKinds.hoverEffect.expression.canonicalText()   // .hoverEffect
    /// ```
    public static var hoverEffect: VmlContentShapeKinds { VmlContentShapeKinds(expression: .implicitMember("hoverEffect")) }

    /// SwiftUI's `ContentShapeKinds.accessibility`: `.accessibility`.
    ///
    /// ```swift
    /// try VmlContentShapeKinds.accessibility.expression.canonicalText()   // .accessibility
    /// ```
    public static var accessibility: VmlContentShapeKinds { VmlContentShapeKinds(expression: .implicitMember("accessibility")) }
}

extension VmlContentShapeKinds {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlContentShapeKinds(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
