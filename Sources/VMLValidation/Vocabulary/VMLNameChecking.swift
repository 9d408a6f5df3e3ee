/// How the validator reports names that SwiftUI and the schema do not declare.
///
/// ```swift
/// VMLValidator(names: .strict, schema: schema).validate(document)
/// ```
public enum VMLNameChecking: String, Hashable, Sendable, CaseIterable, Codable {
    /// Names are not checked against SwiftUI.
    case off
    /// The default: misspellings are warnings. Unknown modifiers, members, arguments, and the
    /// attributes of SwiftUI's views near a declared one; an element name only when it is near
    /// a SwiftUI view (`VStak`), since other names are custom components.
    case standard
    /// Every name neither SwiftUI nor the schema declares is an error: custom elements,
    /// modifiers and attributes must be in the schema (`vml check --strict`).
    case strict
}
