import VML

let gradient = VMLExpression.member(
    "linearGradient",
    .labeled("colors", [.member("blue"), .member("purple")]),
    .labeled("startPoint", .member("topLeading")),
    .labeled("endPoint", .member("bottomTrailing"))
)
let screen: VMLDocument = [
    .element(
        "VStack",
        attributes: ["id": "home", "title": "Home"],
        style: [VMLModifier("padding", 16), VMLModifier("background", VMLArgument(gradient))],
        children: [
            .element(
                "Text",
                style: [
                    VMLModifier("font", VMLArgument(.member("system", .labeled("size", 17)))),
                    VMLModifier("navigationTitle", VMLArgument(.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled")))),
                ],
                children: ["Welcome"]
            ),
            .element(
                "Card",
                style: [VMLModifier("background", .labeled("alignment", .member("center")), .labeled("content", .symbol("bg")))],
                children: [.element("Text", children: ["Body"]), .element("Star", attributes: ["template": "bg"])]
            ),
            .element(
                "List",
                style: [VMLModifier("toolbar", .labeled("content", .symbol("toolbar")))],
                children: [
                    .element(
                        "ToolbarItem", attributes: ["template": "toolbar", "placement": "topBarLeading"],
                        children: [.element("Text", children: ["Filter"])]),
                    .element(
                        "ToolbarItem", attributes: ["placement": "topBarTrailing", "template": "toolbar"],
                        children: [.element("Text", children: ["Edit"])]),
                ]
            ),
        ]
    ),
    .element("Text", children: ["  a \"q\" <b> & \n", "tail  "]),
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
                                        .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0.0)),
                                        .member("init", .labeled("color", .hex("#FFAA00")), .labeled("location", 0.5)),
                                        .member("init", .labeled("color", .member("green")), .labeled("location", 1.0)),
                                    ]))))))
        ]),
]
do {
    print(try screen.serialized(), terminator: "")
    print(try screen.serialized(.compact))
    print(try VMLDocument([.element("VStack", children: [.element("Sta r")])]).serialized())
} catch {
    print("error:", error)
}
