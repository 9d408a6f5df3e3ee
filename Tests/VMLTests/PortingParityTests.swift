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

    static let colorsByName: [IdiomCase] = [
        IdiomCase(a.background(VmlColor.blue), text("background(.blue)")),
        IdiomCase(a.background(VmlColor.blue.opacity(0.5)), text("background(.blue.opacity(0.5))")),
        IdiomCase(a.background(.blue.opacity(0.5)), text("background(.blue.opacity(0.5))")),
        IdiomCase(a.background(VmlColor.red, in: .capsule), text("background(.red, in: .capsule)")),
        IdiomCase(a.overlay(VmlColor.black.opacity(0.2)), text("overlay(.black.opacity(0.2))")),
        IdiomCase(a.foregroundStyle(VmlColor.red), text("foregroundStyle(.red)")),
        IdiomCase(a.border(VmlColor.gray, width: 1), text("border(.gray, width: 1)")),
        IdiomCase(circle.fill(VmlColor.blue), circle("fill(.blue)")),
        IdiomCase(circle.stroke(VmlColor.red, lineWidth: 2), circle("stroke(.red, lineWidth: 2)")),
        IdiomCase(circle.strokeBorder(VmlColor.red, lineWidth: 2), circle("strokeBorder(.red, lineWidth: 2)")),
    ]

    static let shapesAsValues: [IdiomCase] = [
        IdiomCase(a.clipShape(VmlRoundedRectangle(cornerRadius: 8)), text("clipShape(RoundedRectangle(cornerRadius: 8))")),
        IdiomCase(a.clipShape(VmlCircle()), text("clipShape(Circle())")),
        IdiomCase(a.clipShape(.circle), text("clipShape(.circle)")),
        IdiomCase(a.contentShape(VmlRectangle()), text("contentShape(Rectangle())")),
        IdiomCase(a.background(.blue, in: VmlCapsule()), text("background(.blue, in: Capsule())")),
        IdiomCase(a.background(VmlColor.blue, in: VmlEllipse()), text("background(.blue, in: Ellipse())")),
    ]

    static let imageModifiers: [IdiomCase] = [
        IdiomCase(image.resizable(), image("resizable()")),
        IdiomCase(image.resizable(resizingMode: .tile), image("resizable(resizingMode: .tile)")),
        IdiomCase(image.resizable().scaledToFit(), image("resizable(), scaledToFit()")),
        IdiomCase(image.renderingMode(.template), image("renderingMode(.template)")),
        IdiomCase(image.imageScale(.large), image("imageScale(.large)")),
        IdiomCase(image.symbolRenderingMode(.hierarchical), image("symbolRenderingMode(.hierarchical)")),
    ]

    @Test(arguments: colorsByName + shapesAsValues + imageModifiers)
    func portsWithThePrefixAlone(_ parity: IdiomCase) {
        parity.check()
    }
}
