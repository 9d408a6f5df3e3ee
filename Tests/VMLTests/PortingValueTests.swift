import Foundation
import Testing
import VML

/// Values SwiftUI code writes in modifier arguments, with the prefix alone: the forms of `Animation`,
/// `Spring`, `UnitCurve`, transitions and symbol effects, gradients, and the enum-like types of styles,
/// presentations, scrolling, search and accessibility. Each row is the compact VML the value renders.
@Suite struct PortingValueTests {
    static let a = VmlText("a")
    static let isOn = true

    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }

    static let cases: [IdiomCase] = [
        // `Animation`'s springs, presets and instance methods.
        IdiomCase(a.animation(.bouncy, value: 1), text("animation(.bouncy, value: 1)")),
        IdiomCase(
            a.animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: 1),
            text("animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: 1)")),
        IdiomCase(a.animation(.smooth(duration: 0.3), value: 1), text("animation(.smooth(duration: 0.3), value: 1)")),
        IdiomCase(a.animation(.snappy(), value: 1), text("animation(.snappy(), value: 1)")),
        IdiomCase(a.animation(.spring(.bouncy), value: 1), text("animation(.spring(.bouncy), value: 1)")),
        IdiomCase(
            a.animation(.spring(VmlSpring(duration: 0.4, bounce: 0.2), blendDuration: 0.1), value: 1),
            text("animation(.spring(Spring(duration: 0.4, bounce: 0.2), blendDuration: 0.1), value: 1)")),
        IdiomCase(
            a.animation(.spring(VmlSpring(mass: 2, stiffness: 170, damping: 15)), value: 1),
            text("animation(.spring(Spring(mass: 2, stiffness: 170, damping: 15)), value: 1)")),
        IdiomCase(
            a.animation(.spring(VmlSpring(response: 0.5, dampingRatio: 0.8)), value: 1),
            text("animation(.spring(Spring(response: 0.5, dampingRatio: 0.8)), value: 1)")),
        IdiomCase(
            a.animation(.spring(VmlSpring(settlingDuration: 1, dampingRatio: 0.7)), value: 1),
            text("animation(.spring(Spring(settlingDuration: 1, dampingRatio: 0.7)), value: 1)")),
        IdiomCase(
            a.animation(.spring(.snappy(extraBounce: 0.1)), value: 1), text("animation(.spring(.snappy(extraBounce: 0.1)), value: 1)")),
        IdiomCase(a.animation(.interpolatingSpring(.smooth), value: 1), text("animation(.interpolatingSpring(.smooth), value: 1)")),
        IdiomCase(a.animation(.interactiveSpring, value: 1), text("animation(.interactiveSpring, value: 1)")),
        IdiomCase(
            a.animation(.linear(duration: 1).repeatForever(autoreverses: false), value: 1),
            text("animation(.linear(duration: 1).repeatForever(autoreverses: false), value: 1)")),
        IdiomCase(a.animation(.easeIn.repeatForever(), value: 1), text("animation(.easeIn.repeatForever(), value: 1)")),
        IdiomCase(a.animation(.easeIn.repeatCount(3), value: 1), text("animation(.easeIn.repeatCount(3), value: 1)")),
        IdiomCase(
            a.animation(.default.repeatCount(2, autoreverses: false), value: 1),
            text("animation(.default.repeatCount(2, autoreverses: false), value: 1)")),
        IdiomCase(a.animation(.easeInOut.speed(2), value: 1), text("animation(.easeInOut.speed(2), value: 1)")),
        IdiomCase(
            a.animation(.spring.logicallyComplete(after: 0.3), value: 1), text("animation(.spring.logicallyComplete(after: 0.3), value: 1)")
        ),
        IdiomCase(
            a.animation(.timingCurve(.easeInEaseOut, duration: 0.5), value: 1),
            text("animation(.timingCurve(.easeInEaseOut, duration: 0.5), value: 1)")),
        IdiomCase(
            a.animation(.timingCurve(.bezier(startControlPoint: .topLeading, endControlPoint: .bottomTrailing), duration: 1), value: 1),
            text(
                "animation(.timingCurve(.bezier(startControlPoint: .topLeading, endControlPoint: .bottomTrailing), duration: 1), value: 1)")
        ),
        IdiomCase(
            a.animation(.timingCurve(.circularEaseOut, duration: 1), value: 1),
            text("animation(.timingCurve(.circularEaseOut, duration: 1), value: 1)")),
        // Transitions.
        IdiomCase(a.transition(VmlTransition(.slide)), text("transition(.slide)")),
        IdiomCase(a.transition(.offset(CGSize(width: 0, height: 20))), text("transition(.offset(CGSize(width: 0, height: 20)))")),
        IdiomCase(a.transition(.scale(0.8, anchor: .bottom)), text("transition(.scale(0.8, anchor: .bottom))")),
        IdiomCase(a.transition(.scale(0.5)), text("transition(.scale(0.5))")),
        IdiomCase(a.transition(.blurReplace(.upUp)), text("transition(.blurReplace(.upUp))")),
        IdiomCase(
            a.transition(.symbolEffect(.appear.up, options: .speed(2))), text("transition(.symbolEffect(.appear.up, options: .speed(2)))")),
        // Content transitions and symbol effects.
        IdiomCase(a.contentTransition(.numericText(value: 42)), text("contentTransition(.numericText(value: 42))")),
        IdiomCase(a.contentTransition(.symbolEffect(.replace.downUp)), text("contentTransition(.symbolEffect(.replace.downUp))")),
        IdiomCase(
            a.contentTransition(.symbolEffect(.replace.offUp, options: .repeat(2).speed(1.5))),
            text("contentTransition(.symbolEffect(.replace.offUp, options: .repeat(2).speed(1.5)))")),
        IdiomCase(
            a.contentTransition(.symbolEffect(.bounce.down.byLayer, options: .nonRepeating)),
            text("contentTransition(.symbolEffect(.bounce.down.byLayer, options: .nonRepeating))")),
        IdiomCase(
            a.contentTransition(.symbolEffect(.variableColor.iterative.reversing, options: .repeating)),
            text("contentTransition(.symbolEffect(.variableColor.iterative.reversing, options: .repeating))")),
        // Shape styles: gradients from a `Gradient` or stops, hierarchical styles.
        IdiomCase(
            a.foregroundStyle(.radialGradient(VmlGradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50)),
            text(
                "foregroundStyle(RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50))"
            )),
        IdiomCase(
            a.foregroundStyle(
                .angularGradient(VmlGradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180))),
            text(
                "foregroundStyle(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180)))"
            )),
        IdiomCase(
            a.foregroundStyle(
                .radialGradient(
                    stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .top, startRadius: 1, endRadius: 9
                )),
            text(
                "foregroundStyle(.radialGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .top, startRadius: 1, endRadius: 9))"
            )),
        IdiomCase(
            a.foregroundStyle(
                .angularGradient(
                    stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center, startAngle: .zero,
                    endAngle: .degrees(90))),
            text(
                "foregroundStyle(.angularGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center, startAngle: .zero, endAngle: .degrees(90)))"
            )),
        IdiomCase(a.foregroundStyle(VmlHierarchicalShapeStyle.tertiary), text("foregroundStyle(.tertiary)")),
        IdiomCase(a.foregroundStyle(VmlMaterial.thin), text("foregroundStyle(.thinMaterial)")),
        IdiomCase(a.foregroundStyle(isOn ? VmlAnyShapeStyle(.tint) : VmlAnyShapeStyle(.secondary)), text("foregroundStyle(.tint)")),
        IdiomCase(a.foregroundStyle(VmlAnyShapeStyle(.red)), text("foregroundStyle(.red)")),
        IdiomCase(a.foregroundStyle(VmlAnyShapeStyle(VmlColor.blue.opacity(0.5))), text("foregroundStyle(.blue.opacity(0.5))")),
        IdiomCase(a.foregroundStyle(VmlHierarchicalShapeStyle.quinary), text("foregroundStyle(.quinary)")),
        // Scrolling.
        IdiomCase(
            a.scrollTargetBehavior(.viewAligned(limitBehavior: .never)), text("scrollTargetBehavior(.viewAligned(limitBehavior: .never))")),
        IdiomCase(a.scrollBounceBehavior(.basedOnSize), text("scrollBounceBehavior(.basedOnSize)")),
        IdiomCase(a.scrollBounceBehavior(.always, axes: .vertical), text("scrollBounceBehavior(.always, axes: .vertical)")),
        // Styles.
        IdiomCase(a.datePickerStyle(.graphical), text("datePickerStyle(.graphical)")),
        IdiomCase(a.datePickerStyle(.wheel), text("datePickerStyle(.wheel)")),
        IdiomCase(a.indexViewStyle(.page(backgroundDisplayMode: .always)), text("indexViewStyle(.page(backgroundDisplayMode: .always))")),
        IdiomCase(a.textEditorStyle(.plain), text("textEditorStyle(.plain)")),
        IdiomCase(a.controlGroupStyle(.compactMenu), text("controlGroupStyle(.compactMenu)")),
        IdiomCase(a.navigationSplitViewStyle(.prominentDetail), text("navigationSplitViewStyle(.prominentDetail)")),
        // Presentations, menus, toolbars, badges.
        IdiomCase(
            a.presentationBackgroundInteraction(.enabled(upThrough: .medium)),
            text("presentationBackgroundInteraction(.enabled(upThrough: .medium))")),
        IdiomCase(a.presentationCompactAdaptation(.fullScreenCover), text("presentationCompactAdaptation(.fullScreenCover)")),
        IdiomCase(a.presentationContentInteraction(.scrolls), text("presentationContentInteraction(.scrolls)")),
        IdiomCase(a.menuOrder(.fixed), text("menuOrder(.fixed)")),
        IdiomCase(a.toolbarRole(.editor), text("toolbarRole(.editor)")),
        IdiomCase(a.badgeProminence(.increased), text("badgeProminence(.increased)")),
        IdiomCase(a.headerProminence(.increased), text("headerProminence(.increased)")),
        IdiomCase(a.textScale(.secondary), text("textScale(.secondary)")),
        IdiomCase(a.buttonRepeatBehavior(.enabled), text("buttonRepeatBehavior(.enabled)")),
        // Accessibility.
        IdiomCase(a.accessibilityHeading(.h2), text("accessibilityHeading(.h2)")),
        IdiomCase(a.accessibilityTextContentType(.sourceCode), text("accessibilityTextContentType(.sourceCode)")),
        // Option sets written as arrays.
        IdiomCase(
            a.contentShape([.interaction, .hoverEffect], VmlCapsule()), text("contentShape([.interaction, .hoverEffect], Capsule())")),
        // Values of existing types.
        IdiomCase(
            a.frame(maxWidth: 10, alignment: VmlAlignment(horizontal: .leading, vertical: .top)),
            text("frame(maxWidth: 10, alignment: Alignment(horizontal: .leading, vertical: .top))")),
        IdiomCase(a.padding(VmlEdgeSet(.top), 4), text("padding(.top, 4)")),
        IdiomCase(a.rotationEffect(VmlAngle()), text("rotationEffect(.zero)")),
        IdiomCase(a.font(.body.width(VmlFont.Width(0.2))), text("font(.body.width(Font.Width(0.2)))")),
        IdiomCase(a.buttonBorderShape(.capsule.inset(by: 2)), text("buttonBorderShape(.capsule.inset(by: 2))")),
    ]

    @Test(arguments: cases) func renders(_ idiom: IdiomCase) {
        idiom.check()
    }

    /// Values with no modifier of their own here (or one that writes nothing), as their expressions.
    static let values: [ValueExpressionCase] = [
        ValueExpressionCase(
            VmlShapeStyle.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)),
            ".conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))"),
        ValueExpressionCase(
            VmlShapeStyle.conicGradient(VmlGradient(colors: [.red, .blue]), center: .center),
            ".conicGradient(Gradient(colors: [.red, .blue]), center: .center)"),
        ValueExpressionCase(
            VmlShapeStyle.conicGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center),
            ".conicGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center)"),
        ValueExpressionCase(
            VmlShapeStyle.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5),
            ".ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5)"),
        ValueExpressionCase(
            VmlShapeStyle.ellipticalGradient(VmlGradient(colors: [.red, .blue])), ".ellipticalGradient(Gradient(colors: [.red, .blue]))"),
        ValueExpressionCase(VmlShapeStyle.shadow(.drop(radius: 4)), ".shadow(.drop(radius: 4))"),
        ValueExpressionCase(
            VmlShapeStyle.blue.shadow(.inner(color: .black, radius: 2, y: 1)), ".blue.shadow(.inner(color: .black, radius: 2, y: 1))"),
        ValueExpressionCase(VmlShapeStyle.blendMode(.multiply), ".blendMode(.multiply)"),
        ValueExpressionCase(VmlShapeStyle.red.blendMode(.screen), ".red.blendMode(.screen)"),
        ValueExpressionCase(
            VmlStrokeStyle(lineWidth: 2, lineCap: .round, dash: [5, 3]), "StrokeStyle(lineWidth: 2, lineCap: .round, dash: [5, 3])"),
        ValueExpressionCase(
            VmlStrokeStyle(lineWidth: 3, lineJoin: .bevel, miterLimit: 4, dashPhase: 1),
            "StrokeStyle(lineWidth: 3, lineJoin: .bevel, miterLimit: 4, dashPhase: 1)"),
        ValueExpressionCase(VmlColor(.sRGB, red: 1, green: 0.5, blue: 0), "rgb(100%, 50%, 0%)"),
        ValueExpressionCase(
            VmlColor(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5), "Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)"),
        ValueExpressionCase(VmlColor(.sRGBLinear, white: 0.5), "Color(.sRGBLinear, white: 0.5)"),
        ValueExpressionCase(
            VmlKeyboardShortcut("s", modifiers: [.command, .shift]), "KeyboardShortcut(\"s\", modifiers: [.command, .shift])"),
        ValueExpressionCase(
            VmlKeyboardShortcut("k", localization: .withoutMirroring), "KeyboardShortcut(\"k\", localization: .withoutMirroring)"),
        ValueExpressionCase(VmlSensoryFeedback.impact(weight: .heavy, intensity: 0.8), ".impact(weight: .heavy, intensity: 0.8)"),
        ValueExpressionCase(VmlSensoryFeedback.impact(flexibility: .soft), ".impact(flexibility: .soft)"),
        ValueExpressionCase(VmlSensoryFeedback.impact, ".impact"),
        ValueExpressionCase(
            VmlTypesettingLanguage.explicit(Locale.Language(identifier: "ar")), ".explicit(Locale.Language(identifier: \"ar\"))"),
        ValueExpressionCase(VmlAccessibilityActionKind(named: VmlText("Archive")), "AccessibilityActionKind(named: \"Archive\")"),
        ValueExpressionCase(VmlAccessibilitySystemRotor.headings(level: .h2), ".headings(level: .h2)"),
        ValueExpressionCase(VmlAccessibilitySystemRotor.links(visited: true), ".links(visited: true)"),
        ValueExpressionCase(VmlCoordinateSpace.named("scroll"), ".named(\"scroll\")"),
        ValueExpressionCase(VmlLayoutDirectionBehavior.mirrors(in: .rightToLeft), ".mirrors(in: .rightToLeft)"),
        ValueExpressionCase(VmlPaletteSelectionEffect.symbolVariant(.fill), ".symbolVariant(.fill)"),
        ValueExpressionCase(VmlListSectionSpacing.custom(12), ".custom(12)"),
        ValueExpressionCase(VmlListItemTint.preferred(.blue), ".preferred(.blue)"),
        ValueExpressionCase([.menu, .content] as VmlSearchSuggestionsPlacementSet, "[.menu, .content]"),
        ValueExpressionCase(VmlHorizontalEdgeSet(.leading), ".leading"),
        ValueExpressionCase(VmlVerticalEdgeSet(.top), ".top"),
        ValueExpressionCase(VmlTextLineStyle(pattern: .dash, color: .red), "Text.LineStyle(pattern: .dash, color: .red)"),
        ValueExpressionCase(VmlTextLineStyle.single, ".single"),
        ValueExpressionCase(VmlImage.Interpolation.none, ".none"),
        ValueExpressionCase(VmlSpring(), "Spring()"),
        ValueExpressionCase(VmlPopoverAttachmentAnchor.point(.bottomTrailing), ".point(.bottomTrailing)"),
        ValueExpressionCase(VmlTextInputDictationBehavior.inline(activation: .onLook), ".inline(activation: .onLook)"),
        ValueExpressionCase(VmlSymbolEffectOptions.speed(2).repeating, ".speed(2).repeating"),
        ValueExpressionCase(VmlSymbolEffectOptions.default, ".default"),
        ValueExpressionCase(VmlSymbolEffect.pulse.wholeSymbol, ".pulse.wholeSymbol"),
        ValueExpressionCase(VmlSymbolEffect.variableColor.cumulative.dimInactiveLayers, ".variableColor.cumulative.dimInactiveLayers"),
        ValueExpressionCase(VmlUnitPoint(), ".zero"),
        ValueExpressionCase(VmlAccessibilityTraits(), "[]"),
        ValueExpressionCase(VmlAccessibilityTraits.isButton.union([.isSelected, .isButton]), "[.isButton, .isSelected]"),
        ValueExpressionCase(([.isButton, .isSelected] as VmlAccessibilityTraits).intersection(.isSelected), ".isSelected"),
        ValueExpressionCase(
            ([.isButton, .isSelected] as VmlAccessibilityTraits).symmetricDifference([.isSelected, .isLink]), "[.isButton, .isLink]"),
    ]

    @Test(arguments: values) func writes(_ value: ValueExpressionCase) {
        value.check()
    }

    /// The set operations of accessibility traits, on the members they were written with.
    @Test func traitsAsASet() throws {
        var traits: VmlAccessibilityTraits = .isButton
        #expect(traits.insert(.isSelected).inserted)
        #expect(!traits.insert(.isButton).inserted)
        #expect(traits.contains([.isButton, .isSelected]))
        #expect(traits.remove(.isButton) == .isButton)
        #expect(traits.remove(.isLink) == nil)
        #expect(traits.update(with: .isSelected) == .isSelected)
        traits.formUnion(.isHeader)
        traits.formSymmetricDifference(.isSelected)
        traits.formIntersection([.isHeader, .isLink])
        #expect(try traits.expression.canonicalText() == ".isHeader")
    }

    /// The gradient views fill a rectangle with their style.
    @Test func gradientViews() throws {
        #expect(
            try VmlRadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80).renderVML(.compact)
                == #"<Rectangle style="fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))"/>"#)
        #expect(
            try VmlAngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)).renderVML(.compact)
                == #"<Rectangle style="fill(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)))"/>"#)
        #expect(
            try VmlEllipticalGradient(colors: [.white, .blue]).renderVML(.compact)
                == #"<Rectangle style="fill(.ellipticalGradient(colors: [.white, .blue]))"/>"#)
    }

    /// `allCases` lists every value, for pickers and `ForEach`.
    @Test func allCases() throws {
        #expect(VmlDynamicTypeSize.allCases.count == 12)
        #expect(try VmlEdge.allCases.map { try $0.expression.canonicalText() } == [".top", ".leading", ".bottom", ".trailing"])
        #expect(VmlFont.TextStyle.allCases.count == 11)
    }

    /// A navigation path is state the stack takes and does not write.
    @Test func navigationPath() throws {
        var path = VmlNavigationPath([1, 2, 3])
        path.append("settings")
        path.removeLast(2)
        #expect(path.count == 2)
        let stack = VmlNavigationStack(path: .constant(path)) { VmlText("Root") }
        #expect(try stack.renderVML(.compact) == "<NavigationStack><Text>Root</Text></NavigationStack>")
    }
}

/// A value and the canonical text of its expression; the case keeps where it was written.
struct ValueExpressionCase: Sendable, CustomTestStringConvertible {
    let expression: VMLExpression
    let text: String
    let sourceLocation: SourceLocation

    init(_ value: some VmlExpressible, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.expression = value.vmlExpression
        self.text = text
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { text }

    /// Checks the text, reporting a difference at the case's own line.
    func check() {
        do {
            #expect(try expression.canonicalText() == text, sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }
}
