/// What the repository's catalog of SwiftUI's API declares, as the validator reads it.
///
/// ```swift
/// VMLSwiftUIAPI.declaresView("VStack")       // true
/// VMLSwiftUIAPI.declaresModifier("paddding") // false
/// ```
public enum VMLSwiftUIAPI {
    /// Whether SwiftUI declares a view of this name (or the DSL writes an element of it).
    public static func declaresView(_ name: String) -> Bool {
        SwiftUIVocabulary.shared.isElement(name)
    }

    /// Whether SwiftUI declares a modifier of this name (or the DSL writes it).
    public static func declaresModifier(_ name: String) -> Bool {
        SwiftUIVocabulary.shared.isModifier(name)
    }

    /// The argument labels of each overload of a modifier the DSL renders as SwiftUI spells it
    /// (`nil` for an unlabeled argument), for `vml swift`.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.renderedOverloads(ofModifier: "frame").contains([ "width", "height", "alignment"])   // true
    /// ```
    @_spi(VMLInternals) public static func renderedOverloads(ofModifier name: String) -> [[String?]] {
        (SwiftUIVocabulary.shared.modifiers[name] ?? []).filter(\.rendersInDSL).map { $0.parameters.map(\.label) }
    }
}
