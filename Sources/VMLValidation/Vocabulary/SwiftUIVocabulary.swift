/// SwiftUI's names as `vml check` knows them: each modifier's overloads, each view's
/// initializers and the static members of the value types written in arguments, read once from
/// the catalog's lines (`Sources/VMLCatalog/catalog.tsv`, projected by `vocabulary.py` into
/// ``catalogLines``), so the catalog stays the one list of SwiftUI's API.
struct SwiftUIVocabulary: Sendable {
    /// One overload: its parameters in order.
    struct Signature: Hashable, Sendable {
        var parameters: [Parameter]
        /// Whether the DSL renders it (the catalog's `renders`).
        var rendersInDSL: Bool

        /// `padding(_:_:)`, for messages.
        func selector(_ name: String) -> String {
            name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    /// One parameter: its label and what its argument may be.
    struct Parameter: Hashable, Sendable {
        var label: String?
        var kind: ArgumentKind
    }

    /// Modifier name → its overloads.
    private(set) var modifiers: [String: [Signature]] = [:]
    /// View name → its initializers.
    private(set) var views: [String: [Signature]] = [:]
    /// Value type → its initializers (`LinearGradient(colors:startPoint:endPoint:)`).
    private(set) var initializers: [String: [Signature]] = [:]
    /// Value type → static member → its overloads (no parameters for a property or a plain case).
    private(set) var members: [String: [String: [Signature]]] = [:]
    /// Modifiers the DSL writes that SwiftUI does not declare under that name.
    private(set) var dslModifiers: Set<String> = []
    /// Value types a string literal can be written for (`KeyEquivalent`, `LocalizedStringKey`).
    private(set) var stringLiteralTypes: Set<String> = ["Text"]
    /// Value types a number literal can be written for.
    private(set) var numberLiteralTypes: Set<String> = ["Angle"]
    /// Elements the DSL writes → the attributes it sets on them.
    private(set) var dslElements: [String: Set<String>] = [:]

    /// The vocabulary of the catalog's lines.
    static let shared = SwiftUIVocabulary(lines: catalogLines)

    init(lines text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "m" where fields.count >= 3:
                modifiers[fields[1], default: []].append(Self.signature(fields.dropFirst(3), status: fields[2]))
            case "e" where fields.count >= 3:
                views[fields[1], default: []].append(Self.signature(fields.dropFirst(3), status: fields[2]))
            case "c":
                initializers[fields[1], default: []].append(Self.signature(fields.dropFirst(2), status: "-"))
            case "f" where fields.count >= 3:
                members[fields[1], default: [:]][fields[2], default: []].append(
                    Self.signature(fields.dropFirst(3), status: "-"))
            case "v" where fields.count >= 3:
                members[fields[1], default: [:]][fields[2], default: []].append(Signature(parameters: [], rendersInDSL: false))
            case "x":
                dslModifiers.insert(fields[1])
            case "l" where fields.count >= 3:
                if fields[2] == "s" { stringLiteralTypes.insert(fields[1]) }
                if fields[2] == "n" { numberLiteralTypes.insert(fields[1]) }
            case "y":
                dslElements[fields[1], default: []].formUnion(fields.dropFirst(2))
            default:
                continue
            }
        }
    }

    private static func signature(_ fields: ArraySlice<String>, status: String) -> Signature {
        let parameters = fields.map { field -> Parameter in
            let label = field.prefix { $0 != ":" }
            let kind = field.dropFirst(label.count + 1)
            return Parameter(label: label == "_" ? nil : String(label), kind: ArgumentKind(String(kind)))
        }
        return Signature(parameters: parameters, rendersInDSL: status == "r")
    }

    /// Whether `name` is a modifier SwiftUI declares or the DSL writes.
    func isModifier(_ name: String) -> Bool {
        modifiers[name] != nil || dslModifiers.contains(name)
    }

    /// Whether `name` is a view SwiftUI declares (`Color` and the gradients among them) or the DSL writes.
    func isElement(_ name: String) -> Bool {
        views[name] != nil || initializers[name] != nil || dslElements[name] != nil
    }

    /// The attributes an element of SwiftUI's may carry: its initializers' labels and what the DSL sets.
    func attributes(ofElement name: String) -> Set<String> {
        var names = dslElements[name] ?? []
        for signature in (views[name] ?? []) + (initializers[name] ?? []) {
            for parameter in signature.parameters {
                if let label = parameter.label { names.insert(label) }
            }
        }
        return names
    }

    /// The names of the slots a view's initializers take as views (`label`, `header`, `footer`).
    func slots(ofElement name: String) -> Set<String> {
        var names: Set<String> = []
        for signature in (views[name] ?? []) + (initializers[name] ?? []) {
            for parameter in signature.parameters where parameter.kind == .view {
                if let label = parameter.label { names.insert(label) }
            }
        }
        return names
    }

    /// Each view with labeled view-builder parameters → those slots (`Table`: `columns`, `rows`).
    /// `content` is left out: it is a view's children (`VStack(alignment:spacing:content:)`).
    var viewSlots: [String: [VMLSlotTable.Slot]] {
        var table: [String: [VMLSlotTable.Slot]] = [:]
        for name in Set(views.keys).union(initializers.keys) {
            let slots = slots(ofElement: name).subtracting(["content"]).sorted()
            if !slots.isEmpty { table[name] = slots.map { VMLSlotTable.Slot($0) } }
        }
        return table
    }

    /// Every modifier name, for suggestions.
    var modifierNames: [String] { Array(modifiers.keys) + dslModifiers }

    /// Every element name, for suggestions.
    var elementNames: [String] { Array(Set(views.keys).union(initializers.keys).union(dslElements.keys)) }
}

/// What a parameter of SwiftUI's accepts, as far as a VML argument can be checked against it.
enum ArgumentKind: Hashable, Sendable {
    /// A number (`CGFloat`, `Double`, `Int`…).
    case number
    /// `true` or `false`.
    case boolean
    /// Text (`String`, `LocalizedStringKey`, `Text`).
    case text
    /// A view or a closure: a template symbol, or nothing (actions are not encoded).
    case view
    /// A value of a type whose static members the catalog lists (`Font`, `Edge.Set`, `ShapeStyle`).
    case value(String)
    /// An array of such values (`[Color]`).
    case values(String)
    /// Anything: a type the checker does not look into.
    case any

    /// The kind written in a catalog line: `n`, `b`, `s`, `v`, `T.Font`, `[T.Color]`, `*`.
    init(_ code: String) {
        switch code {
        case "n": self = .number
        case "b": self = .boolean
        case "s": self = .text
        case "v": self = .view
        default:
            if code.hasPrefix("T.") {
                self = .value(String(code.dropFirst(2)))
            } else if code.hasPrefix("[T."), code.hasSuffix("]") {
                self = .values(String(code.dropFirst(3).dropLast()))
            } else {
                self = .any
            }
        }
    }
}
