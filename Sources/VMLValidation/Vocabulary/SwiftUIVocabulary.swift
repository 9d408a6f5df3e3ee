import VMLCore

/// SwiftUI's names as `vml check` knows them: each modifier's overloads, each view's
/// initializers and the static members of the value types written in arguments, read once from
/// the catalog's lines (`Sources/VMLCatalog/catalog.tsv`, projected by `vocabulary.py` into
/// ``catalogLines``), so the catalog stays the one list of SwiftUI's API.
struct SwiftUIVocabulary: Sendable {
    /// One overload: its parameters in order, and the iOS it came in.
    struct Signature: Hashable, Sendable {
        var parameters: [Parameter]
        /// The iOS version the overload came in (the earliest of the catalog's rows it stands
        /// for); `nil` when no iOS has it. SwiftUI's first, 13.0, for one the catalog did not give.
        var introduced: VMLOSVersion? = SwiftUIVocabulary.firstIOS

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
    /// Modifiers SwiftUI declares that the DSL renders (status `r`).
    private(set) var renderedModifiers: Set<String> = []
    /// A modifier or view initializer SwiftUI deprecated an older one for (`foregroundStyle(_:)`)
    /// → the older one and its iOS (`foregroundColor(_:)`, 13.0), from the catalog's `deprecated`.
    private(set) var renamedFrom: [String: (declaration: String, introduced: VMLOSVersion?)] = [:]

    /// ``members`` of the types ``implicitMemberTypes`` names, with the members of the types VML
    /// writes for them merged in once, when the lines are read.
    private(set) var writtenMembers: [String: [String: [Signature]]] = [:]

    /// The vocabulary of the catalog's lines.
    static let shared = SwiftUIVocabulary(lines: catalogLines)

    /// SwiftUI's first iOS: what a declaration the catalog gives no version for needs.
    static let firstIOS = VMLOSVersion.iOS(13)

    /// Reads the lines, on their bytes: each field becomes a string once (most are short enough
    /// to be held without an allocation), so reading the catalog costs little beside a check.
    init(lines text: String) {
        let bytes = Array(text.utf8)
        var fields: [Range<Int>] = []
        fields.reserveCapacity(16)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = lineStart
            for index in lineStart...lineEnd where index == lineEnd || bytes[index] == 0x09 {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            read(fields, of: bytes)
            lineStart = lineEnd + 1
        }
        for (type, others) in Self.implicitMemberTypes {
            guard var own = members[type] else { continue }
            for other in others { own.merge(members[other] ?? [:]) { mine, _ in mine } }
            writtenMembers[type] = own
        }
    }

    /// One line's fields (ranges of `bytes`).
    private mutating func read(_ fields: [Range<Int>], of bytes: [UInt8]) {
        guard fields.count >= 2, fields[0].count == 1 else { return }
        func string(_ index: Int) -> String { String(decoding: bytes[fields[index]], as: UTF8.self) }
        /// The IOS field (`17.0`, `-` for never, vocabulary.py's header) at `index`.
        func introduced(_ index: Int) -> VMLOSVersion? {
            guard index < fields.count else { return Self.firstIOS }
            return Self.version(bytes[fields[index]])
        }
        func signature(from first: Int, introduced: VMLOSVersion?) -> Signature {
            var parameters: [Parameter] = []
            parameters.reserveCapacity(fields.count - first)
            for index in first..<fields.count {
                let field = fields[index]
                let colon = bytes[field].firstIndex(of: 0x3A) ?? field.upperBound
                let label =
                    colon - field.lowerBound == 1 && bytes[field.lowerBound] == 0x5F  // "_"
                    ? nil : String(decoding: bytes[field.lowerBound..<colon], as: UTF8.self)
                let kind = ArgumentKind(bytes[min(colon + 1, field.upperBound)..<field.upperBound])
                parameters.append(Parameter(label: label, kind: kind))
            }
            return Signature(parameters: parameters, introduced: introduced)
        }
        let has3 = fields.count >= 3
        switch bytes[fields[0].lowerBound] {
        case 0x6D where has3:  // "m"
            modifiers[string(1), default: []].append(signature(from: 4, introduced: introduced(3)))
            if bytes[fields[2]].first == 0x72 { renderedModifiers.insert(string(1)) }  // status "r"
        case 0x65 where has3:  // "e"
            views[string(1), default: []].append(signature(from: 4, introduced: introduced(3)))
        case 0x63:  // "c"
            initializers[string(1), default: []].append(signature(from: 3, introduced: introduced(2)))
        case 0x66 where has3:  // "f"
            members[string(1), default: [:]][string(2), default: []].append(signature(from: 4, introduced: introduced(3)))
        case 0x76 where has3:  // "v"
            members[string(1), default: [:]][string(2), default: []].append(Signature(parameters: [], introduced: introduced(3)))
        case 0x78:  // "x"
            dslModifiers.insert(string(1))
        case 0x6C where has3:  // "l"
            if bytes[fields[2]].first == 0x73 { stringLiteralTypes.insert(string(1)) }  // "s"
            if bytes[fields[2]].first == 0x6E { numberLiteralTypes.insert(string(1)) }  // "n"
        case 0x72 where fields.count >= 4:  // "r"
            let older = (declaration: string(2), introduced: introduced(3))
            if let known = renamedFrom[string(1)], !AvailabilityLookup.isEarlier(older.introduced, known.introduced) { return }
            renamedFrom[string(1)] = older
        case 0x79:  // "y"
            dslElements[string(1), default: []].formUnion((2..<fields.count).map(string))
        default:
            return
        }
    }

    /// A line's IOS field: `17.0` → iOS 17.0, `-` → `nil` (never on iOS); SwiftUI's first for a
    /// field that is not a version.
    private static func version(_ field: ArraySlice<UInt8>) -> VMLOSVersion? {
        if field.count == 1, field.first == 0x2D { return nil }  // "-"
        var numbers = [0, 0, 0]
        var part = 0
        for byte in field {
            if byte == 0x2E {  // "."
                part += 1
                guard part < 3 else { return firstIOS }
            } else if byte >= 0x30, byte <= 0x39, numbers[part] < 10_000 {
                numbers[part] = numbers[part] * 10 + Int(byte - 0x30)
            } else {
                return firstIOS
            }
        }
        return .iOS(numbers[0], numbers[1], numbers[2])
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

    /// The attributes of an element of SwiftUI's whose values are checked → their type: the
    /// kinds its initializers' parameters with that label take (``AttributeValueType``).
    func attributeValueTypes(ofElement name: String) -> [String: AttributeValueType] {
        var kinds: [String: [ArgumentKind]] = [:]
        for signature in (views[name] ?? []) + (initializers[name] ?? []) {
            for parameter in signature.parameters {
                if let label = parameter.label { kinds[label, default: []].append(parameter.kind) }
            }
        }
        var types: [String: AttributeValueType] = [:]
        for (label, labelKinds) in kinds {
            if let type = AttributeValueType(labelKinds, vocabulary: self) { types[label] = type }
        }
        return types
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

    /// Types whose static members VML writes, as `.name`, where another type is expected: a
    /// color is a shape style, and the DSL writes `VmlColor.accentColor.gradient` as
    /// `.accentColor.gradient` where SwiftUI's `background(_:in:)` takes a `ShapeStyle`.
    static let implicitMemberTypes: [String: [String]] = ["ShapeStyle": ["Color"]]

    /// The static members a `.name` written for `type` may be: the type's own, and those of the
    /// types VML writes for it (``implicitMemberTypes``); `nil` when the catalog lists none.
    func implicitMembers(of type: String) -> [String: [Signature]]? {
        writtenMembers[type] ?? members[type]
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
    init(_ code: ArraySlice<UInt8>) {
        switch (code.count, code.first) {
        case (1, 0x6E): self = .number  // n
        case (1, 0x62): self = .boolean  // b
        case (1, 0x73): self = .text  // s
        case (1, 0x76): self = .view  // v
        default:
            if code.starts(with: [0x54, 0x2E]) {  // "T."
                self = .value(String(decoding: code.dropFirst(2), as: UTF8.self))
            } else if code.starts(with: [0x5B, 0x54, 0x2E]), code.last == 0x5D {  // "[T." … "]"
                self = .values(String(decoding: code.dropFirst(3).dropLast(), as: UTF8.self))
            } else {
                self = .any
            }
        }
    }
}
