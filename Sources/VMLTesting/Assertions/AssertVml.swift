import VML
import VMLParser

/// Asserts that a view renders the markup of an inline string, compared as trees: the
/// expected text is parsed and both sides are written canonically, so its indentation and
/// attribute order do not matter.
///
/// ```swift
/// assertVml(VmlText("Hi").padding(8), equals: """
///     <Text style="padding(8)">Hi</Text>
///     """)
/// ```
///
/// On failure the message names the first structural difference, shows a unified diff and
/// the actual markup as a multi-line string literal, ready to paste.
public func assertVml(
    _ view: some VmlView,
    equals expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    InlineAssertion.run(
        view.vmlNodes, expected: expected,
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a list of nodes is the markup of an inline string; see
/// the view overload of `assertVml(_:equals:)`.
///
/// ```swift
/// assertVml([VMLNode.element("Spacer")], equals: "<Spacer/>")
/// ```
public func assertVml(
    _ nodes: [VMLNode],
    equals expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    InlineAssertion.run(
        nodes, expected: expected, at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a document is the markup of an inline string; see
/// the view overload of `assertVml(_:equals:)`.
///
/// ```swift
/// assertVml(VMLDocument([.element("Spacer")]), equals: "<Spacer/>")
/// ```
public func assertVml(
    _ document: VMLDocument,
    equals expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    InlineAssertion.run(
        document.nodes, expected: expected,
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private enum InlineAssertion {
    static func run(_ nodes: [VMLNode], expected: String, at location: TestLocation) {
        let actual: String
        do {
            actual = try VMLSerializer().serialize(VMLDocument(nodes))
        } catch {
            FailureReporter.fail("the tree cannot be written as VML: \(error)", at: location)
            return
        }
        let expectedDocument: VMLDocument
        do {
            expectedDocument = try VMLParser().parse(expected)
        } catch {
            FailureReporter.fail(
                "the expected markup does not parse: \(error.location): \(error.message)" + pasteable(actual),
                at: location)
            return
        }
        let canonicalExpected: String
        do {
            canonicalExpected = try VMLSerializer().serialize(expectedDocument)
        } catch {
            FailureReporter.fail("the expected markup cannot be written canonically: \(error)", at: location)
            return
        }
        guard let mismatch = VMLSnapshotMessage.mismatch(expected: canonicalExpected, actual: actual) else { return }
        FailureReporter.fail("the markup does not match: " + mismatch + pasteable(actual), at: location)
    }

    /// The actual markup as a Swift multi-line string literal.
    static func pasteable(_ actual: String) -> String {
        let body = actual.hasSuffix("\n") ? String(actual.dropLast()) : actual
        return "\nactual markup, to paste:\n\"\"\"\n" + body.replacing("\\", with: "\\\\") + "\n\"\"\""
    }
}
