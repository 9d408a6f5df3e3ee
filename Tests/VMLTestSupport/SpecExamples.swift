import VMLCore

/// Every VML example of Docs/Spec.md §8 and §9, built by hand as a tree. Each has a name, and its
/// canonical text is a golden fixture of the parser's (``fixtures``, read with ``SpecFixtures``);
/// the validator's tests use the same trees for the diagnostics each must give.
public enum SpecExamples {
    /// Each example's golden fixture, `spec/<fixture>.canonical.vml` in ``SpecFixtures``: the
    /// spec snippet it was built from, canonicalized.
    public static let fixtures: [String: String] = [
        "text-font-color-padding": "05-cookbook-text-font-color-padding",
        "frame-background-corner-radius": "06-cookbook-frame-background-corner-radius",
        "gradient-even-stops": "07-cookbook-gradient-even-stops",
        "background-template": "08-cookbook-background-template",
        "overlay-template": "09-cookbook-overlay-template",
        "label-title-icon": "10-cookbook-label",
        "button-default-label": "11-cookbook-button-default-label",
        "button-explicit-label": "12-cookbook-button-explicit-label",
        "navigation-link": "13-cookbook-navigation-link",
        "section-header-footer": "14-cookbook-section",
        "toolbar": "15-cookbook-toolbar",
        "image-color": "16-cookbook-image-color",
        "opacity-shadow": "17-cookbook-opacity-shadow",
        "rotation": "18-cookbook-rotation",
        "rotation-angle-literal": "19-cookbook-rotation-angle-literal",
        "attr-string": "20-cookbook-attr-title",
        "attr-number-fallback": "21-cookbook-attr-numeric-fallback",
        "attr-color-fallback": "22-cookbook-attr-color-fallback",
        "zstack": "23-cookbook-zstack",
        "overlay-modifier": "24-cookbook-overlay-modifier",
        "list-row-background": "25-cookbook-list-row-background",
        "gradient-uneven-stops": "26-cookbook-gradient-uneven-stops",
        "invalid-nested-template": "27-invalid-nested-template",
        "invalid-explicit-default-template": "29-invalid-explicit-default-template",
        "invalid-duplicate-template": "30-invalid-multiple-single-slot-matches",
        "invalid-attr-as-attribute": "31-invalid-attr-as-attribute-value",
        "complete-screen": "32-complete-screen",
        "invalid-symbol-outside-style": "91-invalid-symbol-outside-style-quoted",
    ]

    /// An unlabeled argument.
    static func arg(_ value: VMLExpression) -> VMLArgument { VMLArgument(value) }
    /// `attr(name type(<type>), fallback)`.
    static func attr(_ name: String, _ type: VMLAttrType?, _ fallback: VMLExpression?) -> VMLExpression {
        .attr(VMLAttrBinding(name, type: type, fallback: fallback))
    }
    static func text(_ content: String, template: String? = nil, style: VMLStyle = []) -> VMLNode {
        var element = VMLNode.Element("Text", style: style, children: [.text(content)])
        element[attribute: "template"] = template
        return .element(element)
    }
    static func toolbarItem(_ placement: String?, _ title: String) -> VMLNode {
        var element = VMLNode.Element("ToolbarItem", children: [text(title)])
        element[attribute: "template"] = "toolbar"
        element[attribute: "placement"] = placement
        return .element(element)
    }
    static let linearGradient: VMLExpression = .member(
        "linearGradient",
        .labeled("colors", [.member("blue"), .member("purple")]),
        .labeled("startPoint", .member("topLeading")),
        .labeled("endPoint", .member("bottomTrailing"))
    )

    /// The examples in spec order.
    public static let all: [(name: String, nodes: [VMLNode])] = [
        (
            "text-font-color-padding",
            [
                text(
                    "Hello",
                    style: [
                        VMLModifier("font", arg(.member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))))),
                        VMLModifier("foregroundColor", arg(.member("purple"))),
                        VMLModifier("padding", arg(.member("horizontal")), 12),
                    ]
                )
            ]
        ),
        (
            "frame-background-corner-radius",
            [
                text(
                    "Badge",
                    style: [
                        VMLModifier("frame", .labeled("width", 100), .labeled("height", 40)),
                        VMLModifier("background", arg(.member("blue"))),
                        VMLModifier("foregroundColor", arg(.member("white"))),
                        VMLModifier("cornerRadius", 8),
                    ]
                )
            ]
        ),
        ("gradient-even-stops", [.element("Rectangle", style: [VMLModifier("fill", arg(linearGradient))])]),
        (
            "background-template",
            [
                .element(
                    "Text",
                    style: [VMLModifier("background", .labeled("alignment", .member("center")), .labeled("content", .symbol("bg")))],
                    children: ["Hello", .element("Star", attributes: ["template": "bg"])]
                )
            ]
        ),
        (
            "overlay-template",
            [
                .element(
                    "Text",
                    style: [VMLModifier("overlay", .labeled("alignment", .member("topTrailing")), .labeled("content", .symbol("ov")))],
                    children: ["Hello", .element("Badge", attributes: ["template": "ov"], children: [text("NEW")])]
                )
            ]
        ),
        (
            "label-title-icon",
            [
                .element(
                    "Label",
                    children: [
                        text("Downloads", template: "title"),
                        .element("Image", attributes: ["template": "icon", "systemName": "arrow.down.circle"]),
                    ]
                )
            ]
        ),
        ("button-default-label", [.element("Button", children: [text("Play"), .element("Image", attributes: ["systemName": "play"])])]),
        ("button-explicit-label", [.element("Button", children: [text("Ignored"), text("Used", template: "label")])]),
        (
            "navigation-link",
            [
                .element(
                    "NavigationLink",
                    attributes: ["destination": "/products/1"],
                    children: [
                        text("More Information"),
                        .element(
                            "ProgressView",
                            // Written in the spec's order; the serializer puts `template` first.
                            attributes: ["title": "Product 1", "template": "destination"],
                            style: [VMLModifier("navigationTitle", arg(attr("title", .string, "Loading")))]
                        ),
                    ]
                )
            ]
        ),
        (
            "section-header-footer",
            [.element("Section", children: [text("Row"), text("Header", template: "header"), text("Footer", template: "footer")])]
        ),
        (
            "toolbar",
            [
                .element(
                    "List",
                    style: [VMLModifier("toolbar", .labeled("content", .symbol("toolbar")))],
                    children: [text("Row 1"), toolbarItem("topBarLeading", "Filter"), toolbarItem("topBarTrailing", "Edit")]
                )
            ]
        ),
        (
            "image-color",
            [.element("Image", attributes: ["systemName": "heart.fill"], style: [VMLModifier("foregroundColor", arg(.member("red")))])]
        ),
        (
            "opacity-shadow",
            [
                text(
                    "Faded",
                    style: [
                        VMLModifier("opacity", 0.5),
                        VMLModifier(
                            "shadow",
                            .labeled("color", VMLExpression.member("black").member("opacity", 0.2)),
                            .labeled("radius", 8),
                            .labeled("x", 0),
                            .labeled("y", 4)
                        ),
                    ]
                )
            ]
        ),
        (
            "rotation",
            [
                .element(
                    "Image",
                    attributes: ["systemName": "arrow.right"],
                    style: [
                        VMLModifier("rotationEffect", arg(.member("degrees", 45))),
                        VMLModifier(
                            "rotation3DEffect",
                            arg(.member("degrees", 90)),
                            .labeled("axis", .tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]))
                        ),
                    ]
                )
            ]
        ),
        (
            "rotation-angle-literal",
            [.element("Image", attributes: ["systemName": "arrow.right"], style: [VMLModifier("rotationEffect", arg(.angle(degrees: 45)))])]
        ),
        (
            "attr-string",
            [
                .element(
                    "Text",
                    attributes: ["title": "Home"],
                    style: [VMLModifier("navigationTitle", arg(attr("title", .string, "Untitled")))],
                    children: ["Home"]
                )
            ]
        ),
        (
            "attr-number-fallback",
            [
                .element(
                    "Rectangle",
                    style: [
                        VMLModifier("frame", .labeled("width", attr("w", .number, 200)), .labeled("height", attr("h", .number, 100)))
                    ]
                )
            ]
        ),
        (
            "attr-color-fallback",
            [
                .element(
                    "Circle",
                    attributes: ["fill": "#00ffcc"],
                    style: [VMLModifier("background", arg(attr("fill", .color, .member("blue"))))]
                )
            ]
        ),
        (
            "zstack",
            [
                .element(
                    "ZStack",
                    children: [
                        .element("Circle", style: [VMLModifier("fill", arg(.member("blue")))]),
                        text(
                            "42",
                            style: [VMLModifier("font", arg(.member("largeTitle"))), VMLModifier("foregroundColor", arg(.member("white")))]
                        ),
                    ]
                )
            ]
        ),
        (
            "overlay-modifier",
            [
                .element(
                    "Circle",
                    style: [VMLModifier("fill", arg(.member("blue"))), VMLModifier("overlay", .labeled("content", .symbol("ov")))],
                    children: [
                        text(
                            "42",
                            template: "ov",
                            style: [VMLModifier("font", arg(.member("largeTitle"))), VMLModifier("foregroundColor", arg(.member("white")))]
                        )
                    ]
                )
            ]
        ),
        (
            "list-row-background",
            [
                .element(
                    "Text",
                    style: [VMLModifier("listRowBackground", .labeled("content", .symbol("bg")))],
                    children: [
                        "Row", .element("Rectangle", attributes: ["template": "bg"], style: [VMLModifier("fill", arg(.member("yellow")))]),
                    ]
                )
            ]
        ),
        (
            "gradient-uneven-stops",
            [
                .element(
                    "Rectangle",
                    style: [
                        VMLModifier(
                            "fill",
                            arg(
                                .call(
                                    "LinearGradient",
                                    .labeled(
                                        "gradient",
                                        .call(
                                            "Gradient",
                                            .labeled(
                                                "stops",
                                                [
                                                    // The spec's Swift writes `.init(…)` and `0.0`; canonical form is
                                                    // `Gradient.Stop(…)` and `0`.
                                                    .member("init", .labeled("color", .member("red")), .labeled("location", 0.0)),
                                                    .call("Gradient.Stop", .labeled("color", .member("yellow")), .labeled("location", 0.3)),
                                                    .member("init", .labeled("color", .member("green")), .labeled("location", 1.0)),
                                                ]
                                            )
                                        )
                                    ),
                                    .labeled("startPoint", .member("leading")),
                                    .labeled("endPoint", .member("trailing"))
                                )
                            )
                        )
                    ]
                )
            ]
        ),
        (
            "invalid-nested-template",
            [
                .element(
                    "List",
                    style: [VMLModifier("toolbar", .labeled("content", .symbol("toolbar")))],
                    children: [.element("VStack", children: [toolbarItem(nil, "Ignored")])]
                )
            ]
        ),
        // `destination=:detail` cannot be a tree (symbols live only in style); as data it is the string ":detail".
        ("invalid-symbol-outside-style", [.element("NavigationLink", attributes: ["destination": ":detail"], children: ["…"])]),
        (
            "invalid-explicit-default-template",
            [.element("Button", children: [text("Unlabeled (ignored)"), text("Used", template: "label")])]
        ),
        (
            "invalid-duplicate-template",
            [
                .element(
                    "Text",
                    style: [VMLModifier("background", .labeled("content", .symbol("bg")))],
                    children: [.element("Circle", attributes: ["template": "bg"]), .element("Rectangle", attributes: ["template": "bg"])]
                )
            ]
        ),
        ("invalid-attr-as-attribute", [.element("Text", attributes: ["title": "attr(name)"], children: ["Hello"])]),
        (
            "complete-screen",
            [
                .element(
                    "VStack",
                    attributes: ["id": "home", "title": "Home"],
                    style: [VMLModifier("padding", 16), VMLModifier("background", arg(linearGradient))],
                    children: [
                        text(
                            "Welcome",
                            style: [
                                VMLModifier("font", arg(.member("system", .labeled("size", 17)))),
                                VMLModifier("navigationTitle", arg(attr("title", .string, "Untitled"))),
                            ]
                        ),
                        .element(
                            "Card",
                            style: [
                                VMLModifier("background", .labeled("alignment", .member("center")), .labeled("content", .symbol("bg")))
                            ],
                            children: [text("Body"), .element("Star", attributes: ["template": "bg"])]
                        ),
                        .element(
                            "List",
                            style: [VMLModifier("toolbar", .labeled("content", .symbol("toolbar")))],
                            children: [toolbarItem("topBarLeading", "Filter"), toolbarItem("topBarTrailing", "Edit")]
                        ),
                    ]
                )
            ]
        ),
    ]

    /// The example named `name` as a document (empty when there is none).
    public static func document(_ name: String) -> VMLDocument {
        VMLDocument(all.first { $0.name == name }?.nodes ?? [])
    }
}
