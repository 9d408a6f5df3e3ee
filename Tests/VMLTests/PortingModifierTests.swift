import Testing
import VML

/// Everyday modifiers and values seen in real SwiftUI files, spelled as SwiftUI spells them.
@Suite struct PortingModifierTests {
    static let a = VmlText("a")
    static let url = URL(string: "https://example.com/a.png")

    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }

    static let cases: [IdiomCase] = [
        IdiomCase(a.accessibilityElement(children: .combine), text("accessibilityElement(children: .combine)")),
        IdiomCase(a.accessibilityElement(), text("accessibilityElement()")),
        IdiomCase(a.accessibilityAddTraits(.isHeader), text("accessibilityAddTraits(.isHeader)")),
        IdiomCase(a.accessibilityAddTraits([.isButton, .isSelected]), text("accessibilityAddTraits([.isButton, .isSelected])")),
        IdiomCase(a.accessibilityRemoveTraits(.isImage), text("accessibilityRemoveTraits(.isImage)")),
        IdiomCase(
            VmlImage(systemName: "heart").symbolVariant(.fill), #"<Image systemName="heart" style="symbolVariant(.fill)"/>"#),
        IdiomCase(
            VmlImage(systemName: "heart").symbolVariant(.circle.fill), #"<Image systemName="heart" style="symbolVariant(.circle.fill)"/>"#),
        IdiomCase(a.labelStyle(.iconOnly), text("labelStyle(.iconOnly)")),
        IdiomCase(VmlForm { a }.formStyle(.grouped), #"<Form style="formStyle(.grouped)"><Text>a</Text></Form>"#),
        IdiomCase(VmlList {}.scrollContentBackground(.hidden), #"<List style="scrollContentBackground(.hidden)"/>"#),
        IdiomCase(a.scrollIndicators(.hidden), text("scrollIndicators(.hidden)")),
        IdiomCase(a.scrollIndicators(.never, axes: .vertical), text("scrollIndicators(.never, axes: .vertical)")),
        IdiomCase(a.fontDesign(.rounded), text("fontDesign(.rounded)")),
        IdiomCase(a.fontDesign(nil), text("fontDesign(nil)")),
        IdiomCase(a.monospacedDigit(), text("monospacedDigit()")),
        IdiomCase(a.monospaced(), text("monospaced()")),
        IdiomCase(a.keyboardType(.emailAddress), text("keyboardType(.emailAddress)")),
        IdiomCase(a.keyboardType(.URL), text("keyboardType(.URL)")),
        IdiomCase(a.textInputAutocapitalization(.never), text("textInputAutocapitalization(.never)")),
        IdiomCase(a.textInputAutocapitalization(nil), text("textInputAutocapitalization(nil)")),
        IdiomCase(a.autocorrectionDisabled(), text("autocorrectionDisabled()")),
        IdiomCase(a.autocorrectionDisabled(true), text("autocorrectionDisabled(true)")),
        IdiomCase(a.navigationBarBackButtonHidden(), text("navigationBarBackButtonHidden()")),
        IdiomCase(a.navigationBarBackButtonHidden(true), text("navigationBarBackButtonHidden(true)")),
        IdiomCase(a.containerRelativeFrame(.horizontal), text("containerRelativeFrame(.horizontal)")),
        IdiomCase(
            a.containerRelativeFrame(.horizontal, count: 3, spacing: 8), text("containerRelativeFrame(.horizontal, count: 3, spacing: 8)")),
        IdiomCase(
            a.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8, alignment: .leading),
            text("containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8, alignment: .leading)")),
        IdiomCase(a.hueRotation(VmlAngle(degrees: 45)), text("hueRotation(.degrees(45))")),
        IdiomCase(a.hueRotation(.degrees(90)), text("hueRotation(.degrees(90))")),
        IdiomCase(a.rotationEffect(VmlAngle(radians: 1)), text("rotationEffect(.radians(1))")),
        IdiomCase(a.background(VmlColor.blue.gradient), text("background(.blue.gradient)")),
        IdiomCase(a.background(.blue.gradient), text("background(.blue.gradient)")),
        IdiomCase(a.foregroundStyle(.tint), text("foregroundStyle(.tint)")),
        IdiomCase(a.font(.system(.title, design: .rounded, weight: .bold)), text("font(.system(.title, design: .rounded, weight: .bold))")),
        IdiomCase(a.font(.system(.body, design: .monospaced)), text("font(.system(.body, design: .monospaced))")),
        IdiomCase(
            VmlRoundedRectangle(cornerRadius: 8, style: .continuous), #"<RoundedRectangle cornerRadius="8" cornerStyle="continuous"/>"#),
        IdiomCase(
            a.clipShape(VmlRoundedRectangle(cornerRadius: 8, style: .continuous)),
            text("clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))")),
        IdiomCase(VmlRoundedRectangle(cornerRadius: 8), #"<RoundedRectangle cornerRadius="8"/>"#),
        IdiomCase(
            VmlLink("Website", destination: URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")),
            #"<Link destination="https://example.com"><Text>Website</Text></Link>"#),
        IdiomCase(VmlAsyncImage(url: url), #"<AsyncImage url="https://example.com/a.png"/>"#),
        IdiomCase(VmlAsyncImage(url: URL?.none), "<AsyncImage/>"),
        IdiomCase(
            VmlShareLink(item: url ?? URL(fileURLWithPath: "/")),
            #"<ShareLink item="https://example.com/a.png"/>"#),
        IdiomCase(
            VmlShareLink("Share", item: url ?? URL(fileURLWithPath: "/"), subject: VmlText("Look")),
            #"<ShareLink item="https://example.com/a.png" subject="Look"><Text>Share</Text></ShareLink>"#),
    ]

    @Test(arguments: cases)
    func modifiersAndValues(_ idiom: IdiomCase) {
        idiom.check()
    }
}
