import VMLCore

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

    /// The elements the DSL writes, sorted (what the preview's coverage table lists).
    ///
    /// ```swift
    /// VMLSwiftUIAPI.dslElementNames.contains("VStack")   // true
    /// ```
    @_spi(VMLInternals) public static var dslElementNames: [String] {
        SwiftUIVocabulary.shared.dslElements.keys.sorted()
    }

    /// The modifiers the DSL writes, sorted: SwiftUI's that it renders, and its own names.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.dslModifierNames.contains("padding")   // true
    /// ```
    @_spi(VMLInternals) public static var dslModifierNames: [String] {
        SwiftUIVocabulary.shared.renderedModifiers.union(SwiftUIVocabulary.shared.dslModifiers).sorted()
    }

    /// Whether `vml check` finds the modifier's arguments fit one of SwiftUI's overloads, with
    /// every member it can look up declared (`padding(.horizantal, 8)` does not), for `vml swift`:
    /// a number outside its documented range (`opacity(-0.25)`) fits.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.argumentsFit(VMLModifier("font", [VMLArgument(.implicitMember("title"))]))   // true
    /// VMLSwiftUIAPI.argumentsFit(VMLModifier("font", [VMLArgument(.implicitMember("titel"))]))   // false
    /// ```
    @_spi(VMLInternals) public static func argumentsFit(_ modifier: VMLModifier) -> Bool {
        guard let overloads = SwiftUIVocabulary.shared.modifiers[modifier.name] else { return false }
        let problem = ArgumentChecker(vocabulary: .shared).problem(
            calling: modifier.name, arguments: modifier.arguments, overloads: overloads)
        // A number out of its documented range (`opacity(-0.25)`) still fits the overload's types.
        if case .outOfRange = problem { return true }
        return problem == nil
    }

    /// Whether the DSL declares a static member SwiftUI's value type has, for `vml swift`: the
    /// catalog refuses some (`Image.Orientation.up`) and lacks the ones not on iOS.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.dslDeclares(member: "insetGrouped", of: "ListStyle")   // true
    /// VMLSwiftUIAPI.dslDeclares(member: "bordered", of: "ListStyle")       // false (macOS only)
    /// ```
    @_spi(VMLInternals) public static func dslDeclares(member name: String, of type: String) -> Bool {
        !(TypedCallVocabulary.shared.missingMembers[type]?.contains(name) ?? false)
    }

    /// The parameters of each overload of a modifier the DSL renders, as a typed call may spell
    /// them (SwiftUI's, less any the DSL's declaration lacks), with what each accepts, for `vml swift`.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.renderedParameters(ofModifier: "opacity")
    /// // [[Parameter(label: nil, accepts: .number, hasDefault: false)]]
    /// ```
    @_spi(VMLInternals) public static func renderedParameters(ofModifier name: String) -> [[Parameter]] {
        TypedCallVocabulary.shared.overloads[name] ?? []
    }

    /// One parameter of a SwiftUI modifier: its label (`nil` when unlabeled), what it accepts,
    /// and whether a call may leave it out.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.renderedParameters(ofModifier: "shadow")[0].map(\.label)   // ["color", "radius", "x", "y"]
    /// VMLSwiftUIAPI.renderedParameters(ofModifier: "shadow")[0][1]              // radius: .number, hasDefault: false
    /// ```
    @_spi(VMLInternals) public struct Parameter: Hashable, Sendable {
        /// The argument label, `nil` for `_`.
        public var label: String?
        /// What an argument for it may be.
        public var accepts: Accepts
        /// Whether SwiftUI declares a default for it.
        public var hasDefault: Bool
    }

    /// What a parameter accepts, as far as the catalog says.
    ///
    /// ```swift
    /// VMLSwiftUIAPI.renderedParameters(ofModifier: "font")[0][0].accepts   // .value("Font")
    /// ```
    @_spi(VMLInternals) public enum Accepts: Hashable, Sendable {
        /// A number (`CGFloat`, `Double`…).
        case number
        /// A whole number (`Int`).
        case integer
        /// `true` or `false`.
        case boolean
        /// Text (`String`, `LocalizedStringKey`, `Text`).
        case text
        /// A view or a closure.
        case view
        /// A value of a type whose static members the catalog lists (`Font`, `Edge.Set`, `ShapeStyle`).
        case value(String)
        /// An array of such values (`[Color]`).
        case values(String)
        /// A type the catalog does not look into.
        case any

        init(_ kind: ArgumentKind) {
            switch kind {
            case .number: self = .number
            case .boolean: self = .boolean
            case .text: self = .text
            case .view: self = .view
            case .value(let type): self = .value(type)
            case .values(let type): self = .values(type)
            case .any: self = .any
            }
        }
    }
}
