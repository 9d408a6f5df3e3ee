/// Writes one modifier's arguments straight into a style held as text, with no ``VMLModifier``
/// value in between (see ``VMLStyle/appendModifier(named:arguments:)``).
///
/// The same closure of `argument(_:_:)` calls either writes the canonical text or, when that
/// text would not read back as the values (a NaN, an invalid name, a gradient the canonical rule
/// rewrites), collects them into a ``VMLModifier`` instead.
///
/// ```swift
/// var collector = VMLModifierWriter()
/// collector.argument("width", 24)
/// collector.arguments   // [VMLArgument("width", 24)]
/// ```
@_spi(VMLInternals) public struct VMLModifierWriter: ~Copyable {
    /// The writer of the text (held here while the arguments are written, then given back with
    /// ``takeWriter()``), or `nil` while collecting.
    private var writer: VMLByteWriter?
    /// The values collected when not writing.
    private(set) var collected: [VMLArgument] = []
    /// How many arguments came so far (of the call being written, inside a member call's).
    private var count = 0
    /// Set when an argument could not be written: the text is then dropped.
    private(set) var failed = false

    /// A writer into `writer`'s text, which ``takeWriter()`` gives back.
    init(writer: consuming VMLByteWriter) {
        self.writer = .some(writer)
    }

    /// A collector of argument values (``collected``), writing no text.
    public init() {
        writer = nil
    }

    /// The writer this one was made with (`nil` for a collector, or once taken).
    mutating func takeWriter() -> VMLByteWriter? {
        writer.take()
    }

    /// The argument values added, when collecting.
    public var arguments: [VMLArgument] { collected }

    /// Whether the arguments are written as text (not collected).
    private var writes: Bool {
        switch writer {
        case .some: true
        case .none: false
        }
    }

    /// Adds the argument `label: value` (`value` alone when `label` is `nil`).
    public mutating func argument(_ label: String?, _ value: VMLExpression) {
        switch startArgument() {
        case .collect: collected.append(VMLArgument(label, value))
        case .skip: break
        case .write: writeArgument { writer throws(VMLSerializationError) in try writer?.writeArgument(VMLArgument(label, value)) }
        }
    }

    /// Writes one argument with `write`, marking the text failed when it throws.
    @inline(__always)
    private mutating func writeArgument(_ write: (inout VMLByteWriter?) throws(VMLSerializationError) -> Void) {
        do {
            try write(&writer)
        } catch {
            failed = true
        }
        endArgument()
    }

    /// Adds the argument `label: value` whose label is a literal of the DSL's own source (see
    /// ``VMLStyleName``), or `value` alone when `label` is `nil`.
    ///
    /// ```swift
    /// var collector = VMLModifierWriter()
    /// collector.argument(literal: "width", 24)
    /// collector.arguments   // [VMLArgument("width", 24)]
    /// ```
    public mutating func argument(literal label: StaticString?, _ value: VMLExpression) {
        switch startArgument() {
        case .collect: collected.append(VMLArgument(label?.description, value))
        case .skip: break
        case .write: writeArgument { writer throws(VMLSerializationError) in try writer?.writeArgument(label: label, value) }
        }
    }

    /// Adds the argument `label: base.member(…)` (`label: .member(…)` when `base` is `nil`), whose
    /// own arguments `arguments` adds: written straight into the text with no expression made for
    /// the call (a DSL value such as `.system(size: 17)` or `.blue.opacity(0.5)`), or collected as
    /// the value `.call(.member(base, member), …)` or `.call(.implicitMember(member), …)`.
    ///
    /// ```swift
    /// var collector = VMLModifierWriter()
    /// collector.argument(literal: nil, member: "system") { $0.argument(literal: "size", 17) }
    /// collector.arguments   // [VMLArgument(.call(.implicitMember("system"), [.labeled("size", 17)]))]
    /// ```
    public mutating func argument(
        literal label: StaticString?,
        base: VMLExpression? = nil,
        member: StaticString,
        _ arguments: (inout VMLModifierWriter) -> Void
    ) {
        switch startArgument() {
        case .write: break
        case .skip: return
        case .collect:
            var nested = VMLModifierWriter()
            arguments(&nested)
            let name = member.description
            let callee: VMLExpression = if let base { .member(base, name) } else { .implicitMember(name) }
            collected.append(VMLArgument(label?.description, .call(callee, nested.collected)))
            return
        }
        do {
            try writer?.beginMemberCall(label: label, base: base, member: member)
        } catch {
            failed = true
            endArgument()
            return
        }
        // The call's own arguments, written by this same writer, counted from the first.
        let outer = count
        count = 0
        arguments(&self)
        count = outer
        writer?.endMemberCall()
        endArgument()
    }

    /// What to do with an argument.
    private enum Step {
        /// Collect its value (a collector).
        case collect
        /// Nothing: something before it could not be written, so the text is dropped.
        case skip
        /// Write it (``endArgument()`` after).
        case write
    }

    /// Starts one more argument: when writing and nothing failed, writes `, ` before all but the
    /// first; otherwise counts it.
    @inline(__always)
    private mutating func startArgument() -> Step {
        guard writes else {
            count += 1
            return .collect
        }
        guard !failed else {
            count += 1
            return .skip
        }
        if count > 0 { writer?.append(", ") }
        return .write
    }

    /// Ends an argument ``startArgument()`` began: counted, and the text dropped when what was
    /// written would read back as something else.
    @inline(__always)
    private mutating func endArgument() {
        count += 1
        if writer?.changesValue == true { failed = true }
    }
}
