@_spi(VMLInternals) import VMLCore

/// Which iOS the SwiftUI declarations in a tree need, from the catalog of SwiftUI's API
/// (`Sources/VMLCatalog/catalog.tsv`, each row's first `iOS X.Y`): the one rule a render for an
/// older client (`VmlRenderContext`'s `clientOS`) and a check against a target iOS both apply.
///
/// A modifier needs the iOS of the overload its arguments fit (matched as `vml check` matches
/// them; of several that fit, the earliest); a view, that of the initializers its attributes
/// name; a static member written in a modifier's argument (`.borderedProminent` in
/// `buttonStyle(_:)`), that of the member, where the catalog knows the parameter's type.
/// Names the catalog does not know (your own modifiers and elements) need nothing.
///
/// ```swift
/// let tree: [VMLNode] = [.element("ContentUnavailableView", style: [VMLModifier("padding")])]
/// for finding in VMLAvailability.findings(in: tree, for: .iOS(16)) { print(finding) }
/// // ContentUnavailableView[0]: ContentUnavailableView needs iOS 17.0; the client is iOS 16.0
/// ```
public enum VMLAvailability {
    /// What one declaration needs: its SwiftUI name and the iOS it came in.
    ///
    /// ```swift
    /// VMLAvailability.requirements(of: VMLModifier("onChange", .labeled("of", 1), .labeled("initial", true)))[0]
    /// // onChange(of:initial:_:) needs iOS 17.0
    /// ```
    public struct Requirement: Hashable, Sendable, CustomStringConvertible {
        /// The declaration as SwiftUI names it: a modifier or initializer by its selector
        /// (`glassEffect(_:in:)`, `Button(_:role:action:)`), a view by its type (`Tab`), a static
        /// member after a dot (`.borderedProminent`).
        public var declaration: String
        /// The iOS version it came in; `nil` when no iOS has it (a macOS-only style).
        public var introduced: VMLOSVersion?

        /// Creates a requirement.
        public init(declaration: String, introduced: VMLOSVersion?) {
            self.declaration = declaration
            self.introduced = introduced
        }

        /// Whether a client running `client` has the declaration.
        ///
        /// ```swift
        /// VMLAvailability.Requirement(declaration: "Tab", introduced: .iOS(18)).isAvailable(on: .iOS(17, 4))   // false
        /// ```
        public func isAvailable(on client: VMLOSVersion) -> Bool {
            guard let introduced else { return false }
            return introduced.platform == client.platform && introduced <= client
        }

        /// `onChange(of:initial:_:) needs iOS 17.0`, or `.card is not available on iOS`.
        public var description: String {
            declaration + (introduced.map { " needs \($0)" } ?? " is not available on iOS")
        }
    }

    /// A declaration in a tree that a client's iOS does not have.
    ///
    /// ```swift
    /// VMLAvailability.findings(in: [.element("Text", style: [VMLModifier("onChange", .labeled("of", 1), .labeled("initial", true))])], for: .iOS(16))[0].description
    /// // "Text[0]: onChange(of:initial:_:) needs iOS 17.0; the client is iOS 16.0"
    /// ```
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// Which part of the element needs the newer iOS.
        public enum Subject: Hashable, Sendable {
            /// The element itself: its view, or the initializer its attributes name.
            case element
            /// The modifier at this index of the element's style: the modifier, or a member or
            /// call in its arguments.
            case modifier(index: Int)
        }

        /// The element's path.
        public var path: VMLNodePath
        /// The element, or which of its modifiers.
        public var subject: Subject
        /// The declaration and the iOS it needs.
        public var requirement: Requirement
        /// The client the tree was looked at for.
        public var client: VMLOSVersion

        /// Creates a finding.
        public init(path: VMLNodePath, subject: Subject, requirement: Requirement, client: VMLOSVersion) {
            self.path = path
            self.subject = subject
            self.requirement = requirement
            self.client = client
        }

        /// `VStack[0] > Text[1]: onChange(of:initial:_:) needs iOS 17.0; the client is iOS 16.0`,
        /// worded as the render's error for it (``VMLSerializationError/Reason/newerThanClient(declaration:introduced:client:)``).
        public var description: String {
            VMLSerializationError(path: path, reason: error).description
        }

        /// The error a render that fails on newer declarations throws for this one.
        public var error: VMLSerializationError.Reason {
            .newerThanClient(declaration: requirement.declaration, introduced: requirement.introduced, client: client)
        }
    }

    /// The requirements of a modifier, in the order they are written: the modifier's own (the
    /// overload its arguments fit) first, then each static member or call in its arguments whose
    /// type the catalog knows. Empty for a modifier the catalog does not know.
    ///
    /// ```swift
    /// VMLAvailability.requirements(of: VMLModifier("onChange", .labeled("of", 1), .labeled("perform", .symbol("x"))))
    /// // [onChange(of:perform:) needs iOS 14.0]
    /// VMLAvailability.requirements(of: VMLModifier("background", VMLArgument(.implicitMember("fill"))))
    /// // [background(_:ignoresSafeAreaEdges:) needs iOS 15.0, .fill needs iOS 17.0]
    /// ```
    public static func requirements(of modifier: VMLModifier) -> [Requirement] {
        AvailabilityLookup().requirements(of: modifier)
    }

    /// The requirement of an element: its view's, or the initializer's its attributes name (an
    /// attribute no initializer takes is left out); `nil` for a view the catalog does not know.
    ///
    /// ```swift
    /// VMLAvailability.requirement(ofElement: "ContentUnavailableView")     // ContentUnavailableView needs iOS 17.0
    /// VMLAvailability.requirement(ofElement: "Button", attributes: ["role"]) // Button(_:role:action:) needs iOS 15.0
    /// ```
    public static func requirement(ofElement name: String, attributes: [String] = []) -> Requirement? {
        AvailabilityLookup().requirement(ofElement: name, attributes: attributes)
    }

    /// The requirement of a static member of one of SwiftUI's value types (the catalog's owner
    /// type: `PrimitiveButtonStyle`, `ShapeStyle`, `Font`); `nil` when the catalog lacks it.
    ///
    /// ```swift
    /// VMLAvailability.requirement(ofMember: "borderedProminent", of: "PrimitiveButtonStyle")   // .borderedProminent needs iOS 15.0
    /// VMLAvailability.requirement(ofMember: "card", of: "PrimitiveButtonStyle")                // .card is not available on iOS
    /// ```
    public static func requirement(ofMember name: String, of type: String) -> Requirement? {
        AvailabilityLookup().requirement(ofMember: name, of: type)
    }

    /// The older declaration SwiftUI deprecated for this one, as the catalog says
    /// (`@available(*, renamed:)` on the older one, or its deprecation message naming this one):
    /// what a client older than the declaration can use instead. `nil` when the catalog knows
    /// none (most declarations).
    ///
    /// ```swift
    /// VMLAvailability.instead(of: "foregroundStyle(_:)")   // foregroundColor(_:) needs iOS 13.0
    /// VMLAvailability.instead(of: "ContentUnavailableView") // nil
    /// ```
    public static func instead(of declaration: String) -> Requirement? {
        SwiftUIVocabulary.shared.renamedFrom[declaration].map { Requirement(declaration: $0.declaration, introduced: $0.introduced) }
    }

    /// Every declaration in `nodes` that `client` does not have, in document order (an element's
    /// own finding before its modifiers', its modifiers' before its children's).
    ///
    /// ```swift
    /// VMLAvailability.findings(in: [.element("ContentUnavailableView")], for: .iOS(17))   // []
    /// ```
    public static func findings(in nodes: [VMLNode], for client: VMLOSVersion) -> [Finding] {
        var walk = AvailabilityWalk(client: client)
        return walk.findings(in: nodes)
    }

    /// Every declaration in the document that `client` does not have, in document order.
    ///
    /// ```swift
    /// VMLAvailability.findings(in: VMLDocument([.element("ContentUnavailableView")]), for: .iOS(16)).count   // 1
    /// ```
    public static func findings(in document: VMLDocument, for client: VMLOSVersion) -> [Finding] {
        findings(in: document.nodes, for: client)
    }

    /// `nodes` without what `client` does not have: each element whose view is newer, with its
    /// children, and each newer modifier (one whose own overload, or a member or call in whose
    /// arguments, is newer) with the template children only it names (`toolbar(content: :bar)` →
    /// the `<… template="bar">` child). Everything else is left as it was.
    ///
    /// ```swift
    /// let tree: [VMLNode] = [.element("VStack", children: [.element("ContentUnavailableView"), .element("Text", children: ["Hi"])])]
    /// try VMLDocument(VMLAvailability.removingDeclarations(newerThan: .iOS(16), from: tree)).serialized(.compact)
    /// // "<VStack><Text>Hi</Text></VStack>"
    /// ```
    public static func removingDeclarations(newerThan client: VMLOSVersion, from nodes: [VMLNode]) -> [VMLNode] {
        var walk = AvailabilityWalk(client: client)
        return walk.removingNewer(from: nodes)
    }
}
