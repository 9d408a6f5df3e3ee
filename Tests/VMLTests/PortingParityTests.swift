import Testing
import VML

/// SwiftUI code that passes colors and shapes as values (`Color.blue`, `RoundedRectangle(…)`) and
/// uses `Image`'s own modifiers ports with the prefix alone.
@Suite struct PortingParityTests {
    static let a = VmlText("a")
    static let circle = VmlCircle()
    static let image = VmlImage(systemName: "star")

    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }
    static func circle(_ style: String) -> String { "<Circle style=\"\(style)\"/>" }
    static func image(_ style: String) -> String { "<Image systemName=\"star\" style=\"\(style)\"/>" }

    static let colorsByName: [ParityCase] = [
        ParityCase(a.background(VmlColor.blue), text("background(.blue)")),
        ParityCase(a.background(VmlColor.blue.opacity(0.5)), text("background(.blue.opacity(0.5))")),
        ParityCase(a.background(.blue.opacity(0.5)), text("background(.blue.opacity(0.5))")),
        ParityCase(a.background(VmlColor.red, in: .capsule), text("background(.red, in: .capsule)")),
        ParityCase(a.overlay(VmlColor.black.opacity(0.2)), text("overlay(.black.opacity(0.2))")),
        ParityCase(a.foregroundStyle(VmlColor.red), text("foregroundStyle(.red)")),
        ParityCase(a.border(VmlColor.gray, width: 1), text("border(.gray, width: 1)")),
        ParityCase(circle.fill(VmlColor.blue), circle("fill(.blue)")),
        ParityCase(circle.stroke(VmlColor.red, lineWidth: 2), circle("stroke(.red, lineWidth: 2)")),
        ParityCase(circle.strokeBorder(VmlColor.red, lineWidth: 2), circle("strokeBorder(.red, lineWidth: 2)")),
    ]

    static let shapesAsValues: [ParityCase] = [
        ParityCase(a.clipShape(VmlRoundedRectangle(cornerRadius: 8)), text("clipShape(RoundedRectangle(cornerRadius: 8))")),
        ParityCase(a.clipShape(VmlCircle()), text("clipShape(Circle())")),
        ParityCase(a.clipShape(.circle), text("clipShape(.circle)")),
        ParityCase(a.contentShape(VmlRectangle()), text("contentShape(Rectangle())")),
        ParityCase(a.background(.blue, in: VmlCapsule()), text("background(.blue, in: Capsule())")),
        ParityCase(a.background(VmlColor.blue, in: VmlEllipse()), text("background(.blue, in: Ellipse())")),
    ]

    static let imageModifiers: [ParityCase] = [
        ParityCase(image.resizable(), image("resizable()")),
        ParityCase(image.resizable(resizingMode: .tile), image("resizable(resizingMode: .tile)")),
        ParityCase(image.resizable().scaledToFit(), image("resizable(), scaledToFit()")),
        ParityCase(image.renderingMode(.template), image("renderingMode(.template)")),
        ParityCase(image.imageScale(.large), image("imageScale(.large)")),
        ParityCase(image.symbolRenderingMode(.hierarchical), image("symbolRenderingMode(.hierarchical)")),
    ]

    @Test(arguments: colorsByName + shapesAsValues + imageModifiers)
    func portsWithThePrefixAlone(_ parity: ParityCase) {
        parity.check()
    }
}
