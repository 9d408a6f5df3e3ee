import VMLCore

/// What one element's style refers to: its template symbols (with the slot each fills), its
/// `attr(…)` bindings, and any name in it that the core's name rule rejects.
///
/// The expressions are walked with an explicit stack, so a deep tree built in code cannot
/// overflow the call stack.
struct StyleReferences {
    /// One `:name` in the style.
    struct SymbolUse {
        /// The template name, without the colon.
        var name: String
        /// The modifier whose argument list holds it, such as `toolbar`.
        var modifier: String
        /// The argument label when the symbol is a direct argument of the modifier (`content`).
        var label: String?
        /// How many children the slot takes.
        var cardinality: VMLSlotTable.Cardinality

        /// `toolbar(content:)` or `background(_:)`, for messages.
        var slotDescription: String {
            "\(modifier)(\(label ?? "_"):)"
        }
    }

    /// Symbols with valid names, in the order they appear.
    private(set) var symbols: [SymbolUse] = []
    /// `attr(…)` bindings with valid names, in the order they appear.
    private(set) var bindings: [VMLAttrBinding] = []
    /// Names the core's style-name rule rejects, each once, in the order they appear.
    private(set) var invalidNames: [String] = []

    /// No symbols, bindings or invalid names.
    init() {}

    init(_ style: VMLStyle, table: VMLSlotTable) {
        var seenInvalid: Set<String> = []
        func check(_ name: String) -> Bool {
            if VMLName.isStyleName(name) { return true }
            if seenInvalid.insert(name).inserted { invalidNames.append(name) }
            return false
        }

        // Each entry: an expression and, for a direct argument of the modifier, its label. One
        // stack for all the modifiers: it is empty after each.
        var stack: [(expression: VMLExpression, directLabel: String??)] = []
        let modifiers = style.modifiers
        if !modifiers.isEmpty { stack.reserveCapacity(8) }
        for modifier in modifiers {
            _ = check(modifier.name)
            for argument in modifier.arguments.reversed() {
                if let label = argument.label { _ = check(label) }
                stack.append((argument.value, .some(argument.label)))
            }
            while let (expression, directLabel) = stack.popLast() {
                switch expression {
                case .number, .angle, .string, .boolean, .null, .color:
                    break
                case .symbol(let name):
                    guard check(name) else { break }
                    let label = directLabel ?? nil
                    let cardinality: VMLSlotTable.Cardinality =
                        directLabel == nil ? .single : table.cardinality(ofModifier: modifier.name, label: label)
                    symbols.append(SymbolUse(name: name, modifier: modifier.name, label: label, cardinality: cardinality))
                case .attr(let binding):
                    if check(binding.name) { bindings.append(binding) }
                    if let fallback = binding.fallback { stack.append((fallback, nil)) }
                case .array(let items):
                    for item in items.reversed() { stack.append((item, nil)) }
                case .tuple(let fields):
                    for field in fields.reversed() {
                        if let label = field.label { _ = check(label) }
                        stack.append((field.value, nil))
                    }
                case .range(let range):
                    for bound in range.bounds.reversed() { stack.append((bound, nil)) }
                case .identifier(let name), .implicitMember(let name):
                    _ = check(name)
                case .member(let member):
                    let (base, name) = member.parts
                    _ = check(name)
                    stack.append((base, nil))
                case .call(let call):
                    let (callee, arguments) = call.parts
                    for argument in arguments.reversed() {
                        if let label = argument.label { _ = check(label) }
                        stack.append((argument.value, nil))
                    }
                    stack.append((callee, nil))
                }
            }
        }
    }
}
