/// Writes one modifier's arguments straight into a style held as text, with no ``VMLModifier``
/// value in between (see ``VMLStyle/appendModifier(named:reader:arguments:)``).
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
@safe
@_spi(VMLInternals) public struct VMLModifierWriter: ~Copyable {
    /// The writer of the text (valid for the writer's whole life), or `nil` while collecting.
    private let writer: UnsafeMutablePointer<VMLByteWriter>?
    /// The values collected when not writing.
    private(set) var collected: [VMLArgument] = []
    /// How many arguments came so far.
    private var count = 0
    /// Set when an argument could not be written: the text is then dropped.
    private(set) var failed = false

    /// A writer into `writer`'s text, or a collector of values when it is `nil`.
    init(writer: UnsafeMutablePointer<VMLByteWriter>?) {
        unsafe self.writer = unsafe writer
    }

    /// A collector of argument values (``collected``), writing no text.
    public init() {
        unsafe self.writer = nil
    }

    /// The argument values added, when collecting.
    public var arguments: [VMLArgument] { collected }

    /// Adds the argument `label: value` (`value` alone when `label` is `nil`).
    public mutating func argument(_ label: String?, _ value: VMLExpression) {
        unsafe write { (writer) throws(VMLSerializationError) in
            try unsafe writer.writeArgument(VMLArgument(label, value))
            return true
        } collecting: {
            VMLArgument(label, value)
        }
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
        unsafe write { (writer) throws(VMLSerializationError) in
            try unsafe writer.writeArgument(label: label, value)
            return true
        } collecting: {
            VMLArgument(label?.description, value)
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
        unsafe write { (writer) throws(VMLSerializationError) in
            try unsafe writer.writeMemberCall(label: label, base: base, member: member) { pointer in
                var nested = unsafe VMLModifierWriter(writer: pointer)
                arguments(&nested)
                return !nested.failed
            }
        } collecting: {
            var nested = VMLModifierWriter()
            arguments(&nested)
            let name = member.description
            let callee: VMLExpression = if let base { .member(base, name) } else { .implicitMember(name) }
            return VMLArgument(label?.description, .call(callee, nested.collected))
        }
    }

    /// Writes one argument with `write` (which returns `false` when part of it could not be
    /// written), or collects the value `collect` makes.
    @inline(__always)
    private mutating func write(
        _ write: (inout VMLByteWriter) throws(VMLSerializationError) -> Bool,
        collecting collect: () -> VMLArgument
    ) {
        defer { count += 1 }
        guard let writer = unsafe writer else {
            collected.append(collect())
            return
        }
        guard !failed else { return }
        if count > 0 { unsafe writer.pointee.append(", ") }
        do {
            if try unsafe !write(&writer.pointee) { failed = true }
        } catch {
            failed = true
        }
        if unsafe writer.pointee.changesValue { failed = true }
    }
}
