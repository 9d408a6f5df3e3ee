import VMLCore

/// The catalog's SwiftUI declarations by name, for an editor: each modifier's overloads, each
/// element's initializers and the static members of the value types, with what the DSL does with
/// them and the iOS they came in (`vml lsp`'s hover and completion). Read once from the same
/// lines `vml check` reads.
///
/// ```swift
/// let padding = VMLDeclarationIndex.shared.modifiers(named: "padding")
/// print(padding.map(\.selector))   // ["padding(_:)", "padding(_:_:)", "padding(_:)"]
/// print(padding[0].status!)        // renders
/// ```
@_spi(VMLInternals) public struct VMLDeclarationIndex: Sendable {
    /// What the DSL does with a declaration (the catalog's status).
    ///
    /// ```swift
    /// VMLDeclarationIndex.Status.refused.rawValue   // "refused"
    /// ```
    public enum Status: String, Hashable, Sendable {
        /// The DSL writes it and a client draws it.
        case renders
        /// The DSL accepts it and writes nothing (it has no meaning for a server-rendered view).
        case accepted
        /// The DSL refuses it at compile time, with a message saying what to write instead.
        case refused
        /// The DSL does not declare it (yet).
        case missing
    }

    /// One declaration: a modifier overload, an element's initializer, or a static member.
    ///
    /// ```swift
    /// VMLDeclarationIndex.shared.modifiers(named: "font")[0].selector   // "font(_:)"
    /// ```
    public struct Declaration: Hashable, Sendable {
        /// The type a member or initializer belongs to (`Font`), `nil` for a modifier.
        public var owner: String?
        /// The name: `padding`, `VStack`, `title`.
        public var name: String
        /// What the DSL does with it; `nil` where the catalog does not say (members, value types).
        public var status: Status?
        /// The iOS it came in; `nil` when no iOS has it.
        public var introduced: VMLOSVersion?
        /// Its parameters in order; empty for a property.
        public var parameters: [Parameter]
        /// Whether it is a function (a property or plain case is not).
        public var isFunction: Bool

        /// `padding(_:_:)`, `VStack(alignment:spacing:content:)`, `.title`, `.system(size:)`.
        public var selector: String {
            let prefix = owner != nil && !name.first.map(\.isUppercase).isTrue ? "." + name : name
            guard isFunction else { return prefix }
            return prefix + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    /// One parameter: its label and what its argument is.
    ///
    /// ```swift
    /// VMLDeclarationIndex.shared.modifiers(named: "font")[0].parameters[0].valueType   // "Font"
    /// ```
    public struct Parameter: Hashable, Sendable {
        /// The label, `nil` for `_`.
        public var label: String?
        /// The value type whose static members it takes (`Font` for `T.Font` and `[T.Font]`), if any.
        public var valueType: String?
        /// What it takes, in words: `a number`, `true or false`, `text`, `a view`, `Font`, `[Color]`, `a value`.
        public var summary: String
    }

    /// The index of the catalog's lines.
    public static let shared = VMLDeclarationIndex(lines: SwiftUIVocabulary.catalogLines)

    private var modifierTable: [String: [Declaration]] = [:]
    private var elementTable: [String: [Declaration]] = [:]
    private var memberTable: [String: [String: [Declaration]]] = [:]
    private var dslAttributes: [String: [String]] = [:]

    /// Every modifier's name, sorted.
    public let modifierNames: [String]
    /// Every element's name (SwiftUI's views, the value types written as elements, the DSL's), sorted.
    public let elementNames: [String]
    /// Every value type with static members, sorted.
    public let typeNames: [String]

    init(lines: String) {
        for line in lines.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "m" where fields.count >= 4:
                modifierTable[fields[1], default: []].append(
                    Self.declaration(owner: nil, name: fields[1], status: fields[2], introduced: fields[3], parameters: fields.dropFirst(4))
                )
            case "x":
                modifierTable[fields[1], default: []].append(
                    Declaration(owner: nil, name: fields[1], status: .renders, introduced: nil, parameters: [], isFunction: true))
            case "e" where fields.count >= 4:
                elementTable[fields[1], default: []].append(
                    Self.declaration(owner: nil, name: fields[1], status: fields[2], introduced: fields[3], parameters: fields.dropFirst(4))
                )
            case "c" where fields.count >= 3:
                elementTable[fields[1], default: []].append(
                    Self.declaration(owner: fields[1], name: fields[1], status: nil, introduced: fields[2], parameters: fields.dropFirst(3))
                )
            case "f" where fields.count >= 4:
                memberTable[fields[1], default: [:]][fields[2], default: []].append(
                    Self.declaration(owner: fields[1], name: fields[2], status: nil, introduced: fields[3], parameters: fields.dropFirst(4))
                )
            case "v" where fields.count >= 4:
                var member = Self.declaration(owner: fields[1], name: fields[2], status: nil, introduced: fields[3], parameters: [])
                member.isFunction = false
                memberTable[fields[1], default: [:]][fields[2], default: []].append(member)
            case "y":
                dslAttributes[fields[1]] = Array(fields.dropFirst(2))
            default:
                continue
            }
        }
        modifierNames = modifierTable.keys.sorted()
        elementNames = Set(elementTable.keys).union(dslAttributes.keys).sorted()
        typeNames = memberTable.keys.sorted()
    }

    /// The overloads of a modifier (SwiftUI's, or one the DSL writes of its own); empty when unknown.
    public func modifiers(named name: String) -> [Declaration] {
        modifierTable[name] ?? []
    }

    /// The initializers of an element (a view, or a value type such as `Color`); empty when unknown.
    public func elements(named name: String) -> [Declaration] {
        elementTable[name] ?? []
    }

    /// The attributes the DSL writes on an element, beside its initializers' labels.
    public func dslAttributes(ofElement name: String) -> [String] {
        dslAttributes[name] ?? []
    }

    /// A value type's static members, by name; empty when the catalog lists none.
    public func members(of type: String) -> [String: [Declaration]] {
        memberTable[type] ?? [:]
    }

    /// One line of what a modifier, a view or value type, or a static member (`Font.title`) does:
    /// the abstract of its page in Apple's documentation; `nil` when the catalog has none.
    ///
    /// ```swift
    /// print(VMLDeclarationIndex.shared.abstract(of: "VStack")!)
    /// // A view that arranges its subviews in a vertical line.
    /// ```
    public func abstract(of name: String) -> String? {
        SwiftUIAbstracts.table[name]
    }

    private static func declaration(
        owner: String?, name: String, status: String?, introduced: String, parameters: ArraySlice<String>
    ) -> Declaration {
        Declaration(
            owner: owner, name: name, status: status.flatMap(Self.status), introduced: version(introduced),
            parameters: parameters.map(parameter), isFunction: true)
    }

    private static func status(_ field: String) -> Status? {
        switch field {
        case "r": .renders
        case "a": .accepted
        case "x": .refused
        case "-": .missing
        default: nil
        }
    }

    /// `17.0` → iOS 17.0, `-` → `nil`; SwiftUI's first for a field that is not a version.
    private static func version(_ field: String) -> VMLOSVersion? {
        if field == "-" { return nil }
        let parts = field.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return SwiftUIVocabulary.firstIOS }
        let numbers = parts.compactMap { $0 } + [0, 0]
        return .iOS(numbers[0], numbers[1], numbers[2])
    }

    /// `label:kind` → the parameter.
    private static func parameter(_ field: String) -> Parameter {
        let pieces = field.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let label = pieces[0] == "_" ? nil : String(pieces[0])
        let kind = pieces.count > 1 ? String(pieces[1]) : "*"
        switch kind {
        case "n": return Parameter(label: label, valueType: nil, summary: "a number")
        case "b": return Parameter(label: label, valueType: nil, summary: "true or false")
        case "s": return Parameter(label: label, valueType: nil, summary: "text")
        case "v": return Parameter(label: label, valueType: nil, summary: "a view")
        default:
            if kind.hasPrefix("T.") {
                let type = String(kind.dropFirst(2))
                return Parameter(label: label, valueType: type, summary: type)
            }
            if kind.hasPrefix("[T."), kind.hasSuffix("]") {
                let type = String(kind.dropFirst(3).dropLast())
                return Parameter(label: label, valueType: type, summary: "[\(type)]")
            }
            return Parameter(label: label, valueType: nil, summary: "a value")
        }
    }
}

extension Bool? {
    fileprivate var isTrue: Bool { self ?? false }
}
