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

    static let layout: [IdiomCase] = [
        IdiomCase(a.frame(width: givenWidth, height: nil), text("frame(width: 24)")),
        IdiomCase(a.padding(), text("padding()")),
        IdiomCase(a.padding(8), text("padding(8)")),
        IdiomCase(a.padding(.horizontal), text("padding(.horizontal)")),
        IdiomCase(a.padding(.horizontal, 12), text("padding(.horizontal, 12)")),
        IdiomCase(a.padding([.top, .leading], 4), text("padding([.top, .leading], 4)")),
        IdiomCase(a.frame(width: 100, height: 40), text("frame(width: 100, height: 40)")),
        IdiomCase(a.frame(height: 40, alignment: .leading), text("frame(height: 40, alignment: .leading)")),
        IdiomCase(a.frame(maxWidth: .infinity, alignment: .topLeading), text("frame(maxWidth: .infinity, alignment: .topLeading)")),
        IdiomCase(
            a.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3),
            text("frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3)")),
        IdiomCase(a.fixedSize(), text("fixedSize()")),
        IdiomCase(a.fixedSize(horizontal: false, vertical: true), text("fixedSize(horizontal: false, vertical: true)")),
        IdiomCase(a.offset(x: -10), text("offset(x: -10)")),
        IdiomCase(a.offset(x: 1, y: 2.5), text("offset(x: 1, y: 2.5)")),
        IdiomCase(a.position(x: 50, y: 60), text("position(x: 50, y: 60)")),
        IdiomCase(a.aspectRatio(1.5, contentMode: .fit), text("aspectRatio(1.5, contentMode: .fit)")),
        IdiomCase(a.aspectRatio(contentMode: .fill), text("aspectRatio(contentMode: .fill)")),
        IdiomCase(a.scaledToFit(), text("scaledToFit()")),
        IdiomCase(a.scaledToFill(), text("scaledToFill()")),
        IdiomCase(a.layoutPriority(1), text("layoutPriority(1)")),
        IdiomCase(a.ignoresSafeArea(), text("ignoresSafeArea()")),
        IdiomCase(a.ignoresSafeArea(.keyboard, edges: .bottom), text("ignoresSafeArea(.keyboard, edges: .bottom)")),
        IdiomCase(a.zIndex(2), text("zIndex(2)")),
    ]

    static let style: [IdiomCase] = [
        IdiomCase(a.foregroundColor(.red), text("foregroundColor(.red)")),
        IdiomCase(a.foregroundColor(nil), text("foregroundColor(nil)")),
        IdiomCase(a.foregroundColor(.hex("#FF8800")), text("foregroundColor(#ff8800)")),
        IdiomCase(a.foregroundStyle(.secondary), text("foregroundStyle(.secondary)")),
        IdiomCase(a.foregroundStyle(.primary, .secondary), text("foregroundStyle(.primary, .secondary)")),
        IdiomCase(a.tint(.orange), text("tint(.orange)")),
        IdiomCase(a.background(.blue.opacity(0.5)), text("background(.blue.opacity(0.5))")),
        IdiomCase(a.background(.ultraThinMaterial, in: .capsule), text("background(.ultraThinMaterial, in: .capsule)")),
        IdiomCase(a.background(.red, ignoresSafeAreaEdges: .top), text("background(.red, ignoresSafeAreaEdges: .top)")),
        IdiomCase(a.overlay(.black.opacity(0.2)), text("overlay(.black.opacity(0.2))")),
        IdiomCase(a.opacity(0.5), text("opacity(0.5)")),
        IdiomCase(a.cornerRadius(8), text("cornerRadius(8)")),
        IdiomCase(a.cornerRadius(8, antialiased: false), text("cornerRadius(8, antialiased: false)")),
        IdiomCase(a.clipShape(.rect(cornerRadius: 12)), text("clipShape(.rect(cornerRadius: 12))")),
        IdiomCase(a.clipShape(.roundedRectangle(cornerRadius: 4)), text("clipShape(RoundedRectangle(cornerRadius: 4))")),
        IdiomCase(a.clipped(), text("clipped()")),
        IdiomCase(a.clipped(antialiased: true), text("clipped(antialiased: true)")),
        IdiomCase(a.border(.gray, width: 2), text("border(.gray, width: 2)")),
        IdiomCase(a.shadow(radius: 4), text("shadow(radius: 4)")),
        IdiomCase(a.blur(radius: 3), text("blur(radius: 3)")),
        IdiomCase(a.blur(radius: 3, opaque: true), text("blur(radius: 3, opaque: true)")),
        IdiomCase(a.brightness(0.1), text("brightness(0.1)")),
        IdiomCase(a.contrast(1.2), text("contrast(1.2)")),
        IdiomCase(a.saturation(0), text("saturation(0)")),
        IdiomCase(a.grayscale(1), text("grayscale(1)")),
    ]

    static let textGroup: [IdiomCase] = [
        IdiomCase(
            a.font(.custom("Avenir Next", size: 18).weight(.bold)), text(#"font(.custom(&quot;Avenir Next&quot;, size: 18).weight(.bold))"#)
        ),
        IdiomCase(a.font(.system(size: 12, design: .monospaced)), text("font(.system(size: 12, design: .monospaced))")),
        IdiomCase(a.font(.body.italic()), text("font(.body.italic())")),
        IdiomCase(a.fontWeight(.heavy), text("fontWeight(.heavy)")),
        IdiomCase(a.bold(), text("bold()")),
        IdiomCase(a.bold(false), text("bold(false)")),
        IdiomCase(a.italic(), text("italic()")),
        IdiomCase(a.underline(), text("underline()")),
        IdiomCase(a.underline(color: .red), text("underline(color: .red)")),
        IdiomCase(a.strikethrough(true, color: .gray), text("strikethrough(true, color: .gray)")),
        IdiomCase(a.lineLimit(2), text("lineLimit(2)")),
        IdiomCase(a.lineLimit(nil), text("lineLimit(nil)")),
        IdiomCase(a.lineLimit(2...4), text("lineLimit(2...4)")),
        IdiomCase(a.lineLimit(3, reservesSpace: true), text("lineLimit(3, reservesSpace: true)")),
        IdiomCase(a.lineSpacing(4), text("lineSpacing(4)")),
        IdiomCase(a.multilineTextAlignment(.center), text("multilineTextAlignment(.center)")),
        IdiomCase(a.textCase(.uppercase), text("textCase(.uppercase)")),
        IdiomCase(a.kerning(1.5), text("kerning(1.5)")),
        IdiomCase(a.tracking(2), text("tracking(2)")),
        IdiomCase(a.minimumScaleFactor(0.5), text("minimumScaleFactor(0.5)")),
        IdiomCase(a.truncationMode(.middle), text("truncationMode(.middle)")),
    ]

    static let transformsAndShapes: [IdiomCase] = [
        IdiomCase(a.rotationEffect(.radians(1), anchor: .topLeading), text("rotationEffect(.radians(1), anchor: .topLeading)")),
        IdiomCase(
            a.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 0.5),
            text("rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 0.5)")),
        IdiomCase(
            a.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 2, perspective: 0.5),
            text("rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 2, perspective: 0.5)")),
        IdiomCase(a.scaleEffect(1.5), text("scaleEffect(1.5)")),
        IdiomCase(a.scaleEffect(x: -1), text("scaleEffect(x: -1)")),
        IdiomCase(a.scaleEffect(2, anchor: VmlUnitPoint(x: 0.5, y: 0)), text("scaleEffect(2, anchor: UnitPoint(x: 0.5, y: 0))")),
        IdiomCase(VmlCircle().fill(), "<Circle style=\"fill()\"/>"),
        IdiomCase(VmlCircle().stroke(.gray, lineWidth: 2), "<Circle style=\"stroke(.gray, lineWidth: 2)\"/>"),
        IdiomCase(VmlCircle().strokeBorder(.red), "<Circle style=\"strokeBorder(.red)\"/>"),
        IdiomCase(VmlCircle().trim(from: 0, to: 0.75), "<Circle style=\"trim(from: 0, to: 0.75)\"/>"),
        IdiomCase(
            VmlRectangle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)),
            "<Rectangle style=\"fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))\"/>"),
        IdiomCase(
            VmlRectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360))),
            "<Rectangle style=\"fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))\"/>"
        ),
        IdiomCase(VmlRectangle().fill(.rgb(255, 0, 0)), "<Rectangle style=\"fill(rgb(255, 0, 0))\"/>"),
        IdiomCase(VmlRectangle().fill(.hsl(210, 50, 40)), "<Rectangle style=\"fill(hsl(210, 50%, 40%))\"/>"),
    ]

    static let navigationAndLists: [IdiomCase] = [
        IdiomCase(a.navigationTitle("Inbox"), text("navigationTitle(&quot;Inbox&quot;)")),
        IdiomCase(a.navigationBarTitleDisplayMode(.inline), text("navigationBarTitleDisplayMode(.inline)")),
        IdiomCase(
            a.listRowInsets(VmlEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)),
            text("listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))")),
        IdiomCase(a.listRowInsets(VmlEdgeInsets(leading: 8)), text("listRowInsets(EdgeInsets(leading: 8))")),
        IdiomCase(a.listRowInsets(nil), text("listRowInsets(nil)")),
        IdiomCase(a.listRowSeparator(.hidden), text("listRowSeparator(.hidden)")),
        IdiomCase(a.listRowSeparator(.hidden, edges: .bottom), text("listRowSeparator(.hidden, edges: .bottom)")),
        IdiomCase(VmlList {}.listStyle(.insetGrouped), "<List style=\"listStyle(.insetGrouped)\"/>"),
    ]

    static let controls: [IdiomCase] = [
        IdiomCase(a.buttonStyle(.borderedProminent), text("buttonStyle(.borderedProminent)")),
        IdiomCase(a.toggleStyle(.switch), text("toggleStyle(.switch)")),
        IdiomCase(a.pickerStyle(.segmented), text("pickerStyle(.segmented)")),
        IdiomCase(a.textFieldStyle(.roundedBorder), text("textFieldStyle(.roundedBorder)")),
        IdiomCase(a.gaugeStyle(.accessoryCircular), text("gaugeStyle(.accessoryCircular)")),
        IdiomCase(a.disabled(true), text("disabled(true)")),
        IdiomCase(a.disabled(.attr("locked", .boolean, fallback: false)), text("disabled(attr(locked type(&lt;boolean&gt;), false))")),
        IdiomCase(a.labelsHidden(), text("labelsHidden()")),
        IdiomCase(a.controlSize(.large), text("controlSize(.large)")),
    ]

    static let accessibilityAndOthers: [IdiomCase] = [
        IdiomCase(a.accessibilityLabel("Close"), text("accessibilityLabel(&quot;Close&quot;)")),
        IdiomCase(a.accessibilityHint("Closes the sheet"), text("accessibilityHint(&quot;Closes the sheet&quot;)")),
        IdiomCase(a.accessibilityHidden(true), text("accessibilityHidden(true)")),
        IdiomCase(a.accessibilityIdentifier("close"), text("accessibilityIdentifier(&quot;close&quot;)")),
        IdiomCase(a.tag(2), text("tag(2)")),
        IdiomCase(a.hidden(), text("hidden()")),
        IdiomCase(a.redacted(reason: .placeholder), text("redacted(reason: .placeholder)")),
        IdiomCase(a.animation(.easeInOut(duration: 0.3), value: 1), text("animation(.easeInOut(duration: 0.3), value: 1)")),
        IdiomCase(a.animation(.default.delay(0.2)), text("animation(.default.delay(0.2))")),
        IdiomCase(a.animation(nil), text("animation(nil)")),
        IdiomCase(a.transition(.move(edge: .bottom)), text("transition(.move(edge: .bottom))")),
        IdiomCase(a.contentShape(.rect), text("contentShape(.rect)")),
        IdiomCase(a.contentShape(.rect, eoFill: true), text("contentShape(.rect, eoFill: true)")),
        IdiomCase(a.allowsHitTesting(false), text("allowsHitTesting(false)")),
        IdiomCase(a.modifier(named: "blendMode", .member("multiply")), text("blendMode(.multiply)")),
        IdiomCase(a.id("row-1"), "<Text id=\"row-1\">a</Text>"),
        IdiomCase(a.id(7).padding(), "<Text id=\"7\" style=\"padding()\">a</Text>"),
        IdiomCase(a.attribute("count", 3).attribute("on", true), "<Text count=\"3\" on=\"true\">a</Text>"),
        IdiomCase(a.attribute("k", "1").attribute("k", "2"), "<Text k=\"2\">a</Text>"),
    ]

    static let bindings: [IdiomCase] = [
        IdiomCase(a.frame(width: .attr("w")), text("frame(width: attr(w))")),
        IdiomCase(a.opacity(.attr("o", .number, fallback: 1)), text("opacity(attr(o type(&lt;number&gt;), 1))")),
        IdiomCase(
            a.foregroundColor(.attr("tint", .color, fallback: .blue.opacity(0.5))),
            text("foregroundColor(attr(tint type(&lt;color&gt;), .blue.opacity(0.5)))")),
        IdiomCase(
            a.rotationEffect(.attr("degrees", .angle, fallback: .degrees(0))),
            text("rotationEffect(attr(degrees type(&lt;angle&gt;), .degrees(0)))")),
        IdiomCase(a.font(.attr("font")), text("font(attr(font))")),
    ]

    @Test(arguments: layout + style + textGroup + transformsAndShapes + navigationAndLists + controls + accessibilityAndOthers + bindings)
    func rendersItsVML(_ parity: IdiomCase) {
        parity.check()
    }
}
