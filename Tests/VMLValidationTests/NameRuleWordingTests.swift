import Testing
import VMLCore
import VMLParser
import VMLTestSupport
import VMLValidation

// Each name rule is explained in one place (`VMLNameRule`): the serializer, the parser and the
// validator must report the same bad name with the same words.

struct NameRuleCase: CustomTestStringConvertible, Sendable {
    let rule: VMLNameRule
    let name: String
    let message: String
    let sourceLocation: SourceLocation

    init(_ rule: VMLNameRule, _ name: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.rule = rule
        self.name = name
        self.message = message
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(rule) \(name)" }
}

let nameRuleCases: [NameRuleCase] = [
    NameRuleCase(
        .elementName, "my-view",
        #"invalid element name "my-view": an element name is an identifier ([A-Za-z_][A-Za-z0-9_]*) or a dotted path of identifiers such as Gauge.Label"#
    ),
    NameRuleCase(
        .attributeName, "1x",
        #"invalid attribute name "1x": an attribute name starts with a letter or '_' and continues with letters, digits, '_', '-', ':' or '.'"#
    ),
    NameRuleCase(.attributeName, "style", #"an attribute named "style": set the element's style (its modifiers) instead"#),
    NameRuleCase(.templateName, "a b", #"invalid template name "a b": a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)"#),
    NameRuleCase(
        .templateName, ":bg",
        #"invalid template name ":bg": write it without the colon, template="bg", and keep :bg in the parent's style"#
    ),
    NameRuleCase(
        .styleName, "nil",
        #"invalid name "nil" in style: modifiers, labels, members, symbols and attr(…) names are identifiers ([A-Za-z_][A-Za-z0-9_]*), and not true, false or nil"#
    ),
    NameRuleCase(.templateName, "a\"b", #"invalid template name "a\"b": a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)"#),
]

@Test(arguments: nameRuleCases)
func nameRuleWording(_ row: NameRuleCase) {
    #expect(!row.rule.isValid(row.name), sourceLocation: row.sourceLocation)
    #expect(row.rule.violation(by: row.name) == row.message, sourceLocation: row.sourceLocation)
}

/// A bad template name, reported by all three layers: the same words in each.
@Test func templateNameReadsTheSameInEveryLayer() throws {
    let expected = VMLNameRule.templateName.violation(by: "a b")

    let tree: VMLNode = .element("Text", attributes: ["template": "a b"])
    do {
        _ = try VMLDocument([tree]).serialized()
        Issue.record("the serializer wrote an invalid template name")
    } catch {
        #expect(error.message == expected)
    }

    do {
        _ = try VMLParser().parse(#"<Text template="a b"/>"#)
        Issue.record("the parser accepted an invalid template name")
    } catch {
        #expect(error.message == expected)
    }

    let diagnostics = tree.validate()
    #expect(diagnostics.map(\.message) == [expected])
}

/// An invalid element name, from the serializer and the validator.
@Test func elementNameReadsTheSameInEveryLayer() throws {
    let expected = VMLNameRule.elementName.violation(by: "my-view")
    let tree: VMLNode = .element("my-view")
    do {
        _ = try VMLDocument([tree]).serialized()
        Issue.record("the serializer wrote an invalid element name")
    } catch {
        #expect(error.message == expected)
    }
    do {
        _ = try VMLParser().parse("<my-view/>")
        Issue.record("the parser accepted an invalid element name")
    } catch {
        #expect(error.message == expected)
    }
    #expect(tree.validate().map(\.message) == [expected])
}

/// Every rule agrees with the predicate it names.
let predicateNames: [ValueCase<String>] = [
    ValueCase("Text"), ValueCase("Gauge.Label"), ValueCase("_a1"), ValueCase("a-b"), ValueCase(""), ValueCase("1a"), ValueCase("nil"),
    ValueCase("style"), ValueCase("x:y"),
]

@Test(arguments: predicateNames)
func nameRuleMatchesItsPredicate(_ row: ValueCase<String>) {
    let name = row.value
    #expect(VMLNameRule.elementName.isValid(name) == VMLName.isElementName(name), sourceLocation: row.sourceLocation)
    #expect(VMLNameRule.attributeName.isValid(name) == VMLName.isAttributeName(name), sourceLocation: row.sourceLocation)
    #expect(VMLNameRule.templateName.isValid(name) == VMLName.isIdentifier(name), sourceLocation: row.sourceLocation)
    #expect(VMLNameRule.styleName.isValid(name) == VMLName.isStyleName(name), sourceLocation: row.sourceLocation)
}
