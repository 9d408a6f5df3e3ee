/// A tree that cannot be written as valid VML: a bad name, a number that is not finite, and so on;
/// or, rendering for a client that fails on what its iOS lacks, a declaration newer than it.
///
/// The serializer throws it before writing the offending node, and the caller's buffer is
/// left as it was before the call.
///
/// ```text
/// VStack[0] > Sta r[2]: invalid element name "Sta r": …
/// VStack[0] > Button[1]: glassEffect(_:in:) needs iOS 26.0; the client is iOS 17.4
/// ```
public struct VMLSerializationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// An element name that is not an identifier or dotted path of identifiers.
        case invalidElementName(String)
        /// An attribute name outside `[A-Za-z_][A-Za-z0-9_.:-]*`, or `style`.
        case invalidAttributeName(String)
        /// A `template` attribute whose value is not an identifier.
        case invalidTemplateName(String)
        /// A name inside the style (modifier, label, member, symbol, `attr` name) that is not an
        /// identifier, or is `true`, `false` or `nil` where a name is expected.
        case invalidStyleName(String)
        /// NaN or an infinity.
        case nonFiniteNumber(Double)
        /// Hex digits that are not six or eight hex digits.
        case invalidHexColor(String)
        /// An expression with no text that reads back as itself, such as a member of a number.
        case unwritableExpression(String)
        /// A modifier named `attr`: its text would read as a binding, which is no modifier
        /// (``VMLAttrBinding/notAModifier(_:)``).
        case modifierNamedAttr
        /// An element nested deeper than the serializer's `maximumDepth`.
        case tooDeep(limit: Int)
        /// Output longer than the serializer's `maximumOutputBytes`.
        case outputTooLarge(limit: Int)
        /// A SwiftUI declaration newer than the client the render is for, with no fallback written
        /// (`VmlRenderContext`'s `newerDeclarations` is `.fail`): what it is (`glassEffect(_:in:)`,
        /// `ContentUnavailableView`, `.borderedProminent`), the iOS it needs (`nil`: none has it) and
        /// the client's. (Held in a box, `indirect`, so the error every writer function may throw
        /// stays the size of its other reasons: a larger one cost the render 5% more instructions.)
        indirect case newerThanClient(declaration: String, introduced: VMLOSVersion?, client: VMLOSVersion)
    }

    /// Where in the document the problem is.
    public var path: VMLNodePath
    /// What the problem is.
    public var reason: Reason

    /// Creates an error.
    public init(path: VMLNodePath = VMLNodePath(), reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `VStack[0] > Text[2]: invalid attribute name "a\"b": …`, one line: the path's names are
    /// shown like the message's (``VMLDisplayText``).
    public var description: String {
        "\(VMLDisplayText.escaped(path.description)): \(message)"
    }

    /// The message without the path: one line, with control, bidirectional and invisible
    /// characters written as `\u{…}` (``VMLDisplayText/message(_:)``).
    public var message: String {
        VMLDisplayText.message(text)
    }

    /// The message as written, before ``VMLDisplayText`` makes it safe to show.
    private var text: String {
        switch reason {
        case .invalidElementName(let name): VMLNameRule.elementName.violation(by: name)
        case .invalidAttributeName(let name): VMLNameRule.attributeName.violation(by: name)
        case .invalidTemplateName(let name): VMLNameRule.templateName.violation(by: name)
        case .invalidStyleName(let name): VMLNameRule.styleName.violation(by: name)
        case .nonFiniteNumber(let value):
            "the number \(value) has no VML form: use a finite number (SwiftUI's .infinity is the member .infinity)"
        case .invalidHexColor(let digits):
            "invalid hex color \(quoted("#" + digits)): write six or eight hex digits, #rrggbb or #rrggbbaa"
        case .unwritableExpression(let what):
            "cannot write \(what) in a style"
        case .modifierNamedAttr:
            VMLAttrBinding.notAModifier("attr(…)")
        case .tooDeep(let limit):
            "elements nest more than \(limit) deep (the serializer's maximumDepth option)"
        case .outputTooLarge(let limit):
            "the output passed \(limit) bytes (the serializer's maximumOutputBytes option)"
        case .newerThanClient(let declaration, let introduced, let client):
            VMLOSVersion.requirementMessage(declaration: declaration, introduced: introduced, client: client)
        }
    }

    private func quoted(_ name: String) -> String { VMLNameRule.quoted(name) }
}
