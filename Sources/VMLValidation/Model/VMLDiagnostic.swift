import VMLCore
import VMLParser

/// One problem the validator found: how bad it is, a stable code, what to do, and where.
///
/// ```swift
/// let diagnostics = VMLValidator().validate(document, sourceMap: map)
/// for diagnostic in diagnostics {
///     print(diagnostic.formatted(file: "home.vml"))
///     // home.vml:3:5: warning: … [missing-slot]
/// }
/// ```
public struct VMLDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
        /// A client logs it and carries on; SwiftUI defaults apply.
        case warning
        /// The markup is invalid VML.
        case error

        /// Warnings order before errors.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// The stable code, such as `missing-slot`; tools match on it, never on the message.
    public var code: Code
    /// What is wrong and what to do about it.
    ///
    /// Always one line: whatever is assigned passes through ``VMLDisplayText/message(_:)``, so
    /// names and values from the input show control, bidirectional and invisible characters as
    /// `\u{…}`, and a message is at most ``VMLDisplayText/maximumMessageLength`` characters.
    public var message: String {
        didSet { message = VMLDisplayText.message(message) }
    }
    /// The node the problem is about, like `List[2] > ToolbarItem[1]` (index = position among
    /// the parent's children in the tree as given).
    public var path: VMLNodePath
    /// Where in the source text, when the tree was parsed with a source map: the element's `<`,
    /// or the attribute's name for a problem with one attribute.
    public var location: VMLSourceLocation?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ code: Code,
        _ message: String,
        path: VMLNodePath,
        location: VMLSourceLocation? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = VMLDisplayText.message(message)
        self.path = path
        self.location = location
    }

    /// Whether this is an error (not a warning).
    public var isError: Bool { severity == .error }

    /// `List[0] > ToolbarItem[1]: warning: MESSAGE [code]`, one line (the path's names are shown
    /// like the message's).
    public var description: String {
        "\(VMLDisplayText.escaped(path.description)): \(severity.rawValue): \(message) [\(code)]"
    }
}

extension VMLDiagnostic {
    /// A diagnostic's stable code. Codes never change once published; messages may.
    ///
    /// ```swift
    /// diagnostics.filter { $0.code == .missingSlot }
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code as written in output, such as `missing-slot`.
        public var rawValue: String

        /// Creates a code from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a code from a string literal.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// The code's text.
        public var description: String { rawValue }

        /// A `:name` symbol in an element's style that no immediate child declares with `template="name"`.
        public static let missingSlot: Code = "missing-slot"
        /// An immediate child's template that no symbol in the parent's style and no slot of the parent accepts.
        public static let unmatchedTemplate: Code = "unmatched-template"
        /// Several immediate children for one single-valued slot; all but the first are ignored.
        public static let duplicateTemplate: Code = "duplicate-template"
        /// One template name referenced by more than one slot of the same element.
        public static let templateReuse: Code = "template-reuse"
        /// A templated element that is not an immediate child of the element that references it.
        public static let nestedTemplate: Code = "nested-template"
        /// Unlabeled children of a default slot that an explicit template for that slot overrides.
        public static let ignoredDefaultContent: Code = "ignored-default-content"
        /// `attr(name)` without fallback where the element has no such attribute (or an empty one).
        public static let attrMissing: Code = "attr-missing"
        /// An attribute value, or a fallback, that does not fit the `attr(…)` binding's declared type.
        public static let attrCoercion: Code = "attr-coercion"
        /// An attribute value written as `attr(…)`, which is only valid inside `style`.
        public static let attrOutsideStyle: Code = "attr-outside-style"
        /// An attribute value that is a template symbol such as `:detail`, which is only valid inside `style`.
        public static let symbolOutsideStyle: Code = "symbol-outside-style"
        /// An element, attribute, template or style name that is not allowed.
        public static let invalidName: Code = "invalid-name"
        /// A modifier that neither SwiftUI nor the schema declares: `paddding(8)`.
        public static let unknownModifier: Code = "unknown-modifier"
        /// A member the expected type lacks: `.titel` where a `Font` is expected.
        public static let unknownMember: Code = "unknown-member"
        /// Arguments no overload takes: an unknown label, one too many, or a value of the wrong kind (`font(12)`).
        public static let invalidArgument: Code = "invalid-argument"
        /// An element name that is not a SwiftUI view: near one (`VStak`), or, checked strictly, any not in the schema.
        public static let unknownElement: Code = "unknown-element"
        /// An attribute the element's initializers and the schema do not declare: `isOnn` on `Toggle`.
        public static let unknownAttribute: Code = "unknown-attribute"
        /// An attribute value that the view's initializers do not take for that label:
        /// `spacing="eight"` on `VStack`, whose `spacing` is a number.
        public static let invalidAttributeValue: Code = "invalid-attribute-value"
        /// A SwiftUI declaration that needs a newer iOS than the target (`vml check --target ios16`,
        /// ``VMLValidator/target``): `ContentUnavailableView` needs iOS 17.0.
        public static let newerThanTarget: Code = "newer-than-target"
        /// Text that could not be parsed (a ``VMLParseError``, reported by `vml`, not by the
        /// validator): the parser's code, `VMLParseError.Code.parseError`.
        public static let parseError = Code(rawValue: VMLParseError.Code.parseError.rawValue)
        /// Input past one of the parser's limits (a ``VMLParseError``, reported by `vml`, not by
        /// the validator): the parser's code, `VMLParseError.Code.limitExceeded`.
        public static let limitExceeded = Code(rawValue: VMLParseError.Code.limitExceeded.rawValue)
        /// A trailing comma in a style (`style="padding(8),"`): the parser reads it and the
        /// canonical form drops it, but it often marks a modifier left out. Found in text, by
        /// ``VMLValidator/check(_:parser:)`` (a tree does not keep it), from the parser's
        /// ``VMLParseNote``.
        public static let trailingComma: Code = "trailing-comma"
        /// The last diagnostic of a run that stopped recording at the validator's
        /// `maximumDiagnostics`; it says how many there were.
        public static let tooManyDiagnostics: Code = "too-many-diagnostics"

        /// The codes ``VMLValidator/check(_:parser:)`` adds from the text, which a tree does not
        /// keep, after the validator's in `Docs/Diagnostics.md`.
        ///
        /// ```swift
        /// VMLDiagnostic.Code.textCodes   // [trailing-comma]
        /// ```
        public static let textCodes: [Code] = [.trailingComma]

        /// Every code the validator reports, in the order `Docs/Diagnostics.md` lists them.
        public static let validatorCodes: [Code] = [
            .missingSlot, .unmatchedTemplate, .duplicateTemplate, .templateReuse, .nestedTemplate,
            .ignoredDefaultContent, .attrMissing, .attrCoercion, .attrOutsideStyle, .symbolOutsideStyle,
            .invalidName, .unknownModifier, .unknownMember, .invalidArgument, .unknownElement, .unknownAttribute,
            .invalidAttributeValue, .newerThanTarget,
        ]
    }
}
