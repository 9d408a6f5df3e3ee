/// The serializer's one pass: walks the tree and appends canonical UTF-8 to `bytes`.
///
/// Canonical rules that also hold for `canonicalize()` come from the shared rule types
/// (``CanonicalChildren``, ``AttributeOrder``, ``GradientRule``, ``CanonicalNumber``), so the
/// two never disagree. Errors are thrown bare and each element level prepends its path step on
/// the way out, which costs nothing when nothing fails.
///
/// A writer owns its output block (``ByteBuffer``, freed when the writer ends), so it cannot be
/// copied; a writer into a caller's block is lent only for a closure's scope
/// (``withStackBlock(capacity:keeping:_:)``, ``withSpareCapacity(of:room:pretty:_:)``).
struct VMLByteWriter: ~Copyable {
    /// The output.
    var bytes: ByteBuffer
    let pretty: Bool
    /// Whether expressions are written for a `style="…"` attribute (quotes, `<` and `>` as XML
    /// references) or as plain expression text (``VMLExpression/canonicalText()``).
    var escapesMarkup = true
    /// How many expressions enclose the one being written (expressions are written recursively,
    /// so this is bounded by ``VMLLimits/maximumStyleNesting``).
    private var expressionDepth = 0
    /// Set when the text written would read back as a different value (``ReadBackRule``, by
    /// ``note(_:)`` alone): such a style is not held as text.
    private(set) var changesValue = false
    /// Whether style names are checked as they are written: off only for modifiers the parser
    /// read, whose every name it already checked against the same rule.
    var checksStyleNames = true
    /// Set when an `attr(…)` binding was written.
    var wroteAttr = false
    /// Set when a template symbol was written.
    var wroteSymbol = false
    /// Whether a small string's bytes are read from its own words (``SmallASCII/layoutHolds``).
    private let readsSmallStrings = SmallASCII.layoutHolds

    /// A writer with a block of its own of `capacity` bytes.
    init(pretty: Bool, capacity: Int = 1 << 16) {
        self.pretty = pretty
        self.bytes = ByteBuffer(capacity: capacity)
    }

    /// A writer into `bytes`.
    init(pretty: Bool, bytes: consuming ByteBuffer) {
        self.pretty = pretty
        self.bytes = bytes
    }

    // MARK: Nodes

    /// An element whose children are being written: the rest of its children, and what its
    /// close tag and error paths need.
    struct OpenElement: Sendable {
        var children: CanonicalChildren
        let name: String
        let index: Int
    }

    /// Where a walk of a list of top-level nodes stands between two nodes: the elements open
    /// around it, outermost first, and the innermost one's children still to write. A walk paused
    /// by ``write(_:maximumDepth:maximumOutputBytes:start:pausingAt:)`` resumes from here with
    /// another writer (``VMLSerializationStream``).
    struct Walk: Sendable {
        /// The open elements around ``current``; the first entry is the top-level list.
        var enclosing: [OpenElement] = []
        /// The innermost list: kept out of `enclosing`, so reading it copies nothing.
        var current: OpenElement
        /// Whether every node has been written.
        var isFinished = false

        /// A walk at the start of `nodes`.
        init(_ nodes: [VMLNode]) {
            current = OpenElement(children: CanonicalChildren(nodes), name: "", index: 0)
        }
    }

    /// Writes a list of top-level nodes and everything under them, with a loop over an explicit
    /// stack (never recursion), so any depth up to `maximumDepth` is safe on a small stack.
    ///
    /// After each node the output length is checked against `maximumOutputBytes`, counted from
    /// `start`; an element deeper than `maximumDepth` (a top-level element is at depth 1) throws.
    ///
    /// Each element is copied out of its parent's list once and borrowed from then on (its
    /// attributes are read in place in their buffer), so writing an element retains its parts
    /// once, not once for each function that reads them.
    mutating func writeNodes(
        _ nodes: [VMLNode],
        maximumDepth: Int,
        maximumOutputBytes: Int?,
        start: Int
    ) throws(VMLSerializationError) {
        var walk = Walk(nodes)
        try write(&walk, maximumDepth: maximumDepth, maximumOutputBytes: maximumOutputBytes, start: start, pausingAt: nil)
    }

    /// Continues `walk` until every node is written (`walk.isFinished`), or, checked before each
    /// node, until the output holds `pausingAt` bytes or more; then `walk` stands where the next
    /// node begins. Without `pausingAt` (the serializer's whole write) the check is one branch a
    /// node and the output length is not read (writing the parsed 102,002-element screen four
    /// times: 0.24% more instructions than before the walk could pause; comparing the length at
    /// every node cost 0.91%).
    mutating func write(
        _ walk: inout Walk,
        maximumDepth: Int,
        maximumOutputBytes: Int?,
        start: Int,
        pausingAt pause: Int?
    ) throws(VMLSerializationError) {
        // The walk's state moves into locals for the loop and back when it pauses.
        var enclosing: [OpenElement] = []
        swap(&enclosing, &walk.enclosing)
        var current = walk.current
        while true {
            if let maximumOutputBytes, bytes.count - start > maximumOutputBytes {
                walk.isFinished = true
                throw VMLSerializationError(path: path(enclosing, current), reason: .outputTooLarge(limit: maximumOutputBytes))
            }
            if let pause, bytes.count >= pause {
                walk.enclosing = enclosing
                walk.current = current
                return
            }
            guard let item = current.children.nextItem() else {
                guard let parent = enclosing.popLast() else {
                    walk.isFinished = true
                    return
                }
                if pretty { appendIndent(enclosing.count) }
                append("</")
                appendName(current.name)
                bytes.append(0x3E)  // ">"
                if pretty { bytes.append(0x0A) }  // "\n"
                current = parent
                continue
            }
            if pretty { appendIndent(enclosing.count) }
            switch item {
            case .text(_, let text):
                appendEscaped(text, as: .text)
            case .element(let index):
                // The one copy of this element the walk makes; everything below borrows it.
                let node = current.children.nodes[index]
                do throws(VMLSerializationError) {
                    guard enclosing.count < maximumDepth else {
                        throw VMLSerializationError(reason: .tooDeep(limit: maximumDepth))
                    }
                    if let opened = try writeElementOpening(node, index: index) {
                        enclosing.append(current)
                        current = opened
                        if pretty { bytes.append(0x0A) }  // "\n"
                        continue
                    }
                } catch {
                    var error = error
                    error.path = VMLNodePath(path(enclosing, current).steps + [VMLNodePath.Step(node.elementName, index)])
                    walk.isFinished = true
                    throw error
                }
            }
            if pretty { bytes.append(0x0A) }  // "\n"
        }
    }

    /// The path of the element whose children are being written.
    private func path(_ enclosing: [OpenElement], _ current: OpenElement) -> VMLNodePath {
        // The first entry is the top-level list, which is no element.
        let open = enclosing.dropFirst() + (enclosing.isEmpty ? [] : [current])
        return VMLNodePath(open.map { VMLNodePath.Step($0.name, $0.index) })
    }

    /// Writes an element's open tag, or all of it when it has no element children (a
    /// self-closing tag, or one text child on the tag's line). Returns its children still to be
    /// written, with its close tag, or `nil` when it is written whole.
    private mutating func writeElementOpening(_ node: borrowing VMLNode, index: Int) throws(VMLSerializationError) -> OpenElement? {
        switch node {
        case .element(let element): try writeElementOpening(element, index: index)
        case .text: nil
        }
    }

    private mutating func writeElementOpening(
        _ element: borrowing VMLNode.Element,
        index: Int
    ) throws(VMLSerializationError) -> OpenElement? {
        bytes.append(0x3C)  // "<"
        guard appendName(element.name, ifValid: VMLName.isElementName(utf8:), ifSmall: VMLName.isElementName(small:)) else {
            throw VMLSerializationError(reason: .invalidElementName(element.name))
        }
        try writeAttributes(of: element)
        if !element.style.isEmpty {
            append(" style=\"")
            try writeStyle(element.style)
            bytes.append(0x22)  // "\""
        }

        // One text child (a `Text`'s usual content) is read without making an array.
        if let text = element.singleTextChild {
            if text.isEmpty {
                append("/>")
            } else {
                bytes.append(0x3E)  // ">"
                appendOneLineText(text, closing: element.name)
            }
            return nil
        }
        let children = CanonicalChildren(element.children)  // none (no array made) or the box's
        var rest = children
        guard let first = rest.nextItem() else {
            append("/>")
            return nil
        }
        bytes.append(0x3E)  // ">"
        if case .text(_, let text) = first, rest.nextItem() == nil {
            appendOneLineText(text, closing: element.name)
            return nil
        }
        return OpenElement(children: children, name: element.name, index: index)
    }

    /// A text child on its element's line, then the close tag.
    private mutating func appendOneLineText(_ text: String, closing name: String) {
        appendEscaped(text, as: .text)
        append("</")
        appendName(name)
        bytes.append(0x3E)  // ">"
    }

    private mutating func writeAttributes(of element: borrowing VMLNode.Element) throws(VMLSerializationError) {
        // Through the buffer, so each attribute is borrowed where it is stored, not copied out.
        try Self.withAttributes(of: element) { attributes, isCanonical throws(VMLSerializationError) in
            guard !attributes.isEmpty else { return }
            if isCanonical {
                for index in attributes.indices { try writeAttribute(attributes[index]) }
                return
            }
            for index in AttributeOrder.indices(of: element) {
                try writeAttribute(attributes[index])
            }
        }
    }

    /// Writes ` name="value"`; a failure leaves partial output, which the caller rolls back.
    @inline(__always)
    private mutating func writeAttribute(_ attribute: borrowing VMLAttribute) throws(VMLSerializationError) {
        bytes.append(0x20)  // " "
        guard appendName(attribute.name, ifValid: VMLName.isAttributeName(utf8:), ifSmall: VMLName.isAttributeName(small:)) else {
            throw VMLSerializationError(reason: .invalidAttributeName(attribute.name))
        }
        if let reason = attribute.unwritableReason {
            throw VMLSerializationError(reason: reason)
        }
        if VMLNode.Element.isTemplateAttribute(attribute.name), !VMLName.isIdentifier(attribute.value) {
            throw VMLSerializationError(reason: .invalidTemplateName(attribute.value))
        }
        append("=\"")
        appendEscaped(attribute.value, as: .attribute)
        bytes.append(0x22)  // "\""
    }

    // MARK: Style

    mutating func writeStyle(_ style: VMLStyle) throws(VMLSerializationError) {
        // A text style is copied as it stands in markup; as plain expression text (not a path the
        // serializer takes) it is written from its modifiers, read back.
        if escapesMarkup, style.withCanonicalText({ bytes.append($0) }) {
            return
        }
        try style.withModifiers { modifiers throws(VMLSerializationError) in
            for index in modifiers.indices {
                if index > 0 { append(", ") }
                try writeModifier(modifiers[index])
            }
        }
    }

    /// `name(arguments)`.
    mutating func writeModifier(_ modifier: borrowing VMLModifier) throws(VMLSerializationError) {
        if modifier.name.utf8.count == 4, modifier.name == VMLAttrBinding.keyword {
            throw VMLSerializationError(reason: .modifierNamedAttr)
        }
        try appendStyleName(modifier.name)
        bytes.append(0x28)  // "("
        try writeArguments(modifier.arguments)
        bytes.append(0x29)  // ")"
    }

    /// An argument list; each argument passes the gradient rule first.
    private mutating func writeArguments(_ arguments: [VMLArgument]) throws(VMLSerializationError) {
        // Through the buffer, so each argument is borrowed where it is stored, not copied out.
        try ElementView.with(arguments) { arguments throws(VMLSerializationError) in
            for index in arguments.indices {
                if index > 0 { append(", ") }
                // An unlabeled number, the most common argument, read where it is stored (no
                // copy of the argument; a labeled one costs more this way than below, measured).
                if arguments[index].label == nil, try appendPlainNumber(arguments[index].value) { continue }
                try writeArgument(arguments[index])
            }
        }
    }

    /// One argument of a modifier the DSL writes, `label: value` (or `value`), its label a
    /// literal: written without a ``VMLArgument`` in between unless the gradient rule may apply
    /// (an array).
    mutating func writeArgument(label: StaticString?, _ value: VMLExpression) throws(VMLSerializationError) {
        if case .array = value {
            try writeArgument(VMLArgument(label?.description, value))
            return
        }
        if let label {
            assert(VMLName.isStyleName(label.description), "the DSL spells an invalid label: \(label)")
            append(label)
            append(": ")
        }
        try writeFieldValue(value)
    }

    /// The start of the argument `label: base.member(…)` (`label: .member(…)` when `base` is
    /// `nil`) of a modifier the DSL writes, up to its `(`: the bytes ``writeArgument(label:_:)``
    /// writes for `.call(.member(base, member), …)` or `.call(.implicitMember(member), …)`, with
    /// no expression made for the call. The call's own arguments follow, then ``endMemberCall()``.
    mutating func beginMemberCall(label: StaticString?, base: VMLExpression?, member: StaticString) throws(VMLSerializationError) {
        if let label {
            try appendStyleName(.literal(label))
            append(": ")
        }
        // As `writeExpression` writes the call: its depth, then its callee's (a member, never an
        // identifier, so neither `attr` nor a CSS color function), then the arguments in brackets.
        try enterExpression()
        do {
            try enterExpression()
            defer { expressionDepth -= 1 }
            if let base { try writePostfixBase(base) }
            bytes.append(0x2E)  // "."
            try appendStyleName(.literal(member))
        } catch {
            expressionDepth -= 1
            throw error
        }
        bytes.append(0x28)  // "("
    }

    /// The end of an argument ``beginMemberCall(label:base:member:)`` began: its `)`.
    mutating func endMemberCall() {
        bytes.append(0x29)  // ")"
        expressionDepth -= 1
    }

    /// One argument of a call or modifier, after the gradient rule.
    mutating func writeArgument(_ argument: borrowing VMLArgument) throws(VMLSerializationError) {
        if let rewritten = GradientRule.rewrite(argument) {
            note(.gradientRewritten)
            try writeField(rewritten)
        } else {
            try writeField(argument)
        }
    }

    /// `label: value` or `value`, the label written straight from the argument (wrapping it in a
    /// ``VMLStyleName`` would copy it).
    private mutating func writeField(_ argument: borrowing VMLArgument) throws(VMLSerializationError) {
        if let label = argument.label {
            try appendStyleName(label)
            append(": ")
        }
        try writeFieldValue(argument.value)
    }

    /// A field's value: a number without the expression writer's bookkeeping
    /// (``appendPlainNumber(_:)``), else the expression.
    @inline(__always)
    private mutating func writeFieldValue(_ value: VMLExpression) throws(VMLSerializationError) {
        if try !appendPlainNumber(value) { try writeExpression(value) }
    }

    /// The number path: writes `value` when it is a number an argument or field holds, without
    /// the expression machinery, below the depth where ``writeExpression(_:)`` would mark the text
    /// (``ReadBackRule/readsBack(depth:)``) or refuse it; returns whether it did. Every argument
    /// and field value passes here first (the most common one is a number).
    @inline(__always)
    private mutating func appendPlainNumber(_ value: VMLExpression) throws(VMLSerializationError) -> Bool {
        guard ReadBackRule.readsBack(depth: expressionDepth + 1), case .number(let number) = value else { return false }
        try appendNumber(number)
        return true
    }

    /// Records that the text being written reads back as other values (``ReadBackRule``): the
    /// one place that sets ``changesValue``.
    @inline(__always)
    mutating func note(_ change: ReadBackRule.Change) {
        changesValue = true
    }

    /// One expression deeper: refused past ``VMLLimits/maximumStyleNesting``, and marked as not
    /// reading back past ``ReadBackRule/maximumTextNesting``. The caller steps out (`expressionDepth -= 1`).
    @inline(__always)
    private mutating func enterExpression() throws(VMLSerializationError) {
        guard expressionDepth < VMLLimits.maximumStyleNesting else {
            throw VMLSerializationError(
                reason: .unwritableExpression("an expression nested more than \(VMLLimits.maximumStyleNesting) deep"))
        }
        expressionDepth += 1
        if !ReadBackRule.readsBack(depth: expressionDepth) { note(.nestedTooDeep) }
    }

    mutating func writeExpression(_ expression: VMLExpression) throws(VMLSerializationError) {
        try enterExpression()
        defer { expressionDepth -= 1 }
        switch expression {
        case .number(let value):
            try appendNumber(value)
        case .angle(let degrees):
            try appendNumber(degrees)
            append("deg")
        case .string(let string):
            if escapesMarkup {
                append("&quot;")
                appendEscaped(string, as: .styleString)
                append("&quot;")
            } else {
                bytes.append(0x22)  // "\""
                appendEscaped(string, as: .expressionString)
                bytes.append(0x22)  // "\""
            }
        case .boolean(let value):
            append(value ? "true" : "false")
        case .null:
            append("nil")
        case .color(let color):
            try writeColor(color)
        case .symbol(let name):
            wroteSymbol = true
            bytes.append(0x3A)  // ":"
            try appendStyleName(name)
        case .attr(let binding):
            wroteAttr = true
            try writeAttr(binding)
        case .array(let items):
            bytes.append(0x5B)  // "["
            for (position, item) in items.enumerated() {
                if position > 0 { append(", ") }
                try writeExpression(item)
            }
            bytes.append(0x5D)  // "]"
        case .tuple(let fields):
            bytes.append(0x28)  // "("
            for (position, field) in fields.enumerated() {
                if position > 0 { append(", ") }
                try writeField(field)
            }
            bytes.append(0x29)  // ")"
        case .range(let range):
            try writeRange(range)
        case .identifier(let name):
            try appendStyleName(name)
        case .implicitMember(let name):
            bytes.append(0x2E)  // "."
            try appendStyleName(name)
        case .member(let member):
            let (base, name) = member.parts
            try writePostfixBase(base)
            bytes.append(0x2E)  // "."
            try appendStyleName(name)
        case .call(let call):
            let (callee, arguments) = call.parts
            if case .identifier(let name) = callee {
                if name == "attr" {
                    throw VMLSerializationError(reason: .unwritableExpression("a call named attr: use an attr binding"))
                }
                // `rgb(…)` of plain numbers reads back as a CSS color.
                if !ReadBackRule.readsBack(callOf: name, callee: callee, arguments: arguments) { note(.callReadsAsColor) }
            }
            try writePostfixBase(callee)
            bytes.append(0x28)  // "("
            try writeArguments(arguments)
            bytes.append(0x29)  // ")"
        }
    }

    /// The expression before `.member` or `(…)`: numbers, angles, ranges and symbols would read
    /// back as something else there.
    private mutating func writePostfixBase(_ base: VMLExpression) throws(VMLSerializationError) {
        switch base {
        case .number, .angle, .range, .symbol:
            throw VMLSerializationError(reason: .unwritableExpression("a member or call of a number, angle, range or symbol"))
        default:
            try writeExpression(base)
        }
    }

    private mutating func writeRange(_ range: VMLRange) throws(VMLSerializationError) {
        let (lower, upper) = (range.lower, range.upper)
        if case .range? = lower { throw VMLSerializationError(reason: .unwritableExpression("a range of ranges")) }
        if case .range? = upper { throw VMLSerializationError(reason: .unwritableExpression("a range of ranges")) }
        if let lower { try writeExpression(lower) }
        switch range.kind {
        case .closed, .from, .through: append("...")
        case .halfOpen, .upTo: appendHalfOpen()
        }
        if let upper { try writeExpression(upper) }
    }

    /// `..<`, escaped in markup.
    private mutating func appendHalfOpen() {
        if escapesMarkup { append("..&lt;") } else { append("..<") }
    }

    private mutating func writeAttr(_ binding: VMLAttrBinding) throws(VMLSerializationError) {
        append("attr(")
        try appendStyleName(binding.name)
        if let type = binding.type {
            if escapesMarkup { append(" type(&lt;") } else { append(" type(<") }
            appendName(type.rawValue)
            if escapesMarkup { append("&gt;)") } else { append(">)") }
        }
        if let fallback = binding.fallback {
            append(", ")
            try writeExpression(fallback)
        }
        bytes.append(0x29)  // ")"
    }

    private mutating func writeColor(_ color: CSSColor) throws(VMLSerializationError) {
        switch color.canonical {
        case .hex(let digits):
            guard color.isWritable else { throw VMLSerializationError(reason: .invalidHexColor(digits)) }
            if !ReadBackRule.readsBack(color, writtenAs: digits) { note(.hexColorRespelled) }
            bytes.append(0x23)  // "#"
            appendName(digits)
        case .function(let function, let components):
            appendName(function.rawValue)
            bytes.append(0x28)  // "("
            for (position, component) in components.enumerated() {
                if position > 0 { append(", ") }
                try appendNumber(component.value)
                if component.isPercentage { bytes.append(0x25) }  // "%"
            }
            bytes.append(0x29)  // ")"
        }
    }

    // MARK: Bytes

    /// Appends `name` when `isValid` accepts its bytes, in one pass; returns whether it did. A
    /// small ASCII name that `isCommon` accepts (a rule's usual case, which `isValid` accepts
    /// too) is written from its words.
    @inline(__always)
    private mutating func appendName(
        _ name: String,
        ifValid isValid: (ByteView) -> Bool,
        ifSmall isCommon: (SmallASCII) -> Bool
    ) -> Bool {
        if let small = SmallASCII(name, layoutHolds: readsSmallStrings), isCommon(small) {
            bytes.append(words: small.low, small.high, count: small.count)
            return true
        }
        return ByteView.with(name) { utf8 in
            guard isValid(utf8) else { return false }
            bytes.append(utf8)
            return true
        }
    }

    /// Appends a name the caller has already checked (ASCII only).
    @inline(__always)
    private mutating func appendName(_ name: String) {
        if let small = SmallASCII(name, layoutHolds: readsSmallStrings) {
            bytes.append(words: small.low, small.high, count: small.count)
            return
        }
        ByteView.with(name) { bytes.append($0) }
    }

    /// Appends a modifier name or label: a literal of the DSL's own source as it stands (checked in
    /// debug builds), a string as ``appendStyleName(_:)-(String)`` does.
    mutating func appendStyleName(_ name: VMLStyleName) throws(VMLSerializationError) {
        switch name {
        case .literal(let literal):
            assert(VMLName.isStyleName(literal.description), "the DSL spells an invalid style name: \(literal)")
            bytes.append(literal)
        case .string(let string):
            try appendStyleName(string)
        }
    }

    /// Appends a style identifier after checking it (unless ``checksStyleNames`` is off), in one
    /// pass over its bytes.
    mutating func appendStyleName(_ name: String) throws(VMLSerializationError) {
        if let small = SmallASCII(name, layoutHolds: readsSmallStrings) {
            guard !checksStyleNames || VMLName.isStyleName(small: small) else {
                throw VMLSerializationError(reason: .invalidStyleName(name))
            }
            bytes.append(words: small.low, small.high, count: small.count)
            return
        }
        let checks = checksStyleNames
        let valid = ByteView.with(name) { utf8 in
            guard !checks || VMLName.isStyleName(utf8: utf8) else { return false }
            bytes.append(utf8)
            return true
        }
        guard valid else {
            throw VMLSerializationError(reason: .invalidStyleName(name))
        }
    }

    private mutating func appendNumber(_ value: Double) throws(VMLSerializationError) {
        // Integers and short decimals (most numbers) as two words of digits, with no text made.
        if let digits = CanonicalNumber.digitWords(value) {
            bytes.append(words: digits.low, digits.high, count: digits.count)
            return
        }
        guard let text = CanonicalNumber.text(value) else {
            throw VMLSerializationError(reason: .nonFiniteNumber(value))
        }
        ByteView.with(text) { bytes.append($0) }
    }

    @inline(__always)
    mutating func append(_ constant: StaticString) {
        bytes.append(constant)
    }

    private mutating func appendIndent(_ depth: Int) {
        bytes.append(repeating: 0x20, count: depth * 2)  // two spaces a level
    }

    /// Where a string is written: each place escapes a different set of characters.
    enum EscapeContext {
        /// Text between tags: `& < >`, LF CR tab as references, edge spaces as `&#32;`.
        case text
        /// An attribute value: `& < > "`, LF CR tab as references.
        case attribute
        /// The inside of a string literal in `style`: Swift escapes (`\\ \" \n \r \t`), then
        /// the attribute escapes of the result (`\"` is written `\&quot;`).
        case styleString
        /// The inside of a string literal in plain expression text: Swift escapes only.
        case expressionString
    }

    /// Appends `string` escaped for `context`. Characters XML 1.0 forbids become U+FFFD.
    mutating func appendEscaped(_ string: String, as context: EscapeContext) {
        // Most short values and texts need no escape: checked and written from the string's words.
        if let small = SmallASCII(string, layoutHolds: readsSmallStrings), Self.needsNoLook(small: small),
            context != .text || !small.hasEdgeSpace
        {
            bytes.append(words: small.low, small.high, count: small.count)
            return
        }
        ByteView.with(string) { appendEscaped(utf8: $0, as: context) }
    }

    private mutating func appendEscaped(utf8: ByteView, as context: EscapeContext) {
        var start = 0
        var end = utf8.count
        var trailingSpaces = 0
        if context == .text {
            while start < end, utf8[start] == 0x20 {  // leading " "
                append("&#32;")
                start += 1
            }
            while end > start, utf8[end - 1] == 0x20 {  // trailing " "
                end -= 1
                trailingSpaces += 1
            }
        }
        // Most values and texts need no escape: checked in a few words, then copied whole.
        let trimmed = utf8.bytes(in: start..<end)
        if Self.needsNoLook(trimmed) {
            bytes.append(trimmed)
            for _ in 0..<trailingSpaces { append("&#32;") }
            return
        }
        var run = start
        var index = start
        while index < end {
            // Eight bytes at a time while none of them needs a look (most text needs none).
            if index + 8 <= end, Self.needsNoLook(utf8.word(at: index)) {
                index += 8
                continue
            }
            let byte = utf8[index]
            // Fast path: printable ASCII and UTF-8 bytes other than the ones below need nothing.
            if byte >= 0x20, byte != 0x26, byte != 0x3C, byte != 0x3E, byte != 0x22, byte != 0x5C, byte != 0xEF {
                index += 1
                continue
            }
            var width = 1
            let replacement: StaticString?
            switch byte {
            case 0x26: replacement = context == .expressionString ? nil : "&amp;"  // "&"
            case 0x3C: replacement = context == .expressionString ? nil : "&lt;"  // "<"
            case 0x3E: replacement = context == .expressionString ? nil : "&gt;"  // ">"
            case 0x22:  // "\""
                switch context {
                case .text: replacement = nil
                case .attribute: replacement = "&quot;"
                case .styleString: replacement = "\\&quot;"
                case .expressionString: replacement = "\\\""
                }
            case 0x5C: replacement = context.isSwiftString ? "\\\\" : nil  // "\\"
            case 0x0A: replacement = context.isSwiftString ? "\\n" : "&#10;"  // LF
            case 0x0D: replacement = context.isSwiftString ? "\\r" : "&#13;"  // CR
            case 0x09: replacement = context.isSwiftString ? "\\t" : "&#9;"  // tab
            case 0xEF:
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF: forbidden in XML 1.0.
                if index + 2 < utf8.count, utf8[index + 1] == 0xBF, utf8[index + 2] & 0xFE == 0xBE {
                    replacement = "\u{FFFD}"
                    note(.forbiddenCharacterReplaced)
                    width = 3
                } else if context != .expressionString, index + 2 < utf8.count, utf8[index + 1] == 0xBB,
                    utf8[index + 2] == 0xBF
                {
                    // U+FEFF is always a reference: raw, it would read as a byte-order mark.
                    replacement = "&#xFEFF;"
                    width = 3
                } else {
                    replacement = nil
                }
            default:
                // C0 controls other than tab, LF and CR: forbidden in XML 1.0.
                replacement = "\u{FFFD}"
                note(.forbiddenCharacterReplaced)
            }
            if let replacement {
                bytes.append(utf8.bytes(in: run..<index))
                append(replacement)
                index += width
                run = index
            } else {
                index += 1
            }
        }
        bytes.append(utf8.bytes(in: run..<end))
        for _ in 0..<trailingSpaces { append("&#32;") }
    }
}

extension VMLByteWriter {
    /// Whether none of `bytes` is one the escaping loop looks at (``needsNoLook(_:)-(UInt64)``),
    /// read a word at a time (``ByteView/every(filler:_:)``, padded with `A`).
    @inline(__always)
    static func needsNoLook(_ bytes: ByteView) -> Bool {
        bytes.every(filler: 0x41) { needsNoLook($0) }  // "A"
    }

    /// ``needsNoLook(_:count:)`` for a small ASCII string read from its words (padded with `A`).
    @inline(__always)
    static func needsNoLook(small string: SmallASCII) -> Bool {
        let words = string.padded(with: ByteWord.repeating(0x41))  // "A"
        return needsNoLook(words.low) && (string.count <= 8 || needsNoLook(words.high))
    }

    /// Whether none of the eight bytes of `word` is one the escaping loop looks at: below 0x20,
    /// `"`, `&`, `<`, `>`, `\`, or 0xEF (the lead byte of U+FEFF, U+FFFE and U+FFFF).
    @inline(__always)
    static func needsNoLook(_ word: UInt64) -> Bool {
        let control = ByteWord.bytes(in: word, below: 0x20)
        let quote = ByteWord.bytes(in: word, equalTo: 0x22)
        let ampersand = ByteWord.bytes(in: word, equalTo: 0x26)
        let less = ByteWord.bytes(in: word, equalTo: 0x3C)
        let greater = ByteWord.bytes(in: word, equalTo: 0x3E)
        let backslash = ByteWord.bytes(in: word, equalTo: 0x5C)
        let lead = ByteWord.bytes(in: word, equalTo: 0xEF)
        return control | quote | ampersand | less | greater | backslash | lead == 0
    }
}

extension VMLByteWriter.EscapeContext {
    /// Whether the context is the inside of a Swift string literal (backslash escapes).
    var isSwiftString: Bool { self == .styleString || self == .expressionString }
}
