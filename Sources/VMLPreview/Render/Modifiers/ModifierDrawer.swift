import VMLCore

/// Each modifier's effect on the drawing, applied in order as SwiftUI applies them: layout
/// modifiers wrap the view in a new box (so `padding` then `background` differs from
/// `background` then `padding`), environment values (fonts, colors) style the outermost box so
/// far, and a shape's `fill` styles the shape itself.
enum ModifierDrawer {
    /// Modifiers with nothing to see on a still screen: accessibility, identity, behaviour,
    /// animation, input hints and the like. They count as drawn.
    static let invisible: Set<String> = [
        "accessibility", "accessibilityActivationPoint", "accessibilityAddTraits", "accessibilityChildren",
        "accessibilityCustomContent", "accessibilityDirectTouch", "accessibilityElement", "accessibilityFocused",
        "accessibilityHeading", "accessibilityHidden", "accessibilityHint", "accessibilityIdentifier",
        "accessibilityIgnoresInvertColors", "accessibilityInputLabels", "accessibilityLabel", "accessibilityLabeledPair",
        "accessibilityLinkedGroup", "accessibilityRemoveTraits", "accessibilityRepresentation",
        "accessibilityRespondsToUserInteraction", "accessibilityRotor", "accessibilityRotorEntry",
        "accessibilityShowsLargeContentViewer", "accessibilitySortPriority", "accessibilityTextContentType",
        "accessibilityValue", "allowsHitTesting", "animation", "autocapitalization", "autocorrectionDisabled",
        "buttonRepeatBehavior", "compositingGroup", "contentShape", "contentTransition", "coordinateSpace",
        "defaultHoverEffect", "defersSystemGestures", "deleteDisabled", "disableAutocorrection", "drawingGroup",
        "environment", "environmentObject", "equatable", "findDisabled", "findNavigator", "focusEffectDisabled",
        "focusable", "geometryGroup", "help", "hoverEffect", "hoverEffectDisabled", "id", "interactionActivityTrackingTag",
        "interactiveDismissDisabled", "invalidatableContent", "isDetailLink", "keyboardShortcut", "keyboardType",
        "layoutDirectionBehavior", "matchedGeometryEffect", "moveDisabled", "navigationDocument", "privacySensitive",
        "replaceDisabled", "scrollBounceBehavior", "scrollDismissesKeyboard", "scrollIndicatorsFlash",
        "scrollTargetBehavior", "scrollTargetLayout", "searchDictationBehavior", "selectionDisabled",
        "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued",
        "speechSpellsOutCharacters", "springLoadingBehavior", "submitLabel", "symbolEffect", "symbolEffectsRemoved",
        "symbolRenderingMode", "tag", "textContentType", "textInputAutocapitalization", "textSelection", "transition",
        "typeSelectEquivalent", "typesettingLanguage", "allowsTightening", "antialiased",
        "interpolation", "renderingMode", "flipsForRightToLeftLayoutDirection", "dynamicTypeSize", "scrollDisabled",
        "scrollClipDisabled", "scrollIndicators", "menuActionDismissBehavior", "menuOrder", "menuIndicator",
        "statusBar", "statusBarHidden", "persistentSystemOverlays", "preferredColorScheme", "allowedDynamicRange",
        "labelsHidden", "searchCompletion", "contextMenu", "swipeActions",
        "navigationDestination", "badgeProminence", "listRowHoverEffectDisabled", "presentationBackground",
        "presentationBackgroundInteraction", "presentationCompactAdaptation", "presentationContentInteraction",
        "presentationCornerRadius", "presentationDetents", "presentationDragIndicator", "dialogIcon",
        "dialogSuppressionToggle", "inspectorColumnWidth", "navigationSplitViewColumnWidth", "searchPresentationToolbarBehavior",
        "toolbarTitleMenu", "toolbarRole", "toolbarColorScheme", "headerProminence", "textScale",
        // Accepted by the DSL and written for the client, nothing to draw: focus, an accessibility
        // action, a scroll position's binding.
        "focused", "accessibilityAction", "scrollPosition",
    ]

    /// What this drawer draws itself, and how faithfully.
    static let own: [String: VMLPreviewCoverage] = [
        "padding": .drawn, "unredacted": .drawn, "frame": .drawn, "offset": .drawn, "fixedSize": .drawn, "background": .drawn,
        "overlay": .drawn, "foregroundStyle": .drawn, "foregroundColor": .drawn, "tint": .drawn, "accentColor": .drawn,
        "fill": .drawn, "stroke": .drawn, "strokeBorder": .drawn, "clipShape": .drawn, "clipped": .drawn,
        "cornerRadius": .drawn, "opacity": .drawn, "shadow": .drawn, "border": .drawn, "blur": .drawn,
        "brightness": .drawn, "contrast": .drawn, "grayscale": .drawn, "saturation": .drawn, "hueRotation": .drawn,
        "colorInvert": .drawn, "rotationEffect": .drawn, "scaleEffect": .drawn, "hidden": .drawn, "zIndex": .drawn,
        "font": .drawn, "fontWeight": .drawn, "fontDesign": .drawn, "fontWidth": .approximated, "bold": .drawn,
        "italic": .drawn, "underline": .drawn, "strikethrough": .drawn, "monospaced": .drawn, "monospacedDigit": .drawn,
        "kerning": .drawn, "tracking": .drawn, "textCase": .drawn, "lineLimit": .drawn, "truncationMode": .drawn,
        "minimumScaleFactor": .drawn, "multilineTextAlignment": .drawn,
        "lineSpacing": .approximated, "baselineOffset": .drawn, "resizable": .drawn, "scaledToFit": .approximated,
        "scaledToFill": .approximated, "aspectRatio": .approximated, "imageScale": .drawn, "disabled": .drawn,
        "position": .drawn, "layoutPriority": .drawn, "ignoresSafeArea": .approximated,
        "edgesIgnoringSafeArea": .approximated, "safeAreaPadding": .drawn, "scenePadding": .drawn, "mask": .approximated,
        "redacted": .drawn, "controlSize": .drawn, "symbolVariant": .drawn, "glassEffect": .approximated, "badge": .drawn,
        "backgroundStyle": .drawn, "containerBackground": .approximated, "blendMode": .approximated,
        "colorMultiply": .approximated, "luminanceToAlpha": .approximated, "trim": .approximated, "inset": .drawn,
        "rotation": .approximated, "scale": .approximated, "size": .approximated, "containerRelativeFrame": .approximated,
        "safeAreaInset": .approximated, "contentMargins": .approximated, "gridCellColumns": .drawn,
        "gridCellAnchor": .approximated, "gridCellUnsizedAxes": .approximated, "gridColumnAlignment": .approximated,
    ]

    /// Every modifier the preview knows: its own, the invisible ones, and those the element
    /// drawers read (a `navigationTitle`, a `buttonStyle`).
    static let coverage: [String: VMLPreviewCoverage] = {
        var table = own
        for name in invisible { table[name] = .drawn }
        for (name, value) in ElementDrawer.modifiersRead where table[name] == nil { table[name] = value }
        return table
    }()

    /// Applies `modifier`; `expansion` is the view's growth once it applies (the wrapper's classes).
    static func apply(
        _ modifier: VMLModifier, to layers: inout Layers, context: DrawContext, expansion: Expansion
    ) -> VMLPreviewCoverage {
        let arguments = modifier.arguments
        let wrapper = "mod" + expansion.classes
        switch modifier.name {
        case "padding", "safeAreaPadding", "scenePadding":
            layers.wrap(Box(classes: wrapper, style: Padding.css(arguments)))
        case "inset":
            let amount = arguments.first.flatMap { ExpressionValues.number($0.value) } ?? 0
            layers.wrap(Box(classes: wrapper, style: "padding:" + ExpressionValues.px(amount) + ";"))
        case "frame":
            layers.wrap(Box(classes: wrapper + " frame", style: Frame.css(arguments)))
        case "offset":
            let x = ExpressionValues.argument("x", in: arguments).flatMap(ExpressionValues.number) ?? 0
            let y = ExpressionValues.argument("y", in: arguments).flatMap(ExpressionValues.number) ?? 0
            layers.wrap(Box(classes: wrapper, style: "transform:translate(\(ExpressionValues.px(x)),\(ExpressionValues.px(y)));"))
        case "position":
            let x = ExpressionValues.argument("x", in: arguments).flatMap(ExpressionValues.number) ?? 0
            let y = ExpressionValues.argument("y", in: arguments).flatMap(ExpressionValues.number) ?? 0
            // The view's centre at (x, y) in a box that takes all it is offered.
            layers.wrap(
                Box(
                    classes: "mod",
                    style: "position:absolute;left:\(ExpressionValues.px(x));top:\(ExpressionValues.px(y));transform:translate(-50%,-50%);")
            )
            layers.wrap(Box(classes: wrapper + " relative", style: "align-self:stretch;"))
        case "fixedSize":
            layers.wrap(Box(classes: wrapper + " fixed"))
        case "background", "overlay":
            return Layering.apply(modifier, to: &layers, context: context, wrapper: wrapper)
        case "glassEffect":
            return Glass.apply(modifier, to: &layers, wrapper: wrapper)
        case "foregroundStyle", "foregroundColor":
            guard let first = arguments.first, let css = PreviewColor.css(first.value) else { return .approximated }
            if css.contains("gradient(") {
                layers.styleOutermost("--foreground:" + css + ";color:var(--label);")
                return .approximated
            }
            layers.styleOutermost("color:" + css + ";--foreground:" + css + ";")
        case "tint", "accentColor":
            guard let first = arguments.first, let css = PreviewColor.css(first.value) else { return .approximated }
            // A toggle's switch is green unless a tint is given (`--toggleTint`).
            layers.styleOutermost("--tint:" + css + ";--toggleTint:" + css + ";")
        case "fill":
            guard let first = arguments.first, let css = PreviewColor.css(first.value) else { return .approximated }
            layers.styleCore("background:" + css + ";")
        case "stroke", "strokeBorder":
            let color = arguments.first(where: { $0.label == nil }).flatMap { PreviewColor.css($0.value) } ?? "currentColor"
            let width = ExpressionValues.argument("lineWidth", in: arguments).flatMap(ExpressionValues.number) ?? 1
            layers.styleCore("background:transparent;border:" + ExpressionValues.px(width) + " solid " + color + ";")
        case "clipShape":
            let radius = arguments.first.map { ShapeValue.radius($0.value) } ?? "0"
            layers.wrap(Box(classes: wrapper, style: "overflow:hidden;border-radius:" + radius + ";"))
        case "cornerRadius":
            let radius = arguments.first.flatMap { ExpressionValues.number($0.value) } ?? 0
            layers.wrap(Box(classes: wrapper, style: "overflow:hidden;border-radius:" + ExpressionValues.px(radius) + ";"))
        case "clipped":
            layers.wrap(Box(classes: wrapper, style: "overflow:hidden;"))
        case "opacity":
            let value = arguments.first.flatMap { ExpressionValues.number($0.value) } ?? 1
            layers.wrap(Box(classes: wrapper, style: "opacity:" + String(max(0, min(1, value))) + ";"))
        case "shadow":
            layers.wrap(Box(classes: wrapper, style: Effects.shadow(arguments)))
        case "border":
            let color = arguments.first(where: { $0.label == nil }).flatMap { PreviewColor.css($0.value) } ?? "var(--label)"
            let width = ExpressionValues.argument("width", in: arguments).flatMap(ExpressionValues.number) ?? 1
            let w = ExpressionValues.px(width)
            layers.wrap(Box(classes: wrapper, style: "outline:" + w + " solid " + color + ";outline-offset:-" + w + ";"))
        case "blur", "brightness", "contrast", "grayscale", "saturation", "hueRotation", "colorInvert":
            layers.wrap(Box(classes: wrapper, style: "filter:" + Effects.filter(modifier) + ";"))
        case "rotationEffect":
            let degrees = arguments.first.flatMap { ExpressionValues.degrees($0.value) } ?? 0
            layers.wrap(Box(classes: wrapper, style: "transform:rotate(" + String(degrees) + "deg);"))
        case "scaleEffect":
            layers.wrap(Box(classes: wrapper, style: "transform:" + Effects.scale(arguments) + ";"))
        case "hidden":
            layers.wrap(Box(classes: wrapper, style: "visibility:hidden;"))
        case "zIndex":
            let value = arguments.first.flatMap { ExpressionValues.number($0.value) } ?? 0
            layers.updateOutermost { $0.style += "position:relative;z-index:" + String(Int(value)) + ";" }
        case "disabled":
            // An environment value: controls inside turn gray (their tint) and dim; text does not.
            if arguments.first?.value != .boolean(false) { layers.updateOutermost { $0.addClass("disabled") } }
        case "redacted":
            if arguments.first.flatMap({ ExpressionValues.memberName($0.value) }) == "placeholder" {
                layers.updateOutermost { $0.addClass("redacted") }
            }
        case "unredacted":
            layers.updateOutermost { $0.addClass("unredacted") }
        case "controlSize":
            // Bordered buttons' padding, corner and font (the stylesheet's size-… classes).
            if let size = arguments.first.flatMap({ ExpressionValues.memberName($0.value) }), size != "regular" {
                layers.updateOutermost { $0.addClass("size-" + size) }
            }
        case "layoutPriority":
            // A stack gives a higher priority its ideal size first; the others give up space.
            let value = arguments.first.flatMap { ExpressionValues.number($0.value) } ?? 0
            if value != 0 { layers.styleOutermost(value > 0 ? "flex-shrink:0;" : "flex-shrink:1000;min-width:0;") }
        case "resizable":
            layers.addCoreClass("resizable")
        case "badge":
            let text = arguments.first.map { Effects.badgeText($0.value) } ?? ""
            if ListDrawing.isRow(context.index, in: context.tree) {
                // A list row's badge: trailing, in secondary gray (none for 0).
                guard !text.isEmpty, text != "0" else { return .drawn }
                layers.wrap(
                    Box(classes: wrapper, style: "flex-direction:row;justify-content:flex-start;gap:8px;flex:1 1 auto;align-self:stretch;"),
                    leading: [],
                    trailing: [.html("<span class=\"row-badge\">" + HTMLText.escaped(text) + "</span>")])
                return .drawn
            }
            layers.wrap(
                Box(classes: wrapper + " relative"), leading: [],
                trailing: [.html("<span class=\"badge\">" + HTMLText.escaped(text) + "</span>")])
        case "gridCellColumns":
            let count = arguments.first.flatMap { ExpressionValues.number($0.value) } ?? 1
            layers.updateOutermost { $0.style += "grid-column:span " + String(Int(count)) + ";" }
        case "backgroundStyle":
            guard let first = arguments.first, let css = PreviewColor.css(first.value) else { return .approximated }
            layers.styleOutermost("--bgstyle:" + css + ";")
        default:
            if let css = TextStyling.css(modifier) {
                layers.styleOutermost(css)
                return own[modifier.name] ?? .drawn
            }
            if invisible.contains(modifier.name) { return .drawn }
            if let read = ElementDrawer.modifiersRead[modifier.name] { return read }
            return own[modifier.name] ?? .notDrawn
        }
        return own[modifier.name] ?? .drawn
    }
}
