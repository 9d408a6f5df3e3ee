/// SwiftUI's `TextInputAutocapitalization`: `.never`, `.words`, `.sentences`, `.characters`.
///
/// ```swift
/// VmlTextField("Name", text: $name).textInputAutocapitalization(.never)   // style="textInputAutocapitalization(.never)"
/// ```
public struct VmlTextInputAutocapitalization: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextInputAutocapitalization {
    /// `.never`
    public static var never: VmlTextInputAutocapitalization { VmlTextInputAutocapitalization(expression: .implicitMember("never")) }
    /// `.words`
    public static var words: VmlTextInputAutocapitalization { VmlTextInputAutocapitalization(expression: .implicitMember("words")) }
    /// `.sentences`
    public static var sentences: VmlTextInputAutocapitalization { VmlTextInputAutocapitalization(expression: .implicitMember("sentences")) }
    /// `.characters`
    public static var characters: VmlTextInputAutocapitalization {
        VmlTextInputAutocapitalization(expression: .implicitMember("characters"))
    }
}

extension VmlTextInputAutocapitalization {
    /// SwiftUI's `TextInputAutocapitalization(_:)` from a `UITextAutocapitalizationType`, refused at compile time.
    ///
    /// ```swift
    /// VmlTextInputAutocapitalization(type)
    /// // error: 'init(_:)' is unavailable: UITextAutocapitalizationType is UIKit's: write .never, .words, .sentences or .characters
    /// ```
    @available(*, unavailable, message: "UITextAutocapitalizationType is UIKit's: write .never, .words, .sentences or .characters")
    public init?(_ type: Any) {
        return nil
    }
}
