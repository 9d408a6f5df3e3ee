/// SwiftUI's `UIKeyboardType`: `.default`, `.asciiCapable`, `.numbersAndPunctuation`, `.URL`, ….
///
/// ```swift
/// VmlTextField("Email", text: $email).keyboardType(.emailAddress)   // style="keyboardType(.emailAddress)"
/// ```
public struct VmlKeyboardType: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlKeyboardType {
    /// `.default`
    public static var `default`: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("default")) }
    /// `.asciiCapable`
    public static var asciiCapable: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("asciiCapable")) }
    /// `.numbersAndPunctuation`
    public static var numbersAndPunctuation: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("numbersAndPunctuation")) }
    /// `.URL`
    public static var URL: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("URL")) }
    /// `.numberPad`
    public static var numberPad: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("numberPad")) }
    /// `.phonePad`
    public static var phonePad: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("phonePad")) }
    /// `.namePhonePad`
    public static var namePhonePad: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("namePhonePad")) }
    /// `.emailAddress`
    public static var emailAddress: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("emailAddress")) }
    /// `.decimalPad`
    public static var decimalPad: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("decimalPad")) }
    /// `.twitter`
    public static var twitter: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("twitter")) }
    /// `.webSearch`
    public static var webSearch: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("webSearch")) }
    /// `.asciiCapableNumberPad`
    public static var asciiCapableNumberPad: VmlKeyboardType { VmlKeyboardType(expression: .implicitMember("asciiCapableNumberPad")) }
}
