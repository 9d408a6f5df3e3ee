import VMLCore

/// Finds, before markup ships, the problems a VML client would log at run time (Docs/Spec.md §4 and
/// §6) and the markup that is invalid VML: missing slots, unmatched or nested templates,
/// `attr(…)` bindings that cannot resolve, symbols or `attr(…)` outside `style`, bad names.
///
/// It reads the tree as given (it does not canonicalize first), so every diagnostic's path
/// and location refer to the input.
///
/// ```swift
/// let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
/// let diagnostics = VMLValidator().validate(document, sourceMap: sourceMap)
/// print(diagnostics.formatted(file: "home.vml"))
/// ```
///
/// Custom elements with slots go into the slot table:
/// ```swift
/// let validator = VMLValidator(slotTable: .standard.withSlots([.init("header"), .init("footer")], for: "Card"))
/// ```
public struct VMLValidator: Hashable, Sendable {
    /// The slots each element and slot modifier accepts.
    public var slotTable: VMLSlotTable
    /// The most diagnostics one run returns (10,000 by default). Past it the run keeps walking
    /// but records nothing more, and ends with one `too-many-diagnostics` warning saying how
    /// many there were, so hostile input cannot make the result grow without bound.
    ///
    /// ```swift
    /// VMLValidator(maximumDiagnostics: 100).validate(document).last?.code   // .tooManyDiagnostics, when over 100
    /// ```
    public var maximumDiagnostics: Int
    /// How names SwiftUI and the schema do not declare are reported (``VMLNameChecking/standard``:
    /// misspellings are warnings).
    ///
    /// ```swift
    /// VMLValidator().validate(try VMLParser().parse(#"<Text style="paddding(8)">Hi</Text>"#))[0].message
    /// // paddding(…) is not a SwiftUI modifier, so a client drops it; did you mean `padding`?
    /// ```
    public var names: VMLNameChecking
    /// Your app's own elements and modifiers (their slots are added to the slot table).
    public var schema: VMLSchema
    /// The oldest iOS the screens must work on: each SwiftUI declaration that needs a newer one
    /// (``VMLAvailability``) is a `newer-than-target` warning. `nil` (the default, unless the
    /// schema sets a ``VMLSchema/target``) checks against the newest iOS: no such warning.
    ///
    /// ```swift
    /// VMLValidator(target: .iOS(16)).validate(try VMLParser().parse("<ContentUnavailableView/>"))[0].message
    /// // ContentUnavailableView needs iOS 17.0, newer than the target iOS 16.0, so a client on iOS 16.0 drops the element;
    /// // write it only for newer clients, or raise the target
    /// ```
    public var target: VMLOSVersion?

    /// Creates a validator; the default table is the spec's (``VMLSlotTable/standard``). The
    /// target is the schema's (``VMLSchema/target``), if it has one.
    public init(
        slotTable: VMLSlotTable = .standard,
        maximumDiagnostics: Int = 10_000,
        names: VMLNameChecking = .standard,
        schema: VMLSchema = .empty
    ) {
        self.init(slotTable: slotTable, maximumDiagnostics: maximumDiagnostics, names: names, schema: schema, target: nil)
    }

    /// Creates a validator that checks for `target`, or, when it is `nil`, for the schema's
    /// target (``VMLSchema/target``), if it has one.
    ///
    /// ```swift
    /// VMLValidator(target: .iOS(16)).target   // iOS 16.0
    /// ```
    public init(
        slotTable: VMLSlotTable = .standard,
        maximumDiagnostics: Int = 10_000,
        names: VMLNameChecking = .standard,
        schema: VMLSchema = .empty,
        target: VMLOSVersion?
    ) {
        var table = slotTable
        for (name, element) in schema.elements where table.elements[name] == nil {
            if let slots = element.slots { table.setSlots(slots.map { VMLSlotTable.Slot($0) }, for: name) }
        }
        self.slotTable = table
        self.maximumDiagnostics = maximumDiagnostics
        self.names = names
        self.schema = schema
        self.target = target ?? schema.target
    }

    /// The diagnostics for a document, in document order (a node's own before its descendants').
    ///
    /// Pass the parser's source map to get a line and column on each diagnostic.
    public func validate(_ document: VMLDocument, sourceMap: VMLSourceMap? = nil) -> [VMLDiagnostic] {
        validate(document.nodes, sourceMap: sourceMap)
    }

    /// The diagnostics for a list of top-level nodes, in document order.
    public func validate(_ nodes: [VMLNode], sourceMap: VMLSourceMap? = nil) -> [VMLDiagnostic] {
        var (diagnostics, found) = listedDiagnostics(nodes, sourceMap: sourceMap)
        if found > diagnostics.count {
            diagnostics.append(Self.tooManyDiagnostics(found: "\(found)", listed: diagnostics.count))
        }
        return diagnostics
    }

    /// The diagnostics recorded (at most ``maximumDiagnostics``), in document order, and how many
    /// were found.
    func listedDiagnostics(_ nodes: [VMLNode], sourceMap: VMLSourceMap?) -> (diagnostics: [VMLDiagnostic], found: Int) {
        let vocabulary = names == .off ? nil : StyleVocabulary(schema: schema, strict: names == .strict)
        var pass = ValidationPass(
            table: slotTable, sourceMap: sourceMap, maximumDiagnostics: maximumDiagnostics, vocabulary: vocabulary)
        pass.run(nodes)
        if let target { pass.checkAvailability(of: nodes, on: target) }
        return (pass.sortedDiagnostics(), pass.foundCount)
    }

    /// The last diagnostic of a run that found more than it lists; `found` is the count (or
    /// "more than N").
    static func tooManyDiagnostics(found: String, listed: Int) -> VMLDiagnostic {
        VMLDiagnostic(
            .warning, .tooManyDiagnostics,
            "found \(found) diagnostics; only the first \(listed) are listed (the validator's maximumDiagnostics option)",
            path: VMLNodePath())
    }
}

extension VMLDocument {
    /// The validator's diagnostics for this document.
    ///
    /// ```swift
    /// let problems = document.validate()
    /// if problems.containsErrors { … }
    /// ```
    public func validate(
        with validator: VMLValidator = VMLValidator(),
        sourceMap: VMLSourceMap? = nil
    ) -> [VMLDiagnostic] {
        validator.validate(self, sourceMap: sourceMap)
    }
}

extension VMLNode {
    /// The validator's diagnostics for this node as a one-node document (its path starts at index 0).
    public func validate(with validator: VMLValidator = VMLValidator()) -> [VMLDiagnostic] {
        validator.validate([self])
    }
}
