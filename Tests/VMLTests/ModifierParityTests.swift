import Testing
import VML

/// Every modifier group: SwiftUI's names, labels and defaults; arguments left at their default
/// are not written.
@Suite struct ModifierParityTests {
    static func text(_ style: String) -> String {
        "<Text style=\"\(style)\">a</Text>"
    }

    static let a = VmlText("a")

    /// An optional argument held in a variable, passed on as a modifier's own parameter would be.
    static let givenWidth: (any VmlNumberArgument)? = 24

    static let layout: [ParityCase] = [
        ParityCase(a.frame(width: givenWidth, height: nil), text("frame(width: 24)")),
        ParityCase(a.padding(), text("padding()")),
        ParityCase(a.padding(8), text("padding(8)")),
        ParityCase(a.padding(.horizontal), text("padding(.horizontal)")),
        ParityCase(a.padding(.horizontal, 12), text("padding(.horizontal, 12)")),
        ParityCase(a.padding([.top, .leading], 4), text("padding([.top, .leading], 4)")),
        ParityCase(a.frame(width: 100, height: 40), text("frame(width: 100, height: 40)")),
        ParityCase(a.frame(height: 40, alignment: .leading), text("frame(height: 40, alignment: .leading)")),
        ParityCase(a.frame(maxWidth: .infinity, alignment: .topLeading), text("frame(maxWidth: .infinity, alignment: .topLeading)")),
        ParityCase(
            a.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3),
            text("frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3)")),
        ParityCase(a.fixedSize(), text("fixedSize()")),
        ParityCase(a.fixedSize(horizontal: false, vertical: true), text("fixedSize(horizontal: false, vertical: true)")),
        ParityCase(a.offset(x: -10), text("offset(x: -10)")),
        ParityCase(a.offset(x: 1, y: 2.5), text("offset(x: 1, y: 2.5)")),
        ParityCase(a.position(x: 50, y: 60), text("position(x: 50, y: 60)")),
        ParityCase(a.aspectRatio(1.5, contentMode: .fit), text("aspectRatio(1.5, contentMode: .fit)")),
        ParityCase(a.aspectRatio(contentMode: .fill), text("aspectRatio(contentMode: .fill)")),
        ParityCase(a.scaledToFit(), text("scaledToFit()")),
        ParityCase(a.scaledToFill(), text("scaledToFill()")),
        ParityCase(a.layoutPriority(1), text("layoutPriority(1)")),
        ParityCase(a.ignoresSafeArea(), text("ignoresSafeArea()")),
        ParityCase(a.ignoresSafeArea(.keyboard, edges: .bottom), text("ignoresSafeArea(.keyboard, edges: .bottom)")),
        ParityCase(a.zIndex(2), text("zIndex(2)")),
    ]

    static let style: [ParityCase] = [
        ParityCase(a.foregroundColor(.red), text("foregroundColor(.red)")),
        ParityCase(a.foregroundColor(nil), text("foregroundColor(nil)")),
        ParityCase(a.foregroundColor(.hex("#FF8800")), text("foregroundColor(#ff8800)")),
        ParityCase(a.foregroundStyle(.secondary), text("foregroundStyle(.secondary)")),
        ParityCase(a.foregroundStyle(.primary, .secondary), text("foregroundStyle(.primary, .secondary)")),
        ParityCase(a.tint(.orange), text("tint(.orange)")),
        ParityCase(a.background(.blue.opacity(0.5)), text("background(.blue.opacity(0.5))")),
        ParityCase(a.background(.ultraThinMaterial, in: .capsule), text("background(.ultraThinMaterial, in: .capsule)")),
        ParityCase(a.background(.red, ignoresSafeAreaEdges: .top), text("background(.red, ignoresSafeAreaEdges: .top)")),
        ParityCase(a.overlay(.black.opacity(0.2)), text("overlay(.black.opacity(0.2))")),
        ParityCase(a.opacity(0.5), text("opacity(0.5)")),
        ParityCase(a.cornerRadius(8), text("cornerRadius(8)")),
        ParityCase(a.cornerRadius(8, antialiased: false), text("cornerRadius(8, antialiased: false)")),
        ParityCase(a.clipShape(.rect(cornerRadius: 12)), text("clipShape(.rect(cornerRadius: 12))")),
        ParityCase(a.clipShape(.roundedRectangle(cornerRadius: 4)), text("clipShape(RoundedRectangle(cornerRadius: 4))")),
        ParityCase(a.clipped(), text("clipped()")),
        ParityCase(a.clipped(antialiased: true), text("clipped(antialiased: true)")),
        ParityCase(a.border(.gray, width: 2), text("border(.gray, width: 2)")),
        ParityCase(a.shadow(radius: 4), text("shadow(radius: 4)")),
        ParityCase(a.blur(radius: 3), text("blur(radius: 3)")),
        ParityCase(a.blur(radius: 3, opaque: true), text("blur(radius: 3, opaque: true)")),
        ParityCase(a.brightness(0.1), text("brightness(0.1)")),
        ParityCase(a.contrast(1.2), text("contrast(1.2)")),
        ParityCase(a.saturation(0), text("saturation(0)")),
        ParityCase(a.grayscale(1), text("grayscale(1)")),
    ]

    static let textGroup: [ParityCase] = [
        ParityCase(
            a.font(.custom("Avenir Next", size: 18).weight(.bold)), text(#"font(.custom(&quot;Avenir Next&quot;, size: 18).weight(.bold))"#)
        ),
        ParityCase(a.font(.system(size: 12, design: .monospaced)), text("font(.system(size: 12, design: .monospaced))")),
        ParityCase(a.font(.body.italic()), text("font(.body.italic())")),
        ParityCase(a.fontWeight(.heavy), text("fontWeight(.heavy)")),
        ParityCase(a.bold(), text("bold()")),
        ParityCase(a.bold(false), text("bold(false)")),
        ParityCase(a.italic(), text("italic()")),
        ParityCase(a.underline(), text("underline()")),
        ParityCase(a.underline(color: .red), text("underline(color: .red)")),
        ParityCase(a.strikethrough(true, color: .gray), text("strikethrough(true, color: .gray)")),
        ParityCase(a.lineLimit(2), text("lineLimit(2)")),
        ParityCase(a.lineLimit(nil), text("lineLimit(nil)")),
        ParityCase(a.lineLimit(2...4), text("lineLimit(2...4)")),
        ParityCase(a.lineLimit(3, reservesSpace: true), text("lineLimit(3, reservesSpace: true)")),
        ParityCase(a.lineSpacing(4), text("lineSpacing(4)")),
        ParityCase(a.multilineTextAlignment(.center), text("multilineTextAlignment(.center)")),
        ParityCase(a.textCase(.uppercase), text("textCase(.uppercase)")),
        ParityCase(a.kerning(1.5), text("kerning(1.5)")),
        ParityCase(a.tracking(2), text("tracking(2)")),
        ParityCase(a.minimumScaleFactor(0.5), text("minimumScaleFactor(0.5)")),
        ParityCase(a.truncationMode(.middle), text("truncationMode(.middle)")),
    ]

    static let transformsAndShapes: [ParityCase] = [
        ParityCase(a.rotationEffect(.radians(1), anchor: .topLeading), text("rotationEffect(.radians(1), anchor: .topLeading)")),
        ParityCase(
            a.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 0.5),
            text("rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 0.5)")),
        ParityCase(
            a.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 2, perspective: 0.5),
            text("rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 2, perspective: 0.5)")),
        ParityCase(a.scaleEffect(1.5), text("scaleEffect(1.5)")),
        ParityCase(a.scaleEffect(x: -1), text("scaleEffect(x: -1)")),
        ParityCase(a.scaleEffect(2, anchor: VmlUnitPoint(x: 0.5, y: 0)), text("scaleEffect(2, anchor: UnitPoint(x: 0.5, y: 0))")),
        ParityCase(VmlCircle().fill(), "<Circle style=\"fill()\"/>"),
        ParityCase(VmlCircle().stroke(.gray, lineWidth: 2), "<Circle style=\"stroke(.gray, lineWidth: 2)\"/>"),
        ParityCase(VmlCircle().strokeBorder(.red), "<Circle style=\"strokeBorder(.red)\"/>"),
        ParityCase(VmlCircle().trim(from: 0, to: 0.75), "<Circle style=\"trim(from: 0, to: 0.75)\"/>"),
        ParityCase(
            VmlRectangle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)),
            "<Rectangle style=\"fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))\"/>"),
        ParityCase(
            VmlRectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360))),
            "<Rectangle style=\"fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))\"/>"
        ),
        ParityCase(VmlRectangle().fill(.rgb(255, 0, 0)), "<Rectangle style=\"fill(rgb(255, 0, 0))\"/>"),
        ParityCase(VmlRectangle().fill(.hsl(210, 50, 40)), "<Rectangle style=\"fill(hsl(210, 50%, 40%))\"/>"),
    ]

    static let navigationAndLists: [ParityCase] = [
        ParityCase(a.navigationTitle("Inbox"), text("navigationTitle(&quot;Inbox&quot;)")),
        ParityCase(a.navigationBarTitleDisplayMode(.inline), text("navigationBarTitleDisplayMode(.inline)")),
        ParityCase(
            a.listRowInsets(VmlEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)),
            text("listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))")),
        ParityCase(a.listRowInsets(VmlEdgeInsets(leading: 8)), text("listRowInsets(EdgeInsets(leading: 8))")),
        ParityCase(a.listRowInsets(nil), text("listRowInsets(nil)")),
        ParityCase(a.listRowSeparator(.hidden), text("listRowSeparator(.hidden)")),
        ParityCase(a.listRowSeparator(.hidden, edges: .bottom), text("listRowSeparator(.hidden, edges: .bottom)")),
        ParityCase(VmlList {}.listStyle(.insetGrouped), "<List style=\"listStyle(.insetGrouped)\"/>"),
    ]

    static let controls: [ParityCase] = [
        ParityCase(a.buttonStyle(.borderedProminent), text("buttonStyle(.borderedProminent)")),
        ParityCase(a.toggleStyle(.switch), text("toggleStyle(.switch)")),
        ParityCase(a.pickerStyle(.segmented), text("pickerStyle(.segmented)")),
        ParityCase(a.textFieldStyle(.roundedBorder), text("textFieldStyle(.roundedBorder)")),
        ParityCase(a.gaugeStyle(.accessoryCircular), text("gaugeStyle(.accessoryCircular)")),
        ParityCase(a.disabled(true), text("disabled(true)")),
        ParityCase(a.disabled(.attr("locked", .boolean, fallback: false)), text("disabled(attr(locked type(&lt;boolean&gt;), false))")),
        ParityCase(a.labelsHidden(), text("labelsHidden()")),
        ParityCase(a.controlSize(.large), text("controlSize(.large)")),
    ]

    static let accessibilityAndOthers: [ParityCase] = [
        ParityCase(a.accessibilityLabel("Close"), text("accessibilityLabel(&quot;Close&quot;)")),
        ParityCase(a.accessibilityHint("Closes the sheet"), text("accessibilityHint(&quot;Closes the sheet&quot;)")),
        ParityCase(a.accessibilityHidden(true), text("accessibilityHidden(true)")),
        ParityCase(a.accessibilityIdentifier("close"), text("accessibilityIdentifier(&quot;close&quot;)")),
        ParityCase(a.tag(2), text("tag(2)")),
        ParityCase(a.hidden(), text("hidden()")),
        ParityCase(a.redacted(reason: .placeholder), text("redacted(reason: .placeholder)")),
        ParityCase(a.animation(.easeInOut(duration: 0.3), value: 1), text("animation(.easeInOut(duration: 0.3), value: 1)")),
        ParityCase(a.animation(.default.delay(0.2)), text("animation(.default.delay(0.2))")),
        ParityCase(a.animation(nil), text("animation(nil)")),
        ParityCase(a.transition(.move(edge: .bottom)), text("transition(.move(edge: .bottom))")),
        ParityCase(a.contentShape(.rect), text("contentShape(.rect)")),
        ParityCase(a.contentShape(.rect, eoFill: true), text("contentShape(.rect, eoFill: true)")),
        ParityCase(a.allowsHitTesting(false), text("allowsHitTesting(false)")),
        ParityCase(a.modifier(named: "blendMode", .member("multiply")), text("blendMode(.multiply)")),
        ParityCase(a.id("row-1"), "<Text id=\"row-1\">a</Text>"),
        ParityCase(a.id(7).padding(), "<Text id=\"7\" style=\"padding()\">a</Text>"),
        ParityCase(a.attribute("count", 3).attribute("on", true), "<Text count=\"3\" on=\"true\">a</Text>"),
        ParityCase(a.attribute("k", "1").attribute("k", "2"), "<Text k=\"2\">a</Text>"),
    ]

    static let bindings: [ParityCase] = [
        ParityCase(a.frame(width: .attr("w")), text("frame(width: attr(w))")),
        ParityCase(a.opacity(.attr("o", .number, fallback: 1)), text("opacity(attr(o type(&lt;number&gt;), 1))")),
        ParityCase(
            a.foregroundColor(.attr("tint", .color, fallback: .blue.opacity(0.5))),
            text("foregroundColor(attr(tint type(&lt;color&gt;), .blue.opacity(0.5)))")),
        ParityCase(
            a.rotationEffect(.attr("degrees", .angle, fallback: .degrees(0))),
            text("rotationEffect(attr(degrees type(&lt;angle&gt;), .degrees(0)))")),
        ParityCase(a.font(.attr("font")), text("font(attr(font))")),
    ]

    @Test(arguments: layout + style + textGroup + transformsAndShapes + navigationAndLists + controls + accessibilityAndOthers + bindings)
    func rendersItsVML(_ parity: ParityCase) {
        parity.check()
    }
}
