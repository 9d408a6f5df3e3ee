/// One of VML's name rules, with the one wording every layer uses to explain a name that breaks it:
/// the serializer, the parser and the validator all report a bad name through ``violation(by:)``.
///
/// ```swift
/// VMLNameRule.templateName.violation(by: "a b")
/// // invalid template name "a b": a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)
/// VMLNameRule.elementName.isValid("Gauge.Label")   // true
/// ```
public enum VMLNameRule: Sendable, Hashable, CaseIterable {
    /// Element names: identifiers joined by dots (`Text`, `Gauge.Label`). See ``VMLName/isElementName(_:)``.
    case elementName
    /// Attribute names (`systemName`, `phx-click`, `xlink:href`), never `style`. See ``VMLName/isAttributeName(_:)``.
    case attributeName
    /// The value of `template="…"`: an identifier. See ``VMLName/isIdentifier(_:)``.
    case templateName
    /// Names inside a style (modifiers, labels, members, symbols, `attr(…)` names): identifiers other
    /// than `true`, `false` and `nil`. See ``VMLName/isStyleName(_:)``.
    case styleName

    /// Whether `name` meets this rule.
    ///
    /// ```swift
    /// VMLNameRule.styleName.isValid("nil")   // false
    /// ```
    public func isValid(_ name: String) -> Bool {
        switch self {
        case .elementName: VMLName.isElementName(name)
        case .attributeName: VMLName.isAttributeName(name)
        case .templateName: VMLName.isIdentifier(name)
        case .styleName: VMLName.isStyleName(name)
        }
    }

    /// The rule in words: what a valid name looks like.
    ///
    /// ```swift
    /// VMLNameRule.templateName.explanation
    /// // a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)
    /// ```
    public var explanation: String {
        switch self {
        case .elementName:
            "an element name is an identifier ([A-Za-z_][A-Za-z0-9_]*) or a dotted path of identifiers such as Gauge.Label"
        case .attributeName:
            "an attribute name starts with a letter or '_' and continues with letters, digits, '_', '-', ':' or '.'"
        case .templateName:
            "a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)"
        case .styleName:
            "modifiers, labels, members, symbols and attr(…) names are identifiers ([A-Za-z_][A-Za-z0-9_]*), and not true, false or nil"
        }
    }

    /// The one-line message for `name`, which breaks this rule: the name quoted with Swift's string
    /// escapes, then the rule, or what to write instead where a common mistake has a known fix
    /// (an attribute named `style`, a template name written with its colon).
    ///
    /// ```swift
    /// VMLNameRule.attributeName.violation(by: "style")
    /// // an attribute named "style": set the element's style (its modifiers) instead
    /// VMLNameRule.templateName.violation(by: ":bg")
    /// // invalid template name ":bg": write it without the colon, template="bg", and keep :bg in the parent's style
    /// ```
    public func violation(by name: String) -> String {
        switch self {
        case .elementName:
            return "invalid element name \(Self.quoted(name)): \(explanation)"
        case .attributeName:
            if name == "style" {
                return "an attribute named \"style\": set the element's style (its modifiers) instead"
            }
            return "invalid attribute name \(Self.quoted(name)): \(explanation)"
        case .templateName:
            if name.hasPrefix(":"), VMLName.isIdentifier(String(name.dropFirst())) {
                let bare = String(name.dropFirst())
                return "invalid template name \(Self.quoted(name)): write it without the colon, template=\"\(bare)\", "
                    + "and keep :\(bare) in the parent's style"
            }
            return "invalid template name \(Self.quoted(name)): \(explanation)"
        case .styleName:
            return "invalid name \(Self.quoted(name)) in style: \(explanation)"
        }
    }

    /// `name` in double quotes, with Swift's string escapes for quotes, backslashes and controls.
    static func quoted(_ name: String) -> String {
        "\"" + name.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
    }
}
