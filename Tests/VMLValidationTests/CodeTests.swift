import Testing
import VMLCore
import VMLValidation

/// One document per code where it fires (and nothing else does), and one where it stays silent.
struct CodeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var code: VMLDiagnostic.Code
    var fires: VMLDocument
    var expectedPath: String
    var silent: VMLDocument
    /// How the validator checks SwiftUI's names for this case.
    var names: VMLNameChecking
    /// The iOS the validator checks for (`nil`: the newest).
    var target: VMLOSVersion?
    var sourceLocation: SourceLocation

    init(
        name: String, code: VMLDiagnostic.Code, fires: VMLDocument, expectedPath: String, silent: VMLDocument,
        names: VMLNameChecking = .standard, target: VMLOSVersion? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.names = names
        self.target = target
        self.name = name
        self.code = code
        self.fires = fires
        self.expectedPath = expectedPath
        self.silent = silent
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(code): \(name)" }

    /// The validator the case is checked with.
    var validator: VMLValidator { VMLValidator(names: names, target: target) }
}

let codeCases: [CodeCase] = [
    CodeCase(
        name: "a symbol no child fills",
        code: .missingSlot,
        fires: [.element("Text", style: [VMLModifier("background", slot("content", "bg"))], children: ["Hello"])],
        expectedPath: "Text[0]",
        silent: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "bg"))],
                children: ["Hello", .element("Star", attributes: ["template": "bg"])]
            )
        ]
    ),
    CodeCase(
        name: "a forward reference fills the slot, an untemplated child does not",
        code: .missingSlot,
        fires: [
            .element(
                "Text", style: [VMLModifier("overlay", slot("content", "ov"))],
                children: [.element("Badge")]
            )
        ],
        expectedPath: "Text[0]",
        silent: [
            .element(
                "Text", style: [VMLModifier("overlay", slot("content", "ov"))],
                children: [.element("Badge", attributes: ["template": "ov"]), "Hello"]
            )
        ]
    ),
    CodeCase(
        name: "a template the parent does not take",
        code: .unmatchedTemplate,
        fires: [.element("VStack", children: [.element("Text", attributes: ["template": "title"], children: ["Hi"])])],
        expectedPath: "VStack[0] > Text[0]",
        silent: [.element("Label", children: [.element("Text", attributes: ["template": "title"], children: ["Hi"])])]
    ),
    CodeCase(
        name: "a template on a top-level element",
        code: .unmatchedTemplate,
        fires: [.element("Star", attributes: ["template": "bg"])],
        expectedPath: "Star[0]",
        silent: [.element("Star")]
    ),
    CodeCase(
        name: "two children for background(content:)",
        code: .duplicateTemplate,
        fires: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "bg"))],
                children: [.element("Circle", attributes: ["template": "bg"]), .element("Rectangle", attributes: ["template": "bg"])]
            )
        ],
        expectedPath: "Text[0] > Rectangle[1]",
        silent: [
            .element(
                "List", style: [VMLModifier("toolbar", slot("content", "toolbar"))],
                children: [
                    .element("ToolbarItem", attributes: ["template": "toolbar"]), .element("Text", children: ["Row"]),
                    .element("ToolbarItem", attributes: ["template": "toolbar"]),
                ]
            )
        ]
    ),
    CodeCase(
        name: "two icons for a Label",
        code: .duplicateTemplate,
        fires: [
            .element(
                "Label",
                children: [.element("Image", attributes: ["template": "icon"]), .element("Image", attributes: ["template": "icon"])]
            )
        ],
        expectedPath: "Label[0] > Image[1]",
        silent: [
            .element(
                "Label",
                children: [.element("Text", attributes: ["template": "title"]), .element("Image", attributes: ["template": "icon"])]
            )
        ]
    ),
    CodeCase(
        name: "toolbar without the content: label is single-valued",
        code: .duplicateTemplate,
        fires: [
            .element(
                "List", style: [VMLModifier("toolbar", slot(nil, "items"))],
                children: [
                    .element("ToolbarItem", attributes: ["template": "items"]), .element("ToolbarItem", attributes: ["template": "items"]),
                ]
            )
        ],
        expectedPath: "List[0] > ToolbarItem[1]",
        silent: [
            .element(
                "List", style: [VMLModifier("toolbar", slot("content", "items"))],
                children: [
                    .element("ToolbarItem", attributes: ["template": "items"]), .element("ToolbarItem", attributes: ["template": "items"]),
                ]
            )
        ]
    ),
    CodeCase(
        name: "one template in two slots",
        code: .templateReuse,
        fires: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "x")), VMLModifier("overlay", slot("content", "x"))],
                children: [.element("Star", attributes: ["template": "x"])]
            )
        ],
        expectedPath: "Text[0]",
        silent: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "x")), VMLModifier("overlay", slot("content", "y"))],
                children: [.element("Star", attributes: ["template": "x"]), .element("Star", attributes: ["template": "y"])]
            )
        ]
    ),
    CodeCase(
        name: "a symbol naming one of the element's own slots",
        code: .templateReuse,
        fires: [
            .element(
                "Label", style: [VMLModifier("background", slot("content", "icon"))],
                children: [.element("Image", attributes: ["template": "icon"])]
            )
        ],
        expectedPath: "Label[0]",
        silent: [.element("Label", children: [.element("Image", attributes: ["template": "icon"])])]
    ),
    CodeCase(
        name: "a toolbar item inside a VStack",
        code: .nestedTemplate,
        fires: [
            .element(
                "List", style: [VMLModifier("toolbar", slot("content", "toolbar"))],
                children: [.element("VStack", children: [.element("ToolbarItem", attributes: ["template": "toolbar"])])]
            )
        ],
        expectedPath: "List[0] > VStack[0] > ToolbarItem[0]",
        silent: [
            .element(
                "List", style: [VMLModifier("toolbar", slot("content", "toolbar"))],
                children: [.element("VStack"), .element("ToolbarItem", attributes: ["template": "toolbar"])]
            )
        ]
    ),
    CodeCase(
        name: "a Label title two levels down",
        code: .nestedTemplate,
        fires: [.element("Label", children: [.element("HStack", children: [.element("Text", attributes: ["template": "title"])])])],
        expectedPath: "Label[0] > HStack[0] > Text[0]",
        silent: [.element("Label", children: [.element("HStack"), .element("Text", attributes: ["template": "title"])])]
    ),
    CodeCase(
        name: "an unlabeled child beside template=\"label\"",
        code: .ignoredDefaultContent,
        fires: [
            .element(
                "Button",
                children: [
                    .element("Text", children: ["Ignored"]), .element("Text", attributes: ["template": "label"], children: ["Used"]),
                ]
            )
        ],
        expectedPath: "Button[0] > Text[0]",
        silent: [
            .element("Button", children: [.element("Text", children: ["Play"]), .element("Image", attributes: ["systemName": "play"])])
        ]
    ),
    CodeCase(
        name: "unlabeled text beside template=\"label\"",
        code: .ignoredDefaultContent,
        fires: [.element("Button", children: ["Play", .element("Text", attributes: ["template": "label"], children: ["Used"])])],
        expectedPath: "Button[0] > #text[0]",
        silent: [.element("Button", children: ["Play"])]
    ),
    CodeCase(
        name: "attr(name) on an element without the attribute",
        code: .attrMissing,
        fires: [.element("Text", style: [VMLModifier("navigationTitle", VMLArgument(attr("title")))], children: ["Hi"])],
        expectedPath: "Text[0]",
        silent: [
            .element(
                "Text", attributes: ["title": "Home"], style: [VMLModifier("navigationTitle", VMLArgument(attr("title")))], children: ["Hi"]
            )
        ]
    ),
    CodeCase(
        name: "an empty attribute counts as missing",
        code: .attrMissing,
        fires: [.element("Rectangle", attributes: ["w": ""], style: [VMLModifier("frame", .labeled("width", attr("w", .number)))])],
        expectedPath: "Rectangle[0]",
        silent: [
            .element(
                "Rectangle", attributes: ["w": ""], style: [VMLModifier("frame", .labeled("width", attr("w", .number, fallback: 200)))])
        ]
    ),
    CodeCase(
        name: "an empty <string> attribute is an empty string",
        code: .attrMissing,
        fires: [.element("Text", attributes: ["title": ""], style: [VMLModifier("navigationTitle", VMLArgument(attr("title")))])],
        expectedPath: "Text[0]",
        silent: [.element("Text", attributes: ["title": ""], style: [VMLModifier("navigationTitle", VMLArgument(attr("title", .string)))])]
    ),
    CodeCase(
        name: "a value that is not an angle",
        code: .attrCoercion,
        fires: [
            .element(
                "Text", attributes: ["degrees": "45"],
                style: [VMLModifier("rotationEffect", VMLArgument(attr("degrees", .angle, fallback: .member("degrees", 0))))]
            )
        ],
        expectedPath: "Text[0]",
        silent: [
            .element(
                "Text", attributes: ["degrees": "45deg"],
                style: [VMLModifier("rotationEffect", VMLArgument(attr("degrees", .angle, fallback: .member("degrees", 0))))]
            )
        ]
    ),
    CodeCase(
        name: "a fallback of the wrong type",
        code: .attrCoercion,
        fires: [.element("Rectangle", style: [VMLModifier("frame", .labeled("width", attr("w", .number, fallback: "200")))])],
        expectedPath: "Rectangle[0]",
        silent: [.element("Rectangle", style: [VMLModifier("frame", .labeled("width", attr("w", .number, fallback: 200)))])]
    ),
    CodeCase(
        name: "a color that is not one",
        code: .attrCoercion,
        fires: [.element("Circle", attributes: ["fill": "blue"], style: [VMLModifier("background", VMLArgument(attr("fill", .color)))])],
        expectedPath: "Circle[0]",
        silent: [
            .element(
                "Circle", attributes: ["fill": ".blue.opacity(0.5)"], style: [VMLModifier("background", VMLArgument(attr("fill", .color)))])
        ]
    ),
    CodeCase(
        name: "attr(…) as an attribute value",
        code: .attrOutsideStyle,
        fires: [.element("Text", attributes: ["title": "attr(name)"], children: ["Hello"])],
        expectedPath: "Text[0]",
        silent: [.element("Text", attributes: ["title": "attribute (name)"], children: ["Hello"])]
    ),
    CodeCase(
        name: "attr(…) as an attribute value, between spaces and line ends",
        code: .attrOutsideStyle,
        fires: [.element("Text", attributes: ["title": " \t\r\nattr(name)\n "], children: ["Hello"])],
        expectedPath: "Text[0]",
        silent: [
            .element("Text", attributes: ["title": " arrow.up ", "a": "attr(name", "b": "attr name)", "c": "a"], children: ["Hello"])
        ]
    ),
    CodeCase(
        name: "a symbol as an attribute value, between spaces",
        code: .symbolOutsideStyle,
        fires: [.element("NavigationLink", attributes: ["destination": "\n  :detail\t"], children: ["More"])],
        expectedPath: "NavigationLink[0]",
        silent: [.element("NavigationLink", attributes: ["destination": "  ", "a": ": detail"], children: ["More"])]
    ),
    CodeCase(
        name: "a symbol as an attribute value",
        code: .symbolOutsideStyle,
        fires: [.element("NavigationLink", attributes: ["destination": ":detail"], children: ["More"])],
        expectedPath: "NavigationLink[0]",
        silent: [.element("NavigationLink", attributes: ["destination": "/products/1"], children: ["More"])]
    ),
    CodeCase(
        name: "a symbol of 15 bytes as an attribute value (read from the string's words)",
        code: .symbolOutsideStyle,
        fires: [.element("NavigationLink", attributes: ["destination": ":abcdefghijklmn"], children: ["More"])],
        expectedPath: "NavigationLink[0]",
        silent: [.element("NavigationLink", attributes: ["destination": "bcdefghijklmno:", "a": "abcdefghijklmno"], children: ["More"])]
    ),
    CodeCase(
        name: "a symbol of 16 bytes as an attribute value (read as a string)",
        code: .symbolOutsideStyle,
        fires: [.element("NavigationLink", attributes: ["destination": ":abcdefghijklmno"], children: ["More"])],
        expectedPath: "NavigationLink[0]",
        silent: [.element("NavigationLink", attributes: ["destination": "bcdefghijklmnop:", "a": "abcdefghijklmnop"], children: ["More"])]
    ),
    CodeCase(
        name: "an element name of 20 bytes with a space, between valid names of its length and first letter",
        code: .invalidName,
        fires: [
            .element(
                "VStack",
                children: [.element("VeryLongElementName1"), .element("VeryLongElementNam 1"), .element("VeryLongElementName1")])
        ],
        expectedPath: "VStack[0] > VeryLongElementNam 1[1]",
        silent: [
            .element(
                "VStack",
                children: [.element("VeryLongElementName1"), .element("VeryLongElementName2"), .element("VeryLongElementName1")])
        ]
    ),
    CodeCase(
        name: "an element name with a space",
        code: .invalidName,
        fires: [.element("VStack", children: [.element("Sta r")])],
        expectedPath: "VStack[0] > Sta r[0]",
        silent: [.element("VStack", children: [.element("Gauge.Label")])]
    ),
    CodeCase(
        name: "an element name with a space, between valid names of its length and first letter",
        code: .invalidName,
        fires: [.element("VStack", children: [.element("Stark"), .element("Sta r"), .element("Stark")])],
        expectedPath: "VStack[0] > Sta r[1]",
        silent: [.element("VStack", children: [.element("Stark"), .element("Stirk"), .element("Stark")])]
    ),
    CodeCase(
        name: "an attribute name with a space, after a valid name of its length and first letter",
        code: .invalidName,
        fires: [.element("VStack", children: [.element("Image", attributes: ["a-b": "1"]), .element("Image", attributes: ["a b": "1"])])],
        expectedPath: "VStack[0] > Image[1]",
        silent: [.element("VStack", children: [.element("Image", attributes: ["a-b": "1"]), .element("Image", attributes: ["a:b": "1"])])]
    ),
    CodeCase(
        name: "an attribute name with a quote",
        code: .invalidName,
        fires: [.element("Text", attributes: ["a\"b": "1"])],
        expectedPath: "Text[0]",
        silent: [.element("Text", attributes: ["phx-click": "go", "data-id": "7", "xlink:href": "#a"])]
    ),
    CodeCase(
        name: "a template name with a colon",
        code: .invalidName,
        fires: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "bg"))],
                children: [.element("Star", attributes: ["template": "bg"]), .element("Star", attributes: ["template": ":bg"])]
            )
        ],
        expectedPath: "Text[0] > Star[1]",
        silent: [
            .element(
                "Text", style: [VMLModifier("background", slot("content", "bg"))],
                children: [.element("Star", attributes: ["template": "bg"])]
            )
        ]
    ),
    CodeCase(
        name: "a label named nil in style",
        code: .invalidName,
        fires: [.element("Text", style: [VMLModifier("padding", .labeled("nil", 8))])],
        expectedPath: "Text[0]",
        silent: [.element("Text", style: [VMLModifier("padding", VMLArgument(.member("horizontal")), 8)])],
        // SwiftUI's padding has no label `nil` either (invalid-argument): this case is about the name rule.
        names: .off
    ),
    CodeCase(
        name: "a misspelt modifier",
        code: .unknownModifier,
        fires: [.element("Text", style: [VMLModifier("paddding", 8)])],
        expectedPath: "Text[0]",
        silent: [.element("Text", style: [VMLModifier("padding", 8)])]
    ),
    CodeCase(
        name: "a misspelt member of the expected type",
        code: .unknownMember,
        fires: [.element("Text", style: [VMLModifier("font", VMLArgument(.member("titel")))])],
        expectedPath: "Text[0]",
        silent: [.element("Text", style: [VMLModifier("font", VMLArgument(.member("title")))])]
    ),
    CodeCase(
        name: "a number where SwiftUI takes a Font",
        code: .invalidArgument,
        fires: [.element("Text", style: [VMLModifier("font", 12)])],
        expectedPath: "Text[0]",
        silent: [.element("Text", style: [VMLModifier("font", VMLArgument(.call(.member("system"), [.labeled("size", 12)])))])]
    ),
    CodeCase(
        name: "a misspelt argument label",
        code: .invalidArgument,
        fires: [.element("Text", style: [VMLModifier("frame", .labeled("widht", 100))])],
        expectedPath: "Text[0]",
        silent: [.element("Text", style: [VMLModifier("frame", .labeled("width", 100))])]
    ),
    CodeCase(
        name: "an element name near a SwiftUI view",
        code: .unknownElement,
        fires: [.element("VStak", children: ["Hi"])],
        expectedPath: "VStak[0]",
        silent: [.element("VStack", children: ["Hi", .element("Card")])]
    ),
    CodeCase(
        name: "an attribute name near one the view declares",
        code: .unknownAttribute,
        fires: [.element("Toggle", attributes: ["isOnn": "true"], children: ["Wi-Fi"])],
        expectedPath: "Toggle[0]",
        silent: [.element("Toggle", attributes: ["isOn": "true", "phx-change": "wifi", "note": "x"], children: ["Wi-Fi"])]
    ),
    CodeCase(
        name: "an attribute value the view's initializers do not take",
        code: .invalidAttributeValue,
        fires: [.element("VStack", attributes: ["spacing": "eight"], children: ["Hi"])],
        expectedPath: "VStack[0]",
        silent: [
            .element("VStack", attributes: ["spacing": "8", "alignment": "leading"], children: ["Hi"]),
            .element(
                "VStack", attributes: ["spacing": "wide"], style: [VMLModifier("padding", VMLArgument(.attr(VMLAttrBinding("spacing"))))],
                children: ["Hi"]),
        ]
    ),
    CodeCase(
        name: "a view newer than the target",
        code: .newerThanTarget,
        fires: [.element("VStack", children: [.element("ContentUnavailableView", attributes: ["title": "No mail"])])],
        expectedPath: "VStack[0] > ContentUnavailableView[0]",
        silent: [.element("VStack", children: [.element("Text", children: ["No mail"])])],
        target: .iOS(16)
    ),
    CodeCase(
        name: "a member newer than the target",
        code: .newerThanTarget,
        fires: [
            .element("Button", style: [VMLModifier("buttonStyle", VMLArgument(.implicitMember("borderedProminent")))], children: ["OK"])
        ],
        expectedPath: "Button[0]",
        silent: [.element("Button", style: [VMLModifier("buttonStyle", VMLArgument(.implicitMember("plain")))], children: ["OK"])],
        target: .iOS(14)
    ),
]

@Test(arguments: codeCases)
func codeFires(_ testCase: CodeCase) {
    #expect(
        findings(testCase.fires, validator: testCase.validator) == [Found(testCase.code, testCase.expectedPath)],
        sourceLocation: testCase.sourceLocation)
}

@Test(arguments: codeCases)
func codeStaysSilent(_ testCase: CodeCase) {
    #expect(findings(testCase.silent, validator: testCase.validator) == [], sourceLocation: testCase.sourceLocation)
}

@Test func everyCodeHasACase() {
    let covered = Set(codeCases.map(\.code))
    #expect(covered == Set(VMLDiagnostic.Code.validatorCodes))
}

@Test(arguments: codeCases)
func severityMatchesTheCode(_ testCase: CodeCase) throws {
    let diagnostic = try #require(
        testCase.validator.validate(testCase.fires).first, sourceLocation: testCase.sourceLocation)
    let errors: Set<VMLDiagnostic.Code> = [.attrOutsideStyle, .symbolOutsideStyle, .invalidName]
    #expect(diagnostic.severity == (errors.contains(testCase.code) ? .error : .warning), sourceLocation: testCase.sourceLocation)
}
