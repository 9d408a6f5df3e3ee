import VMLCore

/// What iOS the SwiftUI declarations written in VML need, from the catalog's versions
/// (``SwiftUIVocabulary``'s `introduced`): a modifier by the overload its arguments fit, as
/// ``ArgumentChecker`` matches them; a view by the initializers its attributes name; the static
/// members and calls in a modifier's arguments where the parameter's type is known.
///
/// Where several overloads fit, the earliest one counts: a client draws the declaration when any
/// of them is on its iOS, so the lookup never says a declaration is too new when it is not.
struct AvailabilityLookup {
    let vocabulary: SwiftUIVocabulary
    private let checker: ArgumentChecker

    init(vocabulary: SwiftUIVocabulary = .shared) {
        self.vocabulary = vocabulary
        self.checker = ArgumentChecker(vocabulary: vocabulary)
    }

    /// One step of a modifier's walk: a call against its overloads, or a value written for a
    /// parameter of a kind.
    private enum Work {
        case call(name: String, arguments: [VMLArgument], overloads: [SwiftUIVocabulary.Signature], depth: Int)
        case value(VMLExpression, kind: ArgumentKind, depth: Int)
    }

    /// The modifier's requirement (the overload its arguments fit), then those of the members and
    /// calls in its arguments, in the order they are written; none for a name the catalog lacks.
    func requirements(of modifier: VMLModifier) -> [VMLAvailability.Requirement] {
        guard let overloads = vocabulary.modifiers[modifier.name] else { return [] }
        var found: [VMLAvailability.Requirement] = []
        // An explicit stack, the next step last: calls nest at most ArgumentChecker.maximumDepth deep.
        var work: [Work] = [.call(name: modifier.name, arguments: modifier.arguments, overloads: overloads, depth: 0)]
        while let step = work.popLast() {
            switch step {
            case .call(let name, let arguments, let overloads, let depth):
                guard let (overload, parameters) = earliestFitting(name, arguments: arguments, overloads: overloads) else { continue }
                found.append(VMLAvailability.Requirement(declaration: overload.selector(name), introduced: overload.introduced))
                guard depth < ArgumentChecker.maximumDepth else { continue }
                for (argument, parameter) in zip(arguments, parameters).reversed() {
                    work.append(.value(argument.value, kind: parameter.kind, depth: depth + 1))
                }
            case .value(let value, let kind, let depth):
                guard depth < ArgumentChecker.maximumDepth else { continue }
                if let next = self.value(value, kind: kind, depth: depth, found: &found) {
                    work.append(contentsOf: next.reversed())
                }
            }
        }
        return found
    }

    /// What a value written for a parameter of `kind` needs: a member's requirement goes to
    /// `found`; the calls and array items still to look at are returned.
    private func value(_ value: VMLExpression, kind: ArgumentKind, depth: Int, found: inout [VMLAvailability.Requirement])
        -> [Work]?
    {
        let type: String
        switch kind {
        case .value(let name), .values(let name): type = name
        case .number, .boolean, .text, .view, .any: return typeCall(value, depth: depth)
        }
        guard let members = vocabulary.members[type] else { return typeCall(value, depth: depth) }
        switch value {
        case .implicitMember(let name):
            if let requirement = memberRequirement(name, members[name]) { found.append(requirement) }
            return nil
        case .member(let member):
            if case .implicitMember(let name) = Self.chainRoot(of: member.base),
                let requirement = memberRequirement(name, members[name])
            {
                found.append(requirement)
            }
            return nil
        case .call(let call):
            let (callee, arguments) = call.parts
            switch callee {
            case .implicitMember(let name):
                guard let overloads = members[name] else { return nil }
                let withParameters = overloads.filter { !$0.parameters.isEmpty }
                guard !withParameters.isEmpty else {
                    // A property of a callable type (`.easeIn(duration: 1)` on an animation property).
                    if let requirement = memberRequirement(name, overloads) { found.append(requirement) }
                    return nil
                }
                return [.call(name: "." + name, arguments: arguments, overloads: withParameters, depth: depth)]
            case .member(let member):
                if case .implicitMember(let name) = Self.chainRoot(of: member.base),
                    let requirement = memberRequirement(name, members[name])
                {
                    found.append(requirement)
                }
                return nil
            default:
                return typeCall(value, depth: depth)
            }
        case .array(let items):
            // An option set written as an array: `[.top, .leading]`.
            return items.map { .value($0, kind: kind, depth: depth + 1) }
        default:
            return typeCall(value, depth: depth)
        }
    }

    /// A call of a type SwiftUI declares (`LinearGradient(colors: …)`), against its initializers.
    private func typeCall(_ value: VMLExpression, depth: Int) -> [Work]? {
        guard case .call(let call) = value, case (.identifier(let type), let arguments) = call.parts else { return nil }
        let overloads = (vocabulary.initializers[type] ?? []) + (vocabulary.views[type] ?? [])
        guard !overloads.isEmpty else { return nil }
        return [.call(name: type, arguments: arguments, overloads: overloads, depth: depth)]
    }

    /// A static member's requirement: the earliest of its declarations (`.name`).
    private func memberRequirement(_ name: String, _ overloads: [SwiftUIVocabulary.Signature]?) -> VMLAvailability.Requirement? {
        guard let earliest = overloads?.min(by: { Self.isEarlier($0.introduced, $1.introduced) }) else { return nil }
        return VMLAvailability.Requirement(declaration: "." + name, introduced: earliest.introduced)
    }

    /// The requirement of a static member of a value type, looked up by name.
    func requirement(ofMember name: String, of type: String) -> VMLAvailability.Requirement? {
        memberRequirement(name, vocabulary.members[type]?[name])
    }

    /// The overload the arguments fit that came first, with the parameter each argument fits: of
    /// those whose labels and kinds fit (as `vml check` finds them, and a view parameter only a
    /// template symbol), or failing that, of those whose labels fit; `nil` when no overload's
    /// labels fit (the checker reports the call). Where the chosen overload takes an argument as
    /// a type the catalog does not look into (`buttonStyle(_:)` for any `ButtonStyle`), another
    /// fitting overload's type for it is used, so its members are looked up (`.borderedProminent`
    /// as a `PrimitiveButtonStyle`).
    private func earliestFitting(_ name: String, arguments: [VMLArgument], overloads: [SwiftUIVocabulary.Signature])
        -> (SwiftUIVocabulary.Signature, [SwiftUIVocabulary.Parameter])?
    {
        var fitting: [(SwiftUIVocabulary.Signature, [SwiftUIVocabulary.Parameter])] = []
        var aligned: (SwiftUIVocabulary.Signature, [SwiftUIVocabulary.Parameter])?
        for overload in overloads {
            guard let parameters = checker.alignment(of: arguments, to: overload.parameters) else { continue }
            if aligned == nil || Self.isEarlier(overload.introduced, aligned?.0.introduced) { aligned = (overload, parameters) }
            guard zip(arguments, parameters).allSatisfy({ Self.mayBe($0.value, $1.kind) }),
                checker.problem(calling: name, arguments: arguments, overloads: [overload]) == nil
            else { continue }
            fitting.append((overload, parameters))
        }
        guard var chosen = fitting.first else { return aligned }
        for candidate in fitting.dropFirst() where Self.isEarlier(candidate.0.introduced, chosen.0.introduced) {
            chosen = candidate
        }
        for index in chosen.1.indices where chosen.1[index].kind == .any {
            typed: for (_, parameters) in fitting {
                switch parameters[index].kind {
                case .value, .values:
                    chosen.1[index].kind = parameters[index].kind
                    break typed
                default:
                    continue
                }
            }
        }
        return chosen
    }

    /// Whether `value` may be an argument of `kind` as far as availability goes: a view parameter
    /// takes a template symbol (or a binding, or nothing), never a member or a literal.
    private static func mayBe(_ value: VMLExpression, _ kind: ArgumentKind) -> Bool {
        guard kind == .view else { return true }
        switch value {
        case .symbol, .attr, .null: return true
        default: return false
        }
    }

    /// The requirement of an element: its view's initializers (or, for `Color` and the gradients,
    /// its value type's), narrowed to those that take every attribute written that one of them
    /// takes. Named by the view (`ContentUnavailableView`) when the attributes do not narrow it,
    /// by the initializer otherwise (`Button(_:role:action:)`); `nil` for a view the catalog lacks.
    func requirement(ofElement name: String, attributes: [String]) -> VMLAvailability.Requirement? {
        let overloads = (vocabulary.views[name] ?? []) + (vocabulary.initializers[name] ?? [])
        guard let first = overloads.min(by: { Self.isEarlier($0.introduced, $1.introduced) }) else { return nil }
        let written = attributes.filter { attribute in
            !StyleVocabulary.globalAttributes.contains(attribute)
                && overloads.contains { $0.parameters.contains { $0.label == attribute } }
        }
        guard !written.isEmpty else { return VMLAvailability.Requirement(declaration: name, introduced: first.introduced) }
        let fitting = overloads.filter { overload in
            written.allSatisfy { label in overload.parameters.contains { $0.label == label } }
        }
        guard let earliest = fitting.min(by: { Self.isEarlier($0.introduced, $1.introduced) }),
            Self.isEarlier(first.introduced, earliest.introduced)
        else { return VMLAvailability.Requirement(declaration: name, introduced: first.introduced) }
        return VMLAvailability.Requirement(declaration: earliest.selector(name), introduced: earliest.introduced)
    }

    /// Whether `lhs` came before `rhs`; `nil` (never) comes after every version.
    static func isEarlier(_ lhs: VMLOSVersion?, _ rhs: VMLOSVersion?) -> Bool {
        switch (lhs, rhs) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, _): false
        }
    }

    /// The expression a member chain starts from (`.title` in `.title.bold()`), or `nil` past
    /// ``ArgumentChecker/maximumDepth`` steps.
    private static func chainRoot(of expression: VMLExpression) -> VMLExpression? {
        var root = expression
        for _ in 0..<ArgumentChecker.maximumDepth {
            switch root {
            case .member(let member): root = member.base
            case .call(let call): root = call.callee
            default: return root
            }
        }
        return nil
    }
}
