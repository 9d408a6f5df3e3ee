import Testing
import VMLCore
import VMLValidation

/// The examples of VML.md §3, §8 and §9, built by hand, with the diagnostics each must give.
struct SpecExample: CustomTestStringConvertible, Sendable {
    var title: String
    var document: VMLDocument
    var expected: [Found]

    var testDescription: String { title }
}

private func text(_ content: String, style: VMLStyle = [], attributes: KeyValuePairs<String, String> = [:]) -> VMLNode {
    .element("Text", attributes: attributes, style: style, children: [.text(content)])
}

private let evenGradient = VMLExpression.member(
    "linearGradient",
    .labeled("colors", [.member("blue"), .member("purple")]),
    .labeled("startPoint", .member("topLeading")),
    .labeled("endPoint", .member("bottomTrailing"))
)

private let toolbarList: VMLNode = .element(
    "List", style: [VMLModifier("toolbar", slot("content", "toolbar"))],
    children: [
        text("Row 1"),
        .element("ToolbarItem", attributes: ["template": "toolbar", "placement": "topBarLeading"], children: [text("Filter")]),
        .element("ToolbarItem", attributes: ["template": "toolbar", "placement": "topBarTrailing"], children: [text("Edit")]),
    ]
)

let validSpecExamples: [SpecExample] = [
    SpecExample(
        title: "§3 navigationTitle from attr(title type(<string>))",
        document: [
            .element(
                "Text", attributes: ["title": "Welcome"],
                style: [VMLModifier("navigationTitle", VMLArgument(attr("title", .string, fallback: "Untitled")))]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§3/§8 frame from attr(w)/attr(h) with fallbacks, attributes absent",
        document: [
            .element(
                "Rectangle",
                style: [
                    VMLModifier(
                        "frame", .labeled("width", attr("w", .number, fallback: 200)), .labeled("height", attr("h", .number, fallback: 100))
                    )
                ]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§3 background from attr(fill type(<color>)) = #ff0000",
        document: [
            .element(
                "Circle", attributes: ["fill": "#ff0000"],
                style: [VMLModifier("background", VMLArgument(attr("fill", .color, fallback: .member("blue"))))]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§3 rotationEffect from attr(degrees type(<angle>)) = 45deg",
        document: [
            .element(
                "Text", attributes: ["degrees": "45deg"],
                style: [VMLModifier("rotationEffect", VMLArgument(attr("degrees", .angle, fallback: .member("degrees", 0))))]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 Text with font, color, padding",
        document: [
            text(
                "Hello",
                style: [
                    VMLModifier("font", VMLArgument(.member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))))),
                    VMLModifier("foregroundColor", VMLArgument(.member("purple"))),
                    VMLModifier("padding", VMLArgument(.member("horizontal")), 12),
                ]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 gradient fill (even stops)",
        document: [.element("Rectangle", style: [VMLModifier("fill", VMLArgument(evenGradient))])],
        expected: []
    ),
    SpecExample(
        title: "§8 background with content (template)",
        document: [
            .element(
                "Text", style: [VMLModifier("background", .labeled("alignment", .member("center")), slot("content", "bg"))],
                children: ["Hello", .element("Star", attributes: ["template": "bg"])]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 overlay variant",
        document: [
            .element(
                "Text", style: [VMLModifier("overlay", .labeled("alignment", .member("topTrailing")), slot("content", "ov"))],
                children: ["Hello", .element("Badge", attributes: ["template": "ov"], children: [text("NEW")])]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 Label (title + icon)",
        document: [
            .element(
                "Label",
                children: [
                    text("Downloads", attributes: ["template": "title"]),
                    .element("Image", attributes: ["template": "icon", "systemName": "arrow.down.circle"]),
                ]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 Button (default label slot)",
        document: [.element("Button", children: [text("Play"), .element("Image", attributes: ["systemName": "play"])])],
        expected: []
    ),
    SpecExample(
        title: "§8 NavigationLink (destination + label)",
        document: [
            .element(
                "NavigationLink", attributes: ["destination": "/products/1"],
                children: [
                    text("More Information"),
                    .element(
                        "ProgressView", attributes: ["template": "destination", "title": "Product 1"],
                        style: [VMLModifier("navigationTitle", VMLArgument(attr("title", .string, fallback: "Loading")))]
                    ),
                ]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 Section (header + footer)",
        document: [
            .element(
                "Section",
                children: [
                    text("Row"), text("Header", attributes: ["template": "header"]), text("Footer", attributes: ["template": "footer"]),
                ]
            )
        ],
        expected: []
    ),
    SpecExample(title: "§8 toolbar (multi-valued slot)", document: [toolbarList], expected: []),
    SpecExample(
        title: "§8 image with color, opacity and shadow, rotations",
        document: [
            .element(
                "Image", attributes: ["systemName": "heart.fill"], style: [VMLModifier("foregroundColor", VMLArgument(.member("red")))]),
            text(
                "Faded",
                style: [
                    VMLModifier("opacity", 0.5),
                    VMLModifier(
                        "shadow", .labeled("color", VMLExpression.member("black").member("opacity", 0.2)), .labeled("radius", 8),
                        .labeled("x", 0), .labeled("y", 4)
                    ),
                ]
            ),
            .element(
                "Image", attributes: ["systemName": "arrow.right"],
                style: [
                    VMLModifier("rotationEffect", VMLArgument(.member("degrees", 45))),
                    VMLModifier(
                        "rotation3DEffect", VMLArgument(.member("degrees", 90)),
                        .labeled("axis", .tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)]))
                    ),
                ]
            ),
            .element(
                "Image", attributes: ["systemName": "arrow.right"], style: [VMLModifier("rotationEffect", VMLArgument(.angle(degrees: 45)))]
            ),
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 data binding with attr(…)",
        document: [
            text(
                "Home", style: [VMLModifier("navigationTitle", VMLArgument(attr("title", .string, fallback: "Untitled")))],
                attributes: ["title": "Home"]),
            .element(
                "Circle", attributes: ["fill": "#00ffcc"],
                style: [VMLModifier("background", VMLArgument(attr("fill", .color, fallback: .member("blue"))))]),
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 ZStack vs overlay",
        document: [
            .element(
                "ZStack",
                children: [
                    .element("Circle", style: [VMLModifier("fill", VMLArgument(.member("blue")))]),
                    text(
                        "42",
                        style: [
                            VMLModifier("font", VMLArgument(.member("largeTitle"))),
                            VMLModifier("foregroundColor", VMLArgument(.member("white"))),
                        ]),
                ]
            ),
            .element(
                "Circle", style: [VMLModifier("fill", VMLArgument(.member("blue"))), VMLModifier("overlay", slot("content", "ov"))],
                children: [
                    text(
                        "42",
                        style: [
                            VMLModifier("font", VMLArgument(.member("largeTitle"))),
                            VMLModifier("foregroundColor", VMLArgument(.member("white"))),
                        ],
                        attributes: ["template": "ov"]
                    )
                ]
            ),
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 list row background",
        document: [
            .element(
                "Text", style: [VMLModifier("listRowBackground", slot("content", "bg"))],
                children: [
                    "Row",
                    .element("Rectangle", attributes: ["template": "bg"], style: [VMLModifier("fill", VMLArgument(.member("yellow")))]),
                ]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§8 gradient with uneven stops",
        document: [
            .element(
                "Rectangle",
                style: [
                    VMLModifier(
                        "fill",
                        VMLArgument(
                            .call(
                                "LinearGradient",
                                .labeled(
                                    "gradient",
                                    .call(
                                        "Gradient",
                                        .labeled(
                                            "stops",
                                            [
                                                .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
                                                .call("Gradient.Stop", .labeled("color", .member("yellow")), .labeled("location", 0.3)),
                                                .call("Gradient.Stop", .labeled("color", .member("green")), .labeled("location", 1)),
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
        ],
        expected: []
    ),
    SpecExample(
        title: "§9 a complete screen",
        document: [
            .element(
                "VStack", attributes: ["id": "home", "title": "Home"],
                style: [VMLModifier("padding", 16), VMLModifier("background", VMLArgument(evenGradient))],
                children: [
                    text(
                        "Welcome",
                        style: [
                            VMLModifier("font", VMLArgument(.member("system", .labeled("size", 17)))),
                            VMLModifier("navigationTitle", VMLArgument(attr("title", .string, fallback: "Untitled"))),
                        ]
                    ),
                    .element(
                        "Card", style: [VMLModifier("background", .labeled("alignment", .member("center")), slot("content", "bg"))],
                        children: [text("Body"), .element("Star", attributes: ["template": "bg"])]
                    ),
                    .element(
                        "List", style: [VMLModifier("toolbar", slot("content", "toolbar"))],
                        children: Array(toolbarListChildren.dropFirst())),
                ]
            )
        ],
        expected: []
    ),
]

private var toolbarListChildren: [VMLNode] { toolbarList.element?.children ?? [] }

let warnedSpecExamples: [SpecExample] = [
    SpecExample(
        title: "§8 nested template (ignored, warn)",
        document: [
            .element(
                "List", style: [VMLModifier("toolbar", slot("content", "toolbar"))],
                children: [
                    .element(
                        "VStack", children: [.element("ToolbarItem", attributes: ["template": "toolbar"], children: [text("Ignored")])])
                ]
            )
        ],
        expected: [Found(.nestedTemplate, "List[0] > VStack[0] > ToolbarItem[0]")]
    ),
    SpecExample(
        title: "§8 symbol outside style (invalid)",
        document: [.element("NavigationLink", attributes: ["destination": ":detail"], children: ["…"])],
        expected: [Found(.symbolOutsideStyle, "NavigationLink[0]")]
    ),
    SpecExample(
        title: "§8 explicit default template beats unlabeled",
        document: [
            .element("Button", children: [text("Unlabeled (ignored)"), text("Used", attributes: ["template": "label"])])
        ],
        expected: [Found(.ignoredDefaultContent, "Button[0] > Text[0]")]
    ),
    SpecExample(
        title: "§8 multiple matches for single-valued slot (first wins)",
        document: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "bg"))],
                children: [.element("Circle", attributes: ["template": "bg"]), .element("Rectangle", attributes: ["template": "bg"])]
            )
        ],
        expected: [Found(.duplicateTemplate, "Text[0] > Rectangle[1]")]
    ),
    SpecExample(
        title: "§8 attr(…) used as an attribute value (invalid)",
        document: [.element("Text", attributes: ["title": "attr(name)"], children: ["Hello"])],
        expected: [Found(.attrOutsideStyle, "Text[0]")]
    ),
]

@Test(arguments: validSpecExamples)
func validSpecExampleGivesNoDiagnostics(_ example: SpecExample) {
    #expect(findings(example.document) == example.expected)
    #expect(example.expected.isEmpty)
}

@Test(arguments: warnedSpecExamples)
func warnedSpecExampleGivesExactlyItsDiagnostics(_ example: SpecExample) {
    #expect(findings(example.document) == example.expected)
}

@Test func duplicateTemplateNamesTheWinner() throws {
    let example = try #require(warnedSpecExamples.first { $0.title.contains("first wins") })
    let diagnostic = try #require(VMLValidator().validate(example.document).first)
    #expect(diagnostic.message.contains("Circle[0]"))
    #expect(diagnostic.message.contains("Rectangle is ignored"))
}

@Test func nestedTemplateNamesTheElementThatReferencesIt() throws {
    let example = try #require(warnedSpecExamples.first { $0.title.contains("nested") })
    let diagnostic = try #require(VMLValidator().validate(example.document).first)
    #expect(diagnostic.message.contains("direct child of List[0]"))
}
