import VMLCore

/// Pickers showing their selection: `Picker` (the child whose `tag(…)` matches `selection`) as a
/// menu, segments, an inline list or a wheel; `DatePicker` as date and time pills or a calendar;
/// `MultiDatePicker` as a calendar with its days marked.
enum PickerDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "Picker": .drawn, "DatePicker": .drawn, "MultiDatePicker": .approximated,
    ]

    /// The modifiers this family reads, and how faithfully.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "pickerStyle": .drawn, "datePickerStyle": .drawn,
    ]

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "Picker": return picker(context)
        case "DatePicker": return datePicker(context)
        case "MultiDatePicker":
            let days = datesIn(context.attribute("selection") ?? "")
            let shown = days.first ?? CalendarDate(context.attribute("lowerBound") ?? "") ?? CalendarDate("2025-01-01")
            var content = labelRow(context)
            if let shown {
                content.append(
                    .html(calendar(shown, marked: Set(days.filter { $0.year == shown.year && $0.month == shown.month }.map(\.day)))))
            }
            return Drawing(
                ControlParts.interactive(Box(classes: "vstack calendar-picker", style: "gap:8px;"), context), content, .approximated)
        default: return nil
        }
    }

    // MARK: Picker

    private static func picker(_ context: DrawContext) -> Drawing {
        let options = context.tree.flattenedBody(of: context.index)
        let selection = context.attribute("selection")
        let selected = options.first { option in
            guard let selection, let tag = context.tree[option].modifiers.first(where: { $0.name == "tag" }),
                let value = tag.arguments.first.flatMap({ DisplayText.tag($0.value) })
            else { return false }
            return DisplayText.same(selection, value)
        }
        let style = context.inheritedStyle("pickerStyle") ?? "automatic"
        let inRow = ControlParts.isRow(context)
        switch style {
        case "segmented", "palette":
            let segments = options.flatMap { option -> [Piece] in
                [.open(Box(classes: option == selected ? "segment on" : "segment")), .child(option), .close("div")]
            }
            let box = ControlParts.interactive(Box(classes: "hstack segmented"), context)
            return Drawing(box, segments, style == "segmented" ? .drawn : .approximated)
        case "inline", "radioGroup":
            var content = inRow ? labelRow(context) : []
            for option in options {
                content += [
                    .open(Box(classes: "hstack picker-option", style: "gap:8px;")), .child(option), .html("<span class=\"spacer\"></span>"),
                ]
                if option == selected { content.append(.html("<span class=\"checkmark\"></span>")) }
                content.append(.close("div"))
            }
            let box = ControlParts.interactive(Box(classes: "vstack picker-inline", style: "gap:0;"), context)
            return inRow ? Drawing(box, content, .approximated) : wheel(context, options, selected)
        case "wheel":
            return wheel(context, options, selected)
        case "navigationLink":
            var content = labelRow(context)
            content += [.html("<span class=\"spacer\"></span>"), .open(Box(classes: "picker-value"))]
            if let selected { content.append(.child(selected)) }
            content += [.close("div"), ControlParts.disclosure]
            return Drawing(ControlParts.interactive(Box(classes: "hstack control", style: "gap:8px;"), context), content)
        default:
            // The menu style: in a form, the label then the value in gray; elsewhere the value
            // alone, tinted, as a button.
            var value: [Piece] = [.open(Box(classes: "hstack picker-value", style: "gap:4px;"))]
            if let selected { value.append(.child(selected)) }
            value += [ControlParts.upDown, .close("div")]
            if inRow {
                let content = labelRow(context) + [.html("<span class=\"spacer\"></span>")] + value
                return Drawing(ControlParts.interactive(Box(classes: "hstack control picker-menu", style: "gap:8px;"), context), content)
            }
            let box = ControlParts.interactive(Box(classes: "hstack button picker-button", style: "gap:4px;"), context)
            return Drawing(box, value, style == "menu" || style == "automatic" ? .drawn : .approximated)
        }
    }

    /// A wheel: the options around the selected one, the selected in a gray band.
    private static func wheel(_ context: DrawContext, _ options: [Int], _ selected: Int?) -> Drawing {
        let middle = selected.flatMap { options.firstIndex(of: $0) } ?? 0
        let shown = options.indices.filter { abs($0 - middle) <= 2 }
        var content: [Piece] = []
        for position in shown {
            let option = options[position]
            let distance = abs(position - middle)
            content += [
                .open(Box(classes: distance == 0 ? "wheel-option on" : "wheel-option", style: "opacity:\(1 - Double(distance) * 0.3);")),
                .child(option),
                .close("div"),
            ]
        }
        let box = ControlParts.interactive(Box(classes: "vstack wheel"), context)
        return Drawing(box, content, .approximated)
    }

    /// The control's label (its `label` slot or its body) unless `labelsHidden()`.
    private static func labelRow(_ context: DrawContext) -> [Piece] {
        if ControlParts.labelsHidden(context) { return [] }
        let label = ControlParts.label(context)
        return label.isEmpty ? [] : [.open(Box(classes: "hstack control-label", style: "gap:8px;"))] + label + [.close("div")]
    }

    // MARK: DatePicker

    private static func datePicker(_ context: DrawContext) -> Drawing {
        let date = CalendarDate(context.attribute("selection") ?? "")
        let components = context.attribute("displayedComponents") ?? "[.date, .hourAndMinute]"
        let showsDate = components.contains("date")
        let showsTime = components.contains("hour")
        let style = context.inheritedStyle("datePickerStyle") ?? "automatic"
        if style == "graphical", showsDate, let shown = date ?? CalendarDate("2025-01-01") {
            var content = labelRow(context)
            content.append(.html(calendar(shown, marked: date.map { [$0.day] } ?? [])))
            return Drawing(
                ControlParts.interactive(Box(classes: "vstack calendar-picker", style: "gap:8px;"), context), content, .approximated)
        }
        var content = labelRow(context)
        content.append(.html("<span class=\"spacer\"></span>"))
        if showsDate { content.append(ControlParts.text(date?.dateText ?? "Date", classes: "pill")) }
        if showsTime { content.append(ControlParts.text(date?.timeText ?? "9:41 AM", classes: "pill")) }
        let box = ControlParts.interactive(Box(classes: "hstack control", style: "gap:8px;"), context)
        return Drawing(box, content, style == "automatic" || style == "compact" ? .drawn : .approximated)
    }

    /// The dates in a `MultiDatePicker`'s selection: `["2027-01-15", …]`.
    private static func datesIn(_ text: String) -> [CalendarDate] {
        text.split(whereSeparator: { $0 == "\"" || $0 == "[" || $0 == "]" || $0 == "," || $0 == " " })
            .compactMap { CalendarDate(String($0)) }
    }

    /// A month's grid, the `marked` days in tinted circles.
    private static func calendar(_ month: CalendarDate, marked: Set<Int>) -> String {
        var html =
            "<div class=\"calendar\"><div class=\"calendar-month\">" + HTMLText.escaped(month.monthTitle)
            + "</div><div class=\"calendar-days\">"
        for name in ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] { html += "<b>" + name + "</b>" }
        html += String(repeating: "<span></span>", count: month.firstWeekday)
        for day in 1...month.daysInMonth {
            html += marked.contains(day) ? "<span class=\"on\">\(day)</span>" : "<span>\(day)</span>"
        }
        return html + "</div></div>"
    }
}
