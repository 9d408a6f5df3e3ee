/// Which templates each element and each slot modifier accepts: plain data the validator reads.
///
/// Elements have named slots that immediate children fill with `template="name"` (a `Label`'s
/// `title` and `icon`). Modifiers take a template through a symbol in the style
/// (`toolbar(content: :toolbar)`); their entries only say how many children the slot takes.
///
/// Extend the spec's table for your own elements:
/// ```swift
/// var table = VMLSlotTable.standard
/// table.setSlots([.init("header"), .init("footer")], for: "Card")
/// table.setSlot(.init(label: "content", cardinality: .multiple), forModifier: "contextMenu")
/// let validator = VMLValidator(slotTable: table)
/// ```
public struct VMLSlotTable: Hashable, Sendable {
    /// How many immediate children one slot takes.
    public enum Cardinality: String, Hashable, Sendable, Codable {
        /// One: when several children declare the template, the first in DOM order is used.
        case single
        /// Many: every matching immediate child is collected in DOM order (`toolbar(content:)`).
        case multiple
    }

    /// A named slot of an element, such as `Label`'s `title`.
    public struct Slot: Hashable, Sendable {
        /// The template name children use: `template="title"`.
        public var name: String
        /// How many children it takes.
        public var cardinality: Cardinality
        /// Whether unlabeled children fill it when no child declares it (`Button`'s `label`).
        public var isDefault: Bool

        /// Creates a slot: `Slot("label", isDefault: true)`.
        public init(_ name: String, cardinality: Cardinality = .single, isDefault: Bool = false) {
            self.name = name
            self.cardinality = cardinality
            self.isDefault = isDefault
        }
    }

    /// A modifier argument that takes a template symbol, such as `toolbar`'s `content:`.
    public struct ModifierSlot: Hashable, Sendable {
        /// The argument label (`content`), or `nil` for an unlabeled argument.
        public var label: String?
        /// How many children it takes.
        public var cardinality: Cardinality

        /// Creates a modifier slot: `ModifierSlot(label: "content", cardinality: .multiple)`.
        public init(label: String?, cardinality: Cardinality = .single) {
            self.label = label
            self.cardinality = cardinality
        }
    }

    /// Element name → its named slots.
    public var elements: [String: [Slot]]
    /// Modifier name → its slot arguments. A symbol anywhere else in a style is single-valued.
    public var modifiers: [String: [ModifierSlot]]

    /// Creates a table.
    public init(elements: [String: [Slot]] = [:], modifiers: [String: [ModifierSlot]] = [:]) {
        self.elements = elements
        self.modifiers = modifiers
    }

    /// The slots of Docs/Spec.md §4's table and the default slots its cookbook shows, plus SwiftUI's other
    /// views whose initializers take several view builders (so markup the DSL writes for them,
    /// such as `<GroupBox><Text template="label">…</Text>…</GroupBox>`, is valid):
    ///
    /// | element or modifier | slots (default in bold) |
    /// |---|---|
    /// | `Label` | `title`, `icon` |
    /// | `NavigationLink` | `destination`, **`label`** |
    /// | `Section` | **`content`**, `header`, `footer` |
    /// | `Button`, `Toggle`, `Link`, `Stepper`, `DatePicker`, `ColorPicker`, `MultiDatePicker`, `TextField`, `SecureField`, `TableColumn` | **`label`** |
    /// | `DisclosureGroup`, `GroupBox`, `LabeledContent`, `Menu`, `Picker`, `ControlGroup` | **`content`**, `label` |
    /// | `Gauge` | **`label`**, `currentValueLabel`, `minimumValueLabel`, `maximumValueLabel`, `markedValueLabels` |
    /// | `Slider` | **`label`**, `minimumValueLabel`, `maximumValueLabel` |
    /// | `ProgressView` | **`label`**, `currentValueLabel` |
    /// | `ContentUnavailableView` | `label`, `description`, `actions` |
    /// | `NavigationSplitView` | `sidebar`, `content`, `detail` |
    /// | `AsyncImage` | `content`, `placeholder`; or by phase `empty`, `success`, `failure` |
    /// | `background`, `overlay`, `listRowBackground`, `mask`, `safeAreaInset` (`content:`) | one child |
    /// | `buttonStyle(label:)` | one child |
    /// | `toolbar(content:)` | many children |
    ///
    /// And every other SwiftUI view's labeled view-builder parameters, from the catalog
    /// (`Table`'s `columns` and `rows`, `SharePreview`'s `image` and `icon`…).
    public static let standard = VMLSlotTable(
        elements: {
            let label = [Slot("label", isDefault: true)]
            let contentAndLabel = [Slot("content", isDefault: true), Slot("label")]
            return [
                "Label": [Slot("title"), Slot("icon")],
                "NavigationLink": [Slot("destination"), Slot("label", isDefault: true)],
                "Section": [Slot("content", isDefault: true), Slot("header"), Slot("footer")],
                "Button": label, "Toggle": label, "Link": label, "Stepper": label, "DatePicker": label, "ColorPicker": label,
                "MultiDatePicker": label, "TextField": label, "SecureField": label, "TableColumn": label,
                "DisclosureGroup": contentAndLabel, "GroupBox": contentAndLabel, "LabeledContent": contentAndLabel,
                "Menu": contentAndLabel, "Picker": contentAndLabel, "ControlGroup": contentAndLabel,
                "Gauge": label + [
                    Slot("currentValueLabel"), Slot("minimumValueLabel"), Slot("maximumValueLabel"), Slot("markedValueLabels"),
                ],
                "Slider": label + [Slot("minimumValueLabel"), Slot("maximumValueLabel")],
                "ProgressView": label + [Slot("currentValueLabel")],
                "ContentUnavailableView": [Slot("label"), Slot("description"), Slot("actions")],
                "NavigationSplitView": [Slot("sidebar"), Slot("content"), Slot("detail")],
                "AsyncImage": [Slot("content"), Slot("placeholder"), Slot("empty"), Slot("success"), Slot("failure")],
            ].merging(SwiftUIVocabulary.shared.viewSlots) { spec, _ in spec }
        }(),
        modifiers: [
            "background": [ModifierSlot(label: "content")],
            "overlay": [ModifierSlot(label: "content")],
            "listRowBackground": [ModifierSlot(label: "content")],
            "mask": [ModifierSlot(label: "content")],
            "safeAreaInset": [ModifierSlot(label: "content")],
            "buttonStyle": [ModifierSlot(label: "label")],
            "toolbar": [ModifierSlot(label: "content", cardinality: .multiple)],
        ]
    )

    /// Sets the slots of an element, replacing any it had.
    public mutating func setSlots(_ slots: [Slot], for element: String) {
        elements[element] = slots
    }

    /// Adds or replaces one slot argument of a modifier (matched by label).
    public mutating func setSlot(_ slot: ModifierSlot, forModifier modifier: String) {
        var slots = modifiers[modifier] ?? []
        slots.removeAll { $0.label == slot.label }
        slots.append(slot)
        modifiers[modifier] = slots
    }

    /// The table with an element's slots set; handy for chaining from ``standard``.
    ///
    /// ```swift
    /// VMLSlotTable.standard.withSlots([.init("header"), .init("footer")], for: "Card")
    /// ```
    public func withSlots(_ slots: [Slot], for element: String) -> VMLSlotTable {
        var table = self
        table.setSlots(slots, for: element)
        return table
    }

    /// The slots of an element; empty for elements the table does not know.
    public func slots(of element: String) -> [Slot] {
        elements[element] ?? []
    }

    /// The cardinality of a symbol passed directly as the argument `label` of `modifier`;
    /// ``Cardinality/single`` when the table has no entry for it.
    public func cardinality(ofModifier modifier: String, label: String?) -> Cardinality {
        modifiers[modifier]?.first { $0.label == label }?.cardinality ?? .single
    }
}
