import VMLCore

/// Checks the arguments of a modifier, or of a call inside one (`.system(size: 12)`,
/// `LinearGradient(colors: …)`), against the overloads SwiftUI declares.
///
/// An argument may match any parameter with its label, in order; parameters may be left out
/// (defaults, and the closures VML never writes), so only arguments SwiftUI cannot take are
/// reported: an unknown label, one too many, a value of the wrong kind, a member the expected
/// type lacks. Calls nest at most ``maximumDepth`` deep: deeper arguments are not looked at
/// (the check never recurses without bound, whatever the input).
struct ArgumentChecker {
    let vocabulary: SwiftUIVocabulary

    /// How deep calls inside arguments are checked.
    static let maximumDepth = 6

    /// The first problem with `arguments` of `name` against `overloads`, or `nil` when one fits.
    func problem(
        calling name: String, arguments: [VMLArgument], overloads: [SwiftUIVocabulary.Signature], depth: Int = 0
    ) -> ArgumentProblem? {
        guard !overloads.isEmpty else { return nil }
        var firstKindProblem: ArgumentProblem?
        // An overload that fits only because an implicit member went to a parameter the checker
        // cannot look into (`buttonStyle(_:)` for any `ButtonStyle`): it fits, unless another
        // overload shows the member is a near miss of SwiftUI's (`.borderd`).
        var fitsLoosely = false
        for overload in overloads {
            guard let alignment = alignment(of: arguments, to: overload.parameters) else { continue }
            // The labels fit: the overload fits when every argument fits its parameter.
            var problem: ArgumentProblem?
            var loose = false
            for (argument, parameter) in zip(arguments, alignment) {
                if let found = self.problem(of: argument.value, as: parameter.kind, in: name, label: argument.label, depth: depth) {
                    problem = found
                    break
                }
                if Self.fitsOnlyLoosely(argument.value, parameter.kind) { loose = true }
            }
            guard let problem else {
                if let range = RangeRules.problem(calling: name, arguments: arguments, parameters: alignment) { return range }
                if !loose { return nil }
                fitsLoosely = true
                continue
            }
            if firstKindProblem == nil { firstKindProblem = problem }
        }
        if fitsLoosely {
            if case .unknownMember(_, _, let suggestions) = firstKindProblem, !suggestions.isEmpty { return firstKindProblem }
            return nil
        }
        if let firstKindProblem { return firstKindProblem }
        let written = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        var selectors: [String] = []
        for overload in overloads where !selectors.contains(overload.selector(name)) {
            selectors.append(overload.selector(name))
        }
        return .noOverload(call: name, written: written, overloads: selectors)
    }

    /// Whether `value` fits a parameter of `kind` only because the checker cannot look into it:
    /// an implicit member for a parameter of any type, or a member chain (`.blu`,
    /// `.linearGradient(…)`) for a view, which SwiftUI has no static members for.
    static func fitsOnlyLoosely(_ value: VMLExpression, _ kind: ArgumentKind) -> Bool {
        switch (kind, value) {
        case (.any, .implicitMember): return true
        case (.view, .implicitMember), (.view, .call), (.view, .member):
            if case .implicitMember = chainRoot(of: value) { return true }
            return false
        default: return false
        }
    }

    /// The parameter each argument fits by label, in order, or `nil` when the labels fit no way.
    /// Where a label could fit several parameters (`padding(_:_:)`), the one whose kind accepts
    /// the argument is tried first.
    func alignment(of arguments: [VMLArgument], to parameters: [SwiftUIVocabulary.Parameter])
        -> [SwiftUIVocabulary.Parameter]?
    {
        guard arguments.count <= parameters.count else { return nil }
        // fits[i][j]: arguments[i...] fit parameters[j...].
        let rows = arguments.count + 1
        let columns = parameters.count + 1
        var fits = [Bool](repeating: false, count: rows * columns)
        for j in 0..<columns { fits[arguments.count * columns + j] = true }
        if arguments.isEmpty { return [] }
        for i in stride(from: arguments.count - 1, through: 0, by: -1) {
            for j in stride(from: parameters.count - 1, through: 0, by: -1) {
                let skip = fits[i * columns + j + 1]
                let take = Self.labelFits(arguments[i], parameters[j]) && fits[(i + 1) * columns + j + 1]
                fits[i * columns + j] = skip || take
            }
        }
        guard fits[0] else { return nil }
        var chosen: [SwiftUIVocabulary.Parameter] = []
        var j = 0
        for i in arguments.indices {
            // The first parameter this argument can take with the rest still fitting, preferring
            // one whose kind accepts it.
            var candidates: [Int] = []
            var k = j
            while k < parameters.count {
                if Self.labelFits(arguments[i], parameters[k]), fits[(i + 1) * columns + k + 1] { candidates.append(k) }
                k += 1
            }
            guard let first = candidates.first else { return nil }
            let preferred = candidates.first { kindAccepts(parameters[$0].kind, arguments[i].value) } ?? first
            chosen.append(parameters[preferred])
            j = preferred + 1
        }
        return chosen
    }

    /// Whether the argument's label fits the parameter's: the same label, or `content:` with a
    /// template symbol for any of SwiftUI's view parameters (Docs/Spec.md §4 writes
    /// `background(content: :bg)` for `.background { … }` and `contextMenu(content: :menu)` for
    /// `.contextMenu { … }`, whose label is `menuItems:`).
    static func labelFits(_ argument: VMLArgument, _ parameter: SwiftUIVocabulary.Parameter) -> Bool {
        if parameter.label == argument.label { return true }
        // A view parameter SwiftUI leaves unlabeled (`searchScopes(_:activation:_:)`'s closure)
        // is written with its slot's name as the label (`scopes: :searchScopes`).
        guard argument.label == "content" || parameter.label == nil, parameter.kind == .view else { return false }
        if case .symbol = argument.value { return true }
        return false
    }

    /// Whether the argument's shape alone fits the kind (members are not looked up here).
    func kindAccepts(_ kind: ArgumentKind, _ value: VMLExpression) -> Bool {
        foundDescription(of: value, for: kind) == nil
    }

    /// The problem with `value` where a `kind` is expected, or `nil`.
    func problem(of value: VMLExpression, as kind: ArgumentKind, in call: String, label: String?, depth: Int)
        -> ArgumentProblem?
    {
        if let found = foundDescription(of: value, for: kind) {
            return .wrongKind(call: call, label: label, expected: expectedDescription(kind), found: found)
        }
        guard depth < Self.maximumDepth else { return nil }
        if case .color(let color) = value { return RangeRules.problem(in: color) }
        if let problem = qualifiedProblem(value, depth: depth) { return problem }
        switch kind {
        case .value(let type):
            return memberProblem(value, type: type, depth: depth)
        case .values(let type):
            if case .array(let items) = value {
                for item in items {
                    if let problem = memberProblem(item, type: type, depth: depth) { return problem }
                }
                return nil
            }
            return memberProblem(value, type: type, depth: depth)
        case .number, .boolean, .text, .view, .any:
            return callProblem(value, depth: depth)
        }
    }

    /// A value written for a parameter of `type`: its leading member must be one of the type's,
    /// and a call's arguments must fit the member's overloads.
    private func memberProblem(_ value: VMLExpression, type: String, depth: Int) -> ArgumentProblem? {
        if case .color(let color) = value { return RangeRules.problem(in: color) }
        if let problem = qualifiedProblem(value, depth: depth) { return problem }
        guard let members = vocabulary.implicitMembers(of: type) else { return callProblem(value, depth: depth) }
        switch value {
        case .implicitMember(let name):
            return members[name] == nil ? unknownMember(name, of: type, members: members) : nil
        case .call(let call):
            let (callee, arguments) = call.parts
            switch callee {
            case .implicitMember(let name):
                guard let overloads = members[name] else { return unknownMember(name, of: type, members: members) }
                let withParameters = overloads.filter { !$0.parameters.isEmpty }
                guard !withParameters.isEmpty else { return nil }  // a property of a callable type
                return problem(calling: "." + name, arguments: arguments, overloads: withParameters, depth: depth + 1)
            case .member(let member):
                return chainProblem(member.base, type: type, members: members)
                    ?? RangeRules.problem(member: member.name, arguments: arguments)
            default:
                return callProblem(value, depth: depth)
            }
        case .member(let member):
            return chainProblem(member.base, type: type, members: members)
        case .array(let items):
            // An option set written as an array: `[.top, .leading]`.
            for item in items {
                if let problem = memberProblem(item, type: type, depth: depth + 1) { return problem }
            }
            return nil
        default:
            return callProblem(value, depth: depth)
        }
    }

    /// A member written with its type (`Color.blu`, `Font.system(size: 12)`,
    /// `Color.blue.opacity(0.5)`), wherever it is: checked against the type's static members, as
    /// `.blu` is where a `Color` is expected, and a call's arguments against the member's overloads.
    private func qualifiedProblem(_ value: VMLExpression, depth: Int) -> ArgumentProblem? {
        var node = value
        for _ in 0..<Self.maximumDepth {
            switch node {
            case .call(let call):
                let (callee, arguments) = call.parts
                if case .member(let member) = callee {
                    if let type = qualifiedType(member.base) {
                        return staticMemberProblem(member.name, of: type, arguments: arguments, depth: depth)
                    }
                    if let problem = RangeRules.problem(member: member.name, arguments: arguments) { return problem }
                }
                node = callee
            case .member(let member):
                if let type = qualifiedType(member.base) {
                    return staticMemberProblem(member.name, of: type, arguments: nil, depth: depth)
                }
                node = member.base
            default:
                return nil
            }
        }
        return nil
    }

    /// The type a member's base names, when the catalog lists its static members: `Color`,
    /// `Edge.Set`.
    private func qualifiedType(_ base: VMLExpression) -> String? {
        switch base {
        case .identifier(let name):
            return vocabulary.members[name] == nil ? nil : name
        case .member(let member):
            guard case .identifier(let outer) = member.base else { return nil }
            let name = outer + "." + member.name
            return vocabulary.members[name] == nil ? nil : name
        default:
            return nil
        }
    }

    /// `Type.name`, or `Type.name(arguments)`, against the type's static members.
    private func staticMemberProblem(_ name: String, of type: String, arguments: [VMLArgument]?, depth: Int)
        -> ArgumentProblem?
    {
        guard let members = vocabulary.members[type] else { return nil }
        // `Edge.Set` is a type, not a member of `Edge`.
        if vocabulary.members[type + "." + name] != nil || vocabulary.initializers[type + "." + name] != nil { return nil }
        guard let overloads = members[name] else { return unknownMember(name, of: type, members: members) }
        guard let arguments else { return nil }
        let withParameters = overloads.filter { !$0.parameters.isEmpty }
        guard !withParameters.isEmpty else { return nil }
        return problem(calling: type + "." + name, arguments: arguments, overloads: withParameters, depth: depth + 1)
    }

    /// `.title.bold()`: the chain's first member is the type's; what follows is not looked into.
    private func chainProblem(
        _ base: VMLExpression,
        type: String,
        members: [String: [SwiftUIVocabulary.Signature]]
    ) -> ArgumentProblem? {
        if case .implicitMember(let name) = Self.chainRoot(of: base), members[name] == nil {
            return unknownMember(name, of: type, members: members)
        }
        return nil
    }

    /// The expression a member chain starts from (`.title` in `.title.bold()`), or `nil` past
    /// ``maximumDepth`` steps.
    private static func chainRoot(of expression: VMLExpression) -> VMLExpression? {
        var root = expression
        for _ in 0..<maximumDepth {
            switch root {
            case .member(let member): root = member.base
            case .call(let call): root = call.callee
            default: return root
            }
        }
        return nil
    }

    /// A call of a type SwiftUI declares (`LinearGradient(colors: …)`): its arguments against
    /// the type's initializers.
    private func callProblem(_ value: VMLExpression, depth: Int) -> ArgumentProblem? {
        guard case .call(let call) = value, case (.identifier(let type), let arguments) = call.parts else { return nil }
        let overloads = (vocabulary.initializers[type] ?? []) + (vocabulary.views[type] ?? [])
        return problem(calling: type, arguments: arguments, overloads: overloads, depth: depth + 1)
    }

    private func unknownMember(_ name: String, of type: String, members: [String: [SwiftUIVocabulary.Signature]])
        -> ArgumentProblem
    {
        .unknownMember(type: type, member: name, suggestions: NameSuggestions.closest(to: name, among: members.keys))
    }

    /// What a `kind` is, for a message: `a Font such as .body`, `a number`.
    func expectedDescription(_ kind: ArgumentKind) -> String {
        switch kind {
        case .number: "a number"
        case .boolean: "true or false"
        case .text: "text"
        case .view: "a template symbol"
        case .value(let type): "a \(type)" + example(of: type)
        case .values(let type): "an array of \(type)" + example(of: type)
        case .any: "a value"
        }
    }

    /// ` such as .body`: the type's first static property in name order, or nothing.
    private func example(of type: String) -> String {
        let properties = (vocabulary.members[type] ?? [:]).filter { $0.value.contains { $0.parameters.isEmpty } }
        return properties.keys.min().map { " such as .\($0)" } ?? ""
    }

    /// What `value` is, when its form cannot be a `kind` (`a number`, `a string`), or `nil`
    /// when it can. `attr(…)` and `nil` fit everything; forms the checker cannot judge fit too.
    func foundDescription(of value: VMLExpression, for kind: ArgumentKind) -> String? {
        switch (value, kind) {
        case (.attr, _), (.null, _), (_, .any), (_, .view):
            return nil
        case (.number, .boolean), (.number, .text):
            return "a number"
        case (.number, .value(let type)), (.number, .values(let type)):
            return vocabulary.numberLiteralTypes.contains(type) ? nil : "a number"
        case (.string, .number), (.string, .boolean):
            return "a string"
        case (.string, .value(let type)), (.string, .values(let type)):
            return vocabulary.stringLiteralTypes.contains(type) ? nil : "a string"
        case (.boolean, .number), (.boolean, .text), (.boolean, .value), (.boolean, .values):
            return "a Boolean"
        case (.array, .number), (.array, .boolean), (.array, .text):
            return "an array"
        case (.color, .number), (.color, .boolean), (.color, .text):
            return "a color"
        case (.angle, .number), (.angle, .boolean), (.angle, .text):
            return "an angle"
        case (.symbol, .number), (.symbol, .boolean), (.symbol, .text):
            return "a template symbol"
        default:
            return nil
        }
    }
}
