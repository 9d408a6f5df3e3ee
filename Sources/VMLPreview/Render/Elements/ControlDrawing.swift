import VMLCore

/// The value controls as iOS draws them, showing their values: `Toggle` (a switch, green when
/// on), `TextField`/`SecureField`/`TextEditor` (their text, or the prompt in placeholder gray),
/// `Slider`, `Stepper`, `ColorPicker`, `ProgressView` (a spinner, or a bar filled to its value)
/// and `Gauge`.
enum ControlDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "Toggle": .drawn, "TextField": .drawn, "SecureField": .drawn, "TextEditor": .drawn, "Slider": .drawn,
        "Stepper": .drawn, "ColorPicker": .approximated, "ProgressView": .drawn, "Gauge": .approximated,
    ]

    /// The modifiers this family reads, and how faithfully.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "toggleStyle": .drawn, "textFieldStyle": .drawn, "progressViewStyle": .drawn, "gaugeStyle": .approximated,
        "textEditorStyle": .approximated,
    ]

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "Toggle": return toggle(context)
        case "TextField", "SecureField": return field(context)
        case "TextEditor":
            let text = context.attribute("text") ?? ""
            let box = ControlParts.interactive(Box(classes: "text-editor"), context)
            return Drawing(box, [.html(HTMLText.escaped(text))])
        case "Slider": return slider(context)
        case "Stepper":
            var content = labelled(context)
            content.append(.html("<span class=\"stepper\"><span>−</span><i></i><span>+</span></span>"))
            return Drawing(ControlParts.interactive(Box(classes: "hstack control", style: "gap:8px;"), context), content)
        case "ColorPicker":
            var content = labelled(context)
            let color = context.attribute("selection").flatMap(colorCSS) ?? "var(--blue)"
            content.append(.html("<span class=\"color-well\" style=\"--wellColor:" + HTMLText.escaped(color) + "\"></span>"))
            return Drawing(ControlParts.interactive(Box(classes: "hstack control", style: "gap:8px;"), context), content, .approximated)
        case "ProgressView": return progress(context)
        case "Gauge": return gauge(context)
        default: return nil
        }
    }

    /// How a control grows beyond ``Expansion``'s table: a linear progress view, a segmented
    /// picker and a switch toggle (not a button-style one) take the width they are offered.
    static func growth(of entry: PreviewTree.Entry, in tree: PreviewTree) -> Expansion {
        switch entry.name {
        case "ProgressView":
            let linear = entry[attribute: "value"] != nil || entry[attribute: "upperBound"] != nil
            return linear && style("progressViewStyle", of: entry, in: tree) != "circular" ? .horizontal : []
        case "Picker":
            return style("pickerStyle", of: entry, in: tree) == "segmented" ? .horizontal : []
        case "Toggle":
            return style("toggleStyle", of: entry, in: tree) == "button" ? [] : .horizontal
        default:
            return []
        }
    }

    /// The member name of the style modifier `name` on the entry or its ancestors.
    private static func style(_ name: String, of entry: PreviewTree.Entry, in tree: PreviewTree) -> String? {
        var current: PreviewTree.Entry? = entry
        while let node = current {
            if let modifier = node.modifiers.first(where: { $0.name == name }), let value = modifier.arguments.first?.value {
                return ExpressionValues.memberName(value) ?? ExpressionValues.call(value)?.name
            }
            current = node.parent >= 0 ? tree[node.parent] : nil
        }
        return nil
    }

    /// The label (unless `labelsHidden()`) in a box that takes the room left of the control.
    private static func labelled(_ context: DrawContext) -> [Piece] {
        if ControlParts.labelsHidden(context) { return [.html("<span class=\"spacer\"></span>")] }
        return [.open(Box(classes: "hstack control-label", style: "gap:8px;"))] + ControlParts.label(context) + [.close("div")]
    }

    private static func toggle(_ context: DrawContext) -> Drawing {
        let isOn = context.attribute("isOn") == "true"
        if context.inheritedStyle("toggleStyle") == "button" {
            var box = ButtonDrawing.buttonBox(context)
            box.classes = "hstack button" + (isOn ? " bordered-prominent" : " bordered") + " toggle-button"
            return Drawing(box, context.body)
        }
        var content = labelled(context)
        content.append(.html("<span class=\"switch" + (isOn ? " on" : "") + "\"><i></i></span>"))
        var box = ControlParts.interactive(Box(classes: "hstack control toggle", style: "gap:8px;"), context)
        box.attributes.append(("data-on", isOn ? "true" : "false"))
        let style = context.inheritedStyle("toggleStyle")
        return Drawing(box, content, style == nil || style == "switch" || style == "automatic" ? .drawn : .approximated)
    }

    private static func field(_ context: DrawContext) -> Drawing {
        let text = context.attribute("text") ?? ""
        let secure = context.entry.name == "SecureField"
        var classes = "text-field"
        if context.inheritedStyle("textFieldStyle") == "roundedBorder" { classes += " rounded-border" }
        if context.attribute("axis").map(StackDrawing.memberName) == "vertical" { classes += " multiline" }
        let box = ControlParts.interactive(Box(classes: classes), context)
        if !text.isEmpty {
            let shown = secure ? String(repeating: "•", count: text.count) : text
            return Drawing(box, [ControlParts.text(shown, classes: "text-field-value" + (secure ? " secure" : ""))])
        }
        if let prompt = context.attribute("prompt") {
            return Drawing(box, [ControlParts.text(prompt, classes: "text-field-prompt")])
        }
        return Drawing(box, [.open(Box("span", classes: "text-field-prompt"))] + context.body + [.close("span")])
    }

    private static func slider(_ context: DrawContext) -> Drawing {
        let lower = ControlParts.number(context, "lowerBound", 0)
        let upper = ControlParts.number(context, "upperBound", 1)
        let fraction = ControlParts.fraction(ControlParts.number(context, "value", lower), lower, upper)
        var content: [Piece] = []
        if let minimum = context.slot("minimumValueLabel") { content.append(minimum) }
        content.append(.html("<span class=\"slider-track\" style=\"" + ControlParts.fractionCSS(fraction) + "\"><i></i><b></b></span>"))
        if let maximum = context.slot("maximumValueLabel") { content.append(maximum) }
        // iOS does not show a slider's label (VoiceOver reads it).
        let box = ControlParts.interactive(Box(classes: "hstack control slider", style: "gap:8px;"), context)
        return Drawing(box, content)
    }

    private static func progress(_ context: DrawContext) -> Drawing {
        let style = context.inheritedStyle("progressViewStyle")
        let lower = ControlParts.number(context, "lowerBound", 0)
        let hasValue = context.attribute("value") != nil || context.attribute("upperBound") != nil
        guard hasValue, style != "circular" else {
            var content: [Piece] = [.html("<span class=\"spinner\"></span>")]
            if !context.body.isEmpty { content += [.open(Box(classes: "progress-label"))] + context.body + [.close("div")] }
            return Drawing(Box(classes: "vstack progress", style: "gap:8px;"), content)
        }
        let fraction: Double
        var coverage = VMLPreviewCoverage.drawn
        if let value = context.number("value") {
            fraction = ControlParts.fraction(value, 0, context.number("total") ?? 1)
        } else {
            // A timer interval: the time now is unknown, so halfway.
            fraction = context.number("upperBound").map { ControlParts.fraction(($0 + lower) / 2, lower, $0) } ?? 0.5
            coverage = .approximated
        }
        var content: [Piece] = []
        if !context.body.isEmpty { content += [.open(Box(classes: "progress-label"))] + context.body + [.close("div")] }
        content.append(.html("<span class=\"progress-bar\" style=\"" + ControlParts.fractionCSS(fraction) + "\"><i></i></span>"))
        if let current = context.slot("currentValueLabel") { content += [.open(Box(classes: "progress-value")), current, .close("div")] }
        return Drawing(Box(classes: "vstack progress linear", style: "gap:4px;"), content, coverage)
    }

    private static func gauge(_ context: DrawContext) -> Drawing {
        let lower = ControlParts.number(context, "lowerBound", 0)
        let upper = ControlParts.number(context, "upperBound", 1)
        let fraction = ControlParts.fraction(ControlParts.number(context, "value", lower), lower, upper)
        let style = context.inheritedStyle("gaugeStyle") ?? "automatic"
        if style.lowercased().contains("circular") {
            var content: [Piece] = []
            if let current = context.slot("currentValueLabel") { content.append(current) }
            let box = Box(classes: "ring", style: ControlParts.fractionCSS(fraction))
            return Drawing(box, content, .approximated)
        }
        var content: [Piece] = []
        var top: [Piece] = context.body
        if let current = context.slot("currentValueLabel") {
            top += [.html("<span class=\"spacer\"></span>"), .open(Box(classes: "progress-value")), current, .close("div")]
        }
        if !top.isEmpty { content += [.open(Box(classes: "hstack", style: "gap:8px;align-self:stretch;"))] + top + [.close("div")] }
        content.append(.html("<span class=\"progress-bar gauge\" style=\"" + ControlParts.fractionCSS(fraction) + "\"><i></i></span>"))
        var ends: [Piece] = []
        if let minimum = context.slot("minimumValueLabel") { ends.append(minimum) }
        ends.append(.html("<span class=\"spacer\"></span>"))
        if let maximum = context.slot("maximumValueLabel") { ends.append(maximum) }
        if ends.count > 1 {
            content += [.open(Box(classes: "hstack progress-value", style: "align-self:stretch;"))] + ends + [.close("div")]
        }
        return Drawing(Box(classes: "vstack progress linear", style: "gap:4px;"), content, .approximated)
    }

    /// A `ColorPicker` selection (`orange`, `#ff8800`) as CSS.
    private static func colorCSS(_ text: String) -> String? {
        if text.hasPrefix("#") { return text }
        return PreviewColor.css(.implicitMember(StackDrawing.memberName(text)))
    }
}
