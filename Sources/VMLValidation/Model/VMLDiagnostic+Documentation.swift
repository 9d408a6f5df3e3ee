import VMLParser

extension VMLDiagnostic.Code {
    /// What `Docs/Diagnostics.md` says of a code, for tools that show it beside a diagnostic
    /// (`vml check --format sarif` gives it as its rules' descriptions): the severity and
    /// "in short" columns of the page's tables, and the first paragraph of the code's section.
    /// Markdown, as on the page. A test keeps each equal to the page.
    ///
    /// ```swift
    /// VMLDiagnostic.Code.missingSlot.documentation?.summary
    /// // "a `:name` in the style that no immediate child fills"
    /// ```
    public struct Documentation: Hashable, Sendable {
        /// The severity column, as the page writes it: `warning`, `error`, or, for a name
        /// `--strict` reports as an error, "warning (error with `--strict`)".
        public var severity: String
        /// The "in short" column: a line.
        public var summary: String
        /// The first paragraph of the code's section (with the list it introduces, if any);
        /// `nil` for a code without a section (`parse-error`, `file-error`).
        public var details: String?

        /// The severity a diagnostic of the code has by default (before `--strict`).
        ///
        /// ```swift
        /// VMLDiagnostic.Code.unknownModifier.documentation?.defaultSeverity   // .warning
        /// ```
        public var defaultSeverity: VMLDiagnostic.Severity {
            severity.hasPrefix("error") ? .error : .warning
        }

        /// Creates a code's documentation.
        public init(severity: String, summary: String, details: String?) {
            self.severity = severity
            self.summary = summary
            self.details = details
        }
    }

    /// A file `vml` cannot read, or whose schema it cannot read (`FILE: error: MESSAGE`); `vml`
    /// reports it, not the validator.
    public static let fileError: VMLDiagnostic.Code = "file-error"

    /// What `Docs/Diagnostics.md` says of this code; `nil` for a code it does not list.
    ///
    /// ```swift
    /// VMLDiagnostic.Code.trailingComma.documentation?.severity   // "warning"
    /// ```
    public var documentation: Documentation? {
        Self.documented.first { $0.code == self }?.documentation
    }

    /// Every code `Docs/Diagnostics.md` lists, in its order, with what it says of it.
    ///
    /// ```swift
    /// VMLDiagnostic.Code.documented.map(\.code).contains(.parseError)   // true
    /// ```
    public static let documented: [(code: VMLDiagnostic.Code, documentation: Documentation)] = [
        (
            .missingSlot,
            Documentation(
                severity: "warning",
                summary: "a `:name` in the style that no immediate child fills",
                details: """
                    The style references a template symbol, but no immediate child declares that template. The \
                    client logs a warning and SwiftUI's fallback applies (no background, an empty toolbar).
                    """)
        ),
        (
            .unmatchedTemplate,
            Documentation(
                severity: "warning",
                summary: "a child's template that its parent does not take",
                details: """
                    An immediate child declares a template that neither a symbol in the parent's style nor a slot \
                    of the parent element (see [the slot table](#the-slot-table)) takes. The client ignores the \
                    child. A `template` on a top-level element is unmatched too: it has no parent.
                    """)
        ),
        (
            .duplicateTemplate,
            Documentation(
                severity: "warning",
                summary: "a second child for a single-valued slot",
                details: """
                    Several immediate children declare the same template for a single-valued slot. The first in DOM \
                    order fills the slot; the others are ignored. The diagnostic is on each ignored child, and its \
                    message names the one that wins. Multi-valued slots (`toolbar(content:)`) collect every child \
                    and never warn.
                    """)
        ),
        (
            .templateReuse,
            Documentation(
                severity: "warning",
                summary: "one template in several slots of one element",
                details: """
                    One template name is referenced by more than one slot of the same element (two symbols, or a \
                    symbol that names one of the element's own slots). The spec permits it but discourages it: the \
                    same element instance, with its state and identity, is rendered in several places.
                    """)
        ),
        (
            .nestedTemplate,
            Documentation(
                severity: "warning",
                summary: "a template that is not an immediate child",
                details: """
                    A templated element that is not an immediate child of the element whose style (or slot table \
                    entry) takes its name. Only immediate children fill slots, so the client ignores it. The \
                    message names the nearest ancestor that would take it.
                    """)
        ),
        (
            .ignoredDefaultContent,
            Documentation(
                severity: "warning",
                summary: "unlabeled children an explicit default template overrides",
                details: """
                    An element has a default slot (`Button`'s and `NavigationLink`'s `label`, `Section`'s \
                    `content`, …) and both unlabeled children and an explicit child for that slot. The explicit \
                    template wins and the unlabeled children (elements and non-blank text) are ignored; each gets a \
                    diagnostic.
                    """)
        ),
        (
            .attrMissing,
            Documentation(
                severity: "warning",
                summary: "`attr(name)` with no such attribute and no fallback",
                details: """
                    `attr(name)` without a fallback, on an element that has no attribute `name`, or whose `name` is \
                    empty. Empty counts as missing, except for `type(<string>)`, where it is the empty string. The \
                    client logs a warning and SwiftUI's default applies. (`attr(…)` reads only the element's own \
                    attributes, never a parent's.)
                    """)
        ),
        (
            .attrCoercion,
            Documentation(
                severity: "warning",
                summary: "an attribute value or fallback of the wrong type",
                details: """
                    The bound attribute's value cannot be read as the declared type, or the fallback is of another \
                    type. A value that does not coerce is reported even when a fallback exists: the fallback hides \
                    it at run time, but the data is wrong.
                    """)
        ),
        (
            .attrOutsideStyle,
            Documentation(
                severity: "error",
                summary: "`attr(…)` as an attribute value",
                details: "An attribute value written as `attr(…)`. `attr(…)` is only valid inside `style`.")
        ),
        (
            .symbolOutsideStyle,
            Documentation(
                severity: "error",
                summary: "`:name` as an attribute value",
                details: """
                    An attribute value that is a template symbol such as `:detail`. Symbols are only valid inside \
                    `style`. (In text, the spec's `destination=:detail` is unquoted and already a parse error; in a \
                    tree built in code it is this diagnostic.)
                    """)
        ),
        (
            .invalidName,
            Documentation(
                severity: "error",
                summary: "an element, attribute, template or style name that is not allowed",
                details: """
                    A name the core's rules (`VMLName`, shared with the serializer and the parser) do not allow:
                    - an element name that is not an identifier or a dotted path of identifiers (`Sta r`, `1Text`);
                    - an attribute name outside `[A-Za-z_][A-Za-z0-9_.:-]*`, or an attribute named `style` (the \
                    style is the element's modifier list, never an attribute);
                    - a `template` value that is not an identifier (`template=":bg"`, `template="my bg"`);
                    - a name inside the style — modifier, label, member, symbol, `attr(…)` name — that is not an \
                    identifier, or is `true`, `false` or `nil`.
                    """)
        ),
        (
            .unknownModifier,
            Documentation(
                severity: "warning (error with `--strict`)",
                summary: "a modifier SwiftUI and the schema do not declare",
                details: """
                    A modifier that SwiftUI does not declare, nor the DSL writes, nor the schema lists. A client \
                    drops it (or stops on it). The message names the closest SwiftUI modifiers.
                    """)
        ),
        (
            .unknownMember,
            Documentation(
                severity: "warning (error with `--strict`)",
                summary: "a member the expected type lacks: `.titel` for a `Font`",
                details: """
                    An implicit member (`.name`) that the type SwiftUI expects there does not have: a `Font` where \
                    `font(_:)` takes one, an `Edge.Set` for `padding(_:_:)`, a `Color` in a gradient's `colors:`. \
                    Calls inside arguments are checked as deep as the catalog knows their types \
                    (`.system(size:weight:)`, `LinearGradient(colors:startPoint:endPoint:)`).
                    """)
        ),
        (
            .invalidArgument,
            Documentation(
                severity: "warning (error with `--strict`)",
                summary: "arguments no overload takes: a label, a count, a value of the wrong kind",
                details: """
                    Arguments that no overload of the modifier takes: a label it does not have, more arguments than \
                    it has parameters, or a value of the wrong kind (a number where a `Font` is expected). \
                    Arguments may leave parameters out (their defaults, and the closures VML never writes), and \
                    `content:` with a template symbol fills any of SwiftUI's view parameters (Docs/Spec.md §4). A \
                    number outside the range SwiftUI documents (`opacity(1.5)`, `lineLimit(0)`, a negative `frame` \
                    size) or a color component outside CSS's (`rgb(300, -5, 0)`) is reported too, with the value in \
                    range to write.
                    """)
        ),
        (
            .unknownElement,
            Documentation(
                severity: "warning (error with `--strict`)",
                summary: """
                    an element name near a SwiftUI view (`VStak`); with `--strict`, any name the schema does not \
                    declare
                    """,
                details: """
                    An element name that is not a SwiftUI view but is within a small edit distance of one. Other \
                    names are custom components (the spec's `Card`, `Star`) and are not reported, except with \
                    `names: .strict` (`vml check --strict`), where every element neither SwiftUI nor the schema \
                    declares is an error.
                    """)
        ),
        (
            .unknownAttribute,
            Documentation(
                severity: "warning (error with `--strict`)",
                summary: "an attribute near one the view declares (`isOnn` on `Toggle`)",
                details: """
                    An attribute of a SwiftUI view that none of its initializers' labels (nor the DSL, nor VML's \
                    own `id`, `style`, `template`, `class`) declares, but that is near one that is. Any other \
                    attribute is a data carrier, which the spec allows (for `attr(…)`, or for a client runtime: \
                    `phx-click`), so it is not reported; with `--strict`, an attribute of a custom element whose \
                    schema entry lists its attributes is.
                    """)
        ),
        (
            .invalidAttributeValue,
            Documentation(
                severity: "warning (error with `--strict`)",
                summary: "an attribute value the view's initializers do not take (`spacing=\"eight\"` on `VStack`)",
                details: """
                    The value of an attribute that names a parameter of a SwiftUI view's initializers, when no \
                    parameter with that label takes it: a number (`spacing`), `true` or `false`, or a member of \
                    the parameter's type written without its dot (`alignment="leading"`). Attributes that some \
                    initializer takes as text, a view, a binding or a type the checker does not look into are not \
                    checked, nor an empty value (read as missing), nor an attribute the element's style binds \
                    with `attr(…)`: that one is the app's own, typed by its binding (`attr-coercion`).
                    """)
        ),
        (
            .newerThanTarget,
            Documentation(
                severity: "warning",
                summary: "a SwiftUI declaration that needs a newer iOS than the target (`--target`)",
                details: """
                    A SwiftUI declaration that needs a newer iOS than the target the screens are checked for: a \
                    view (`ContentUnavailableView`, iOS 17.0), the initializer its attributes name, a modifier \
                    overload (`glassEffect(_:in:)`, iOS 26.0), or a member or call in a modifier's arguments \
                    (`.borderedProminent`, iOS 15.0). A render for a client on the target drops the element, with \
                    its children, or the modifier (`VMLAvailability.removingDeclarations(newerThan:from:)`). Only \
                    checked with a target: `vml check --target ios16`, the schema's [`target`](#custom-names), or \
                    `VMLValidator(target: .iOS(16))`; without one, files are checked against the newest iOS and \
                    this code never appears. The message gives the version the declaration needs and, where the \
                    catalog records that SwiftUI deprecated an older declaration for it (`foregroundColor(_:)`, \
                    renamed `foregroundStyle(_:)`; `overlay(_:alignment:)`, whose message says to use \
                    `overlay(alignment:content:)`), the older one, which clients before that version have.
                    """)
        ),
        (
            .trailingComma,
            Documentation(
                severity: "warning",
                summary: "a comma with nothing after it in a style (found in the text, by `check`)",
                details: """
                    A comma with nothing after it in a style: after the last modifier, argument, array item or \
                    `attr(…)` part. The parser reads it (the spec's decisions accept it) and the canonical form \
                    drops it, but `padding(8),` often marks a modifier left out, or a template that printed \
                    nothing. The tree does not keep it, so `VMLValidator().check(bytes)` and `vml check` find it in \
                    the text (`VMLParser().notes(in:)`), at the comma; `validate(document)` cannot.
                    """)
        ),
        (
            .parseError,
            Documentation(
                severity: "error",
                summary: "the text is not VML ([Parsing](Parsing.md#errors) says what the parser accepts)",
                details: nil)
        ),
        (
            .limitExceeded,
            Documentation(
                severity: "error",
                summary: """
                    the input passes one of the parser's limits (`VMLParser.Options`); the message names the option \
                    to raise
                    """,
                details: nil)
        ),
        (
            .tooManyDiagnostics,
            Documentation(
                severity: "warning",
                summary: "the run stopped listing at `maximumDiagnostics`; the message says how many it found",
                details: nil)
        ),
        (
            .fileError,
            Documentation(
                severity: "error",
                summary: "`vml` cannot read a file, or the schema for it (`FILE: error: MESSAGE`, with no line)",
                details: nil)
        ),
    ]
}
